import { eventUrl, REDACTED } from '../../src/domain/eventUrl';

const PAGE = 'https://guide.example/en/articles/3';
const R = REDACTED;

describe('eventUrl', () => {
  it.each([
    ['sign-in link (Firebase e-mail link)',
      'https://guide.example/__/auth/action?mode=signIn&oobCode=SECRET&apiKey=AIzaKEY&continueUrl=https%3A%2F%2Fguide.example%2Fen%2F&lang=en',
      `https://guide.example/__/auth/action?mode=${R}&oobCode=${R}&apiKey=${R}&continueUrl=${R}&lang=${R}`],
    ['password reset',
      'https://guide.example/reset-password?mode=resetPassword&oobCode=RESET123&email=ada%40example.com',
      `https://guide.example/reset-password?mode=${R}&oobCode=${R}&email=${R}`],
    ['OAuth code and state in the query',
      'https://guide.example/oauth/callback?code=4%2F0AbCd&state=xyz&scope=email',
      `https://guide.example/oauth/callback?code=${R}&state=${R}&scope=${R}`],
    ['OAuth implicit grant: tokens in the fragment',
      'https://guide.example/oauth/callback#access_token=ya29.TOKEN&token_type=Bearer&state=xyz',
      'https://guide.example/oauth/callback'],
    ['e-mail as a parameter',
      'https://guide.example/en/?email=a@b.com&e=a%40b.com',
      `https://guide.example/en/?email=${R}&e=${R}`],
    ['campaign parameters kept, the rest redacted',
      'https://guide.example/en/?utm_source=news&utm_medium=email&utm_campaign=autumn&utm_term=onsen&utm_content=top&utm_id=42&ref=abc',
      `https://guide.example/en/?utm_source=news&utm_medium=email&utm_campaign=autumn&utm_term=onsen&utm_content=top&utm_id=42&ref=${R}`],
    ['click ids redacted (they identify one ad click)',
      'https://guide.example/en/?gclid=Cj0KCQ&fbclid=IwAR0&msclkid=abc&utm_source=google',
      `https://guide.example/en/?gclid=${R}&fbclid=${R}&msclkid=${R}&utm_source=google`],
    ['keyword kept as written',
      'https://guide.example/en/search?keyword=%E6%9D%B1%E4%BA%AC&page=2',
      `https://guide.example/en/search?keyword=%E6%9D%B1%E4%BA%AC&page=${R}`],
    ['keyword with + kept', 'https://guide.example/en/search?keyword=Mount+Fuji', 'https://guide.example/en/search?keyword=Mount+Fuji'],
    ['an e-mail address inside a kept parameter',
      'https://guide.example/en/?utm_source=ada%40example.com&keyword=a@b.co',
      `https://guide.example/en/?utm_source=${R}&keyword=${R}`],
    ['an e-mail address as a path segment', 'https://guide.example/users/a@b.com/settings', `https://guide.example/users/${R}/settings`],
    ['a percent-encoded e-mail address in the path', 'https://guide.example/users/ada%40example.com', `https://guide.example/users/${R}`],
    // Encoded twice (issue 28 item 6): still an address to whoever decodes it twice.
    ['a doubly encoded e-mail address in the path', 'https://guide.example/users/ada%2540example.com', `https://guide.example/users/${R}`],
    ['a doubly encoded e-mail address in a kept parameter', 'https://guide.example/en/?utm_source=ada%2540example.com', `https://guide.example/en/?utm_source=${R}`],
    ['a thrice encoded one', 'https://guide.example/en/?keyword=ada%252540example.com', `https://guide.example/en/?keyword=${R}`],
    ['an @ that is not an e-mail address stays', 'https://guide.example/@tabiji/posts', 'https://guide.example/@tabiji/posts'],
    ['user name and password dropped', 'https://ada:hunter2@guide.example/en/', 'https://guide.example/en/'],
    ['port kept', 'http://127.0.0.1:8080/en/?utm_content=run-1', 'http://127.0.0.1:8080/en/?utm_content=run-1'],
    ['IDN host as the parser spells it (punycode)', 'https://例え.jp/ガイド?keyword=東京', 'https://xn--r8jz45g.jp/%E3%82%AC%E3%82%A4%E3%83%89?keyword=%E6%9D%B1%E4%BA%AC'],
    ['a bare parameter keeps its name', 'https://guide.example/en/?debug', `https://guide.example/en/?debug=${R}`],
    ['a name that is not a name goes whole',
      'https://guide.example/en/?eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig&a%40b.com=1&d4c0f6a8e1b94f3a9c2d7e5b8a1f0c3d&name.with.dots=1',
      `https://guide.example/en/?${R}&${R}&${R}&${R}`],
    ['array-style names are names', 'https://guide.example/en/?tags[]=onsen&sort-by=date', `https://guide.example/en/?tags[]=${R}&sort-by=${R}`],
    ['an encoded parameter name is read decoded', 'https://guide.example/en/?key%77ord=ramen&%74oken=T', `https://guide.example/en/?key%77ord=ramen&%74oken=${R}`],
    ['empty query and fragment vanish', 'https://guide.example/en/?#', 'https://guide.example/en/'],
    ['mailto keeps only the scheme', 'mailto:ada@example.com?subject=hi', 'mailto:'],
    ['tel keeps only the scheme', 'tel:+81-3-1234-5678', 'tel:'],
    ['javascript keeps only the scheme', 'javascript:alert(document.cookie)', 'javascript:'],
    ['empty', '', ''],
    ['blank', '   ', ''],
    ['garbage', 'http://[not a host', ''],
  ])('%s', (_, value, expected) => {
    expect(eventUrl(value)).toBe(expected);
  });

  it.each([
    ['a root-relative referrer', '/en/search?keyword=kyoto&token=T#x', `https://guide.example/en/search?keyword=kyoto&token=${R}`],
    ['a path-relative link', 'reset?oobCode=C', `https://guide.example/en/articles/reset?oobCode=${R}`],
    ['a scheme-relative link', '//partner.example/p?aid=1', `https://partner.example/p?aid=${R}`],
    ['an absolute value ignores the base', 'https://other.example/?utm_medium=cpc', 'https://other.example/?utm_medium=cpc'],
    ['an e-mail address written as a relative link', 'a@b.com', `https://guide.example/en/articles/${R}`],
  ])('%s resolves against the page', (_, value, expected) => {
    expect(eventUrl(value, PAGE)).toBe(expected);
  });

  it('gives up on a relative value when the base is unparseable too', () => {
    expect(eventUrl('/en/', 'not a url')).toBe('');
    expect(eventUrl('https://guide.example/en/', 'not a url')).toBe('https://guide.example/en/');
  });
});
