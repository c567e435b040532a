import { allowedOrigins, checkPushLink } from '../../src/domain/pushLink';

const SITE = 'https://www.tabiji.example';
const ALLOWLIST = ['https://partner.example', 'http://legacy.example:8080/anything', 'not a url', 'ftp://files.example'];

describe('checkPushLink', () => {
  it.each([
    ['a same-origin absolute link', 'https://www.tabiji.example/en/articles/3?x=1#top', 'https://www.tabiji.example/en/articles/3?x=1#top'],
    ['a site path', '/jp/articles/1', 'https://www.tabiji.example/jp/articles/1'],
    ['an allow-listed origin', 'https://partner.example/deal', 'https://partner.example/deal'],
    ['an allow-listed origin with a port, whatever the entry path', 'http://legacy.example:8080/x', 'http://legacy.example:8080/x'],
    ['the same scheme without slashes (a relative path)', 'https:evil.example', 'https://www.tabiji.example/evil.example'],
    ['host case and default port normalised', 'HTTPS://WWW.Tabiji.Example:443/a', 'https://www.tabiji.example/a'],
  ])('opens %s', (_label, link, href) => {
    expect(checkPushLink(link, SITE, ALLOWLIST)).toEqual({ isAllowed: true, href });
  });

  it.each([
    ['javascript:', 'javascript:alert(1)', /scheme javascript:/],
    ['javascript: in capitals', 'JaVaScRiPt:alert(1)', /scheme javascript:/],
    ['javascript: split by a newline', 'java\nscript:alert(1)', /control characters/],
    ['javascript: split by a tab', 'java\tscript:alert(1)', /control characters/],
    ['a leading control character', '\u0001https://www.tabiji.example/', /control characters/],
    ['data:', 'data:text/html,<script>alert(1)</script>', /scheme data:/],
    ['blob:', 'blob:https://www.tabiji.example/1234', /scheme blob:/],
    ['vbscript:', 'vbscript:msgbox(1)', /scheme vbscript:/],
    ['another host', 'https://evil.example/', /origin https:\/\/evil\.example/],
    ['a look-alike host', 'https://www.tabiji.example.evil.example/', /neither/],
    ['protocol-relative', '//evil.example/x', /origin https:\/\/evil\.example/],
    ['backslashes', '\\\\evil.example/x', /origin https:\/\/evil\.example/],
    ['another scheme without slashes', 'http:evil.example', /origin http:\/\/evil\.example/],
    ['http on the site host (another origin)', 'http://www.tabiji.example/', /neither/],
    ['another port', 'https://www.tabiji.example:8443/', /neither/],
    ['credentials', 'https://user:pass@www.tabiji.example/', /credentials/],
    ['a user name alone', 'https://www.tabiji.example@evil.example/', /credentials/],
    ['a non-http allow-list entry', 'ftp://files.example/x', /scheme ftp:/],
    ['not an address at all', 'http://[::1', /not a valid address/],
  ])('refuses %s', (_label, link, reason) => {
    const verdict = checkPushLink(link, SITE, ALLOWLIST);
    expect(verdict.isAllowed).toBe(false);
    expect(verdict.isAllowed ? '' : verdict.reason).toMatch(reason);
  });
});

describe('allowedOrigins', () => {
  it('keeps the origins of http(s) entries only', () => {
    expect(allowedOrigins(ALLOWLIST)).toEqual(['https://partner.example', 'http://legacy.example:8080']);
  });
});
