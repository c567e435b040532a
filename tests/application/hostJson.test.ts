import { hostJsonText } from '../../src/application/hostJson';

describe('hostJsonText', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('reads the JSON script, never an element of content that took its id first', () => {
    document.body.innerHTML = `
      <main><p id="tabiji-navigation">{"signin":"https://evil.example/"}</p></main>
      <script type="application/json" id="tabiji-navigation">{"signin":"/en/signin"}</script>`;
    const { text, errors } = hostJsonText(document, 'tabiji-navigation');
    expect(text).toBe('{"signin":"/en/signin"}');
    expect(errors).toEqual(['tabiji-navigation: 1 other element(s) on the page have this id; only the JSON script is read']);
  });

  it('reports several JSON scripts and reads the last (the host puts its own at the end of <body>)', () => {
    document.body.innerHTML = `
      <script type="application/json" id="tabiji-context">{"page_name":"evil"}</script>
      <script type="application/json" id="tabiji-context">{"page_name":"article"}</script>`;
    expect(hostJsonText(document, 'tabiji-context')).toEqual({
      text: '{"page_name":"article"}',
      errors: ['tabiji-context: 2 JSON scripts have this id; the last one is read'],
    });
  });

  it('ignores scripts of another type and gives null when there is no JSON script', () => {
    document.body.innerHTML = '<script type="text/plain" id="tabiji-context">{}</script><form id="tabiji-context"></form>';
    const { text, errors } = hostJsonText(document, 'tabiji-context');
    expect(text).toBeNull();
    expect(errors).toHaveLength(1);
  });

  it('is quiet for a well-formed page', () => {
    document.body.innerHTML = '<script type="application/json" id="tabiji-context">{}</script>';
    expect(hostJsonText(document, 'tabiji-context')).toEqual({ text: '{}', errors: [] });
  });
});
