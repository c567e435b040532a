import { languageSwitchUrl, type PathCode } from '../../src/domain/languages';

const ORIGIN = 'https://guide.example';

function expectSameOriginAndNoAuthorityPath(result: string, input: string): void {
  expect(new URL(result).origin).toBe(new URL(input).origin);
  const afterOrigin = result.slice(new URL(input).origin.length);
  expect(afterOrigin.startsWith('/')).toBe(true);
  expect(afterOrigin.startsWith('//')).toBe(false);
}

describe('languageSwitchUrl', () => {
  it.each<[string, PathCode, string]>([
    [`${ORIGIN}/en/articles/3`, 'jp', `${ORIGIN}/jp/articles/3`],
    [`${ORIGIN}/en`, 'th', `${ORIGIN}/th`],
    [`${ORIGIN}/en/`, 'th', `${ORIGIN}/th/`],
    [`${ORIGIN}/easy/articles/9`, 'en', `${ORIGIN}/en/articles/9`],
    [`${ORIGIN}/es/x`, 'ko', `${ORIGIN}/ko/x`],
    [`${ORIGIN}/jp/x`, 'jp', `${ORIGIN}/jp/x`],
    [`${ORIGIN}/`, 'en', `${ORIGIN}/en/`],
    [ORIGIN, 'en', `${ORIGIN}/en/`],
    [`${ORIGIN}/articles/3`, 'tw', `${ORIGIN}/tw/articles/3`],
    [`${ORIGIN}/english/a`, 'cn', `${ORIGIN}/cn/english/a`],
    [`${ORIGIN}/EN/a`, 'cn', `${ORIGIN}/cn/EN/a`],
    [`${ORIGIN}/enx`, 'jp', `${ORIGIN}/jp/enx`],
    [`http://localhost:1234/en/a`, 'jp', `http://localhost:1234/jp/a`],
  ])('%s → %s gives %s', (href, target, expected) => {
    const result = languageSwitchUrl(href, target);
    expect(result).toBe(expected);
    expectSameOriginAndNoAuthorityPath(result, href);
  });

  it('keeps query and hash byte for byte', () => {
    const href = `${ORIGIN}/en/a?keyword=%E6%9D%B1%E4%BA%AC&x=a+b#top`;
    expect(languageSwitchUrl(href, 'jp')).toBe(`${ORIGIN}/jp/a?keyword=%E6%9D%B1%E4%BA%AC&x=a+b#top`);
  });

  it.each([
    [`${ORIGIN}/x?a=%zz&b=%2F%2F&c=&&d#frag%20ment?x=1`, `${ORIGIN}/ko/x?a=%zz&b=%2F%2F&c=&&d#frag%20ment?x=1`],
    [`${ORIGIN}/en?`, `${ORIGIN}/ko?`],
    [`${ORIGIN}/en#`, `${ORIGIN}/ko#`],
  ])('keeps unusual search and hash of %s', (href, expected) => {
    expect(languageSwitchUrl(href, 'ko')).toBe(expected);
  });

  it.each<[string, string]>([
    [`${ORIGIN}/%2F%2Fevil.example`, `${ORIGIN}/en/%2F%2Fevil.example`],
    [`${ORIGIN}//evil.example/x`, `${ORIGIN}/en//evil.example/x`],
    [`${ORIGIN}/\\evil.example`, `${ORIGIN}/en//evil.example`],
    [`${ORIGIN}/\\\\evil.example/x`, `${ORIGIN}/en///evil.example/x`],
    [`${ORIGIN}/e\tn/a\nb`, `${ORIGIN}/en/ab`],
    [`${ORIGIN}/\t/\n/evil.example`, `${ORIGIN}/en///evil.example`],
    [`${ORIGIN}/ja/../..//evil.example`, `${ORIGIN}/en//evil.example`],
    [`${ORIGIN}/%2e%2e/%2e%2e//evil.example`, `${ORIGIN}/en//evil.example`],
    [`${ORIGIN}/@evil.example`, `${ORIGIN}/en/@evil.example`],
    [`${ORIGIN}/en//evil.example`, `${ORIGIN}/en//evil.example`],
  ])('hostile path %j stays on the same origin', (href, expected) => {
    const result = languageSwitchUrl(href, 'en');
    expect(result).toBe(expected);
    expectSameOriginAndNoAuthorityPath(result, href);
  });

  it.each(['', 'not a url', '/en/articles', '//evil.example/en', 'javascript:alert(1)', 'file:///etc/passwd', 'data:text/html,x'])(
    'throws a clear error for %p',
    (href) => {
      expect(() => languageSwitchUrl(href, 'en')).toThrow(/languageSwitchUrl: /);
    },
  );

  it('rejects an unknown target code passed from untyped code', () => {
    expect(() => languageSwitchUrl(`${ORIGIN}/en/a`, '//evil.example' as PathCode)).toThrow(/unknown path code/);
  });
});
