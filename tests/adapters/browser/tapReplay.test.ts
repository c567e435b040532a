import { replayEarlyTaps } from '../../../src/adapters/browser/tapReplay';

/** A document of its own per test: the replay's listener stays on the document it was given, as on a page. */
let doc: Document;

function page(): { region: HTMLElement; link: HTMLAnchorElement } {
  doc.body.innerHTML = `
    <div data-tabiji-island="footer">
      <a href="/en/external-transmission" data-tabiji-replay="cookie-settings">Cookie settings</a>
      <a href="/en/" id="plain">Home</a>
    </div>`;
  return {
    region: doc.querySelector<HTMLElement>('[data-tabiji-island]') as HTMLElement,
    link: doc.querySelector<HTMLAnchorElement>('[data-tabiji-replay]') as HTMLAnchorElement,
  };
}

/** What hydration does: the link becomes the island's button, then the region is marked ready. */
function hydrate(region: HTMLElement, onClick: () => void): HTMLButtonElement {
  const button = doc.createElement('button');
  button.setAttribute('data-tabiji-replay', 'cookie-settings');
  button.addEventListener('click', onClick);
  region.querySelector('[data-tabiji-replay]')?.replaceWith(button);
  region.setAttribute('data-tabiji-ready', '');
  return button;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('replayEarlyTaps', () => {
  let followed: string[];
  const follow = (event: Event) => {
    const link = (event.target as Element).closest('a');
    if (!event.defaultPrevented && link) followed.push(link.getAttribute('href') ?? '');
    event.preventDefault();
  };
  beforeEach(() => {
    followed = [];
    doc = document.implementation.createHTMLDocument('page');
    doc.addEventListener('click', follow);
  });

  it('keeps a tap made before the code, asks for the island, and makes it once on the ready control', async () => {
    const { region, link } = page();
    const asked: HTMLElement[] = [];
    replayEarlyTaps(doc, (kept) => asked.push(kept));
    link.click();
    link.click();
    expect(followed).toEqual([]);
    expect(asked).toEqual([region, region]);
    const acted = jest.fn();
    hydrate(region, acted);
    await settle();
    expect(acted).toHaveBeenCalledTimes(1);
  });

  it('gives the focus the tapped control had to the control that replaced it, before making the tap', async () => {
    // The window's own document: focus needs a document that is shown (this test's listener stays on it, and the
    // other tests use documents of their own).
    doc = document;
    doc.addEventListener('click', follow);
    const { region, link } = page();
    replayEarlyTaps(doc, () => undefined);
    link.focus();
    link.click();
    let focusedAtClick: Element | null = null;
    const button = hydrate(region, () => (focusedAtClick = doc.activeElement));
    await settle();
    expect(focusedAtClick).toBe(button);
    expect(doc.activeElement).toBe(button);
    doc.removeEventListener('click', follow);
    doc.body.innerHTML = '';
  });

  it('waits for the island’s own control when the region is ready before a server-only control is replaced', async () => {
    const { region, link } = page();
    link.setAttribute('data-tabiji-server-only', '');
    replayEarlyTaps(doc, () => undefined);
    link.click();
    // Ready first (its ready signal), the link replaced in a render after: the tap must not follow the link.
    region.setAttribute('data-tabiji-ready', '');
    await settle();
    expect(followed).toEqual([]);
    const acted = jest.fn();
    const button = doc.createElement('button');
    button.setAttribute('data-tabiji-replay', 'cookie-settings');
    button.addEventListener('click', acted);
    link.replaceWith(button);
    await settle();
    expect(acted).toHaveBeenCalledTimes(1);
    expect(followed).toEqual([]);
    button.click();
    expect(acted).toHaveBeenCalledTimes(2);
  });

  it('leaves unmarked controls and ready islands alone', async () => {
    const { region } = page();
    const asked = jest.fn();
    replayEarlyTaps(doc, asked);
    doc.querySelector<HTMLElement>('#plain')?.click();
    expect(followed).toEqual(['/en/']);
    const acted = jest.fn();
    const button = hydrate(region, acted);
    button.click();
    await settle();
    expect(acted).toHaveBeenCalledTimes(1);
    expect(asked).not.toHaveBeenCalled();
  });

  it('gives a kept tap back to the server HTML when the code cannot come: the link is followed, once', () => {
    const { region, link } = page();
    const taps = replayEarlyTaps(doc, () => undefined);
    link.click();
    expect(followed).toEqual([]);
    taps.giveUp([region]);
    expect(followed).toEqual(['/en/external-transmission']);
    taps.giveUp([region]);
    expect(followed).toEqual(['/en/external-transmission']);
  });

  it('drops a kept tap whose control the island no longer has, saying so', async () => {
    const { region, link } = page();
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    replayEarlyTaps(doc, () => undefined);
    link.click();
    link.remove();
    region.setAttribute('data-tabiji-ready', '');
    await settle();
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining('"cookie-settings" control is gone'));
    jest.restoreAllMocks();
  });

  it('takes over the taps the head kept before it listened, and tells the head it listens now', async () => {
    doc.body.innerHTML = `
      <div data-tabiji-island="information-header">
        <button type="button" data-tabiji-replay="consent-accept" data-tabiji-kept="">Accept</button>
      </div>`;
    const region = doc.querySelector<HTMLElement>('[data-tabiji-island]') as HTMLElement;
    const asked: HTMLElement[] = [];
    replayEarlyTaps(doc, (kept) => asked.push(kept));
    expect(asked).toEqual([region]);
    expect(doc.querySelector('[data-tabiji-kept]')).toBeNull();
    expect(doc.documentElement.hasAttribute('data-tabiji-replay-listens')).toBe(true);
    const accepted = jest.fn();
    const button = doc.createElement('button');
    button.setAttribute('data-tabiji-replay', 'consent-accept');
    button.addEventListener('click', accepted);
    region.querySelector('button')?.replaceWith(button);
    region.setAttribute('data-tabiji-ready', '');
    await settle();
    expect(accepted).toHaveBeenCalledTimes(1);
  });
});
