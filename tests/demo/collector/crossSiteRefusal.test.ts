/**
 * @jest-environment node
 */
import { callDemoModule } from '../callDemoModule';

const OWN = ['http://127.0.0.1:8080', 'http://localhost:8080'];

const cases: Array<[string, Record<string, string>, boolean]> = [
  ['a cross-site fetch', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, false],
  ['a cross-site fetch whatever its Origin', { 'sec-fetch-site': 'cross-site', origin: 'http://127.0.0.1:8080' }, false],
  ['a cross-site fetch from a browser that sends no Origin', { 'sec-fetch-site': 'cross-site' }, false],
  ['an unknown Sec-Fetch-Site value', { 'sec-fetch-site': 'cross-origin' }, false],
  ['another origin without Sec-Fetch-Site (an older browser)', { origin: 'https://evil.example' }, false],
  ['a same-site page on another port', { 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:9999' }, false],
  ['an opaque origin (a sandboxed frame)', { 'sec-fetch-site': 'cross-site', origin: 'null' }, false],
  ['an opaque origin without Sec-Fetch-Site', { origin: 'null' }, false],
  ['the site’s own page', { 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:8080' }, true],
  ['the site’s own page by the name localhost', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:8080' }, true],
  ['a sibling subdomain on the allow-list', { 'sec-fetch-site': 'same-site', origin: 'https://www.guide.example' }, true],
  ['a request no page started', { 'sec-fetch-site': 'none' }, true],
  ['a request with neither header (curl, a server)', {}, true],
];

describe('crossSiteRefusal', () => {
  const allowed = [...OWN, 'https://www.guide.example'];
  const results = callDemoModule<string | null>('demo/collector/crossSiteRefusal.mjs', 'crossSiteRefusal', cases.map(([, headers]) => [headers, allowed]));

  it.each(cases.map(([what, , isAllowed], index) => [what, isAllowed, index] as const))('%s: may post = %s', (_what, isAllowed, index) => {
    // undefined does not survive JSON: an allowed request comes back as null.
    if (isAllowed) expect(results[index]).toBeNull();
    else expect(results[index]).toMatch(/refused/);
  });
});

describe('allowedOriginsFor', () => {
  it('allows the demo’s own origins and the configured ones', () => {
    const [origins] = callDemoModule<string[]>('demo/collector/crossSiteRefusal.mjs', 'allowedOriginsFor', [[8181, ' https://www.guide.example/, https://log.guide.example ,']]);
    expect(origins).toEqual(['http://127.0.0.1:8181', 'http://localhost:8181', 'https://www.guide.example', 'https://log.guide.example']);
  });
});

// Login CSRF (issue 43): only the site's own pages may post the demo host's sign-in form.
describe('signInRefusal', () => {
  const signInCases: Array<[string, Record<string, string>, boolean]> = [
    ['another site auto-submitting the form', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, false],
    ['a cross-site post claiming the site’s Origin', { 'sec-fetch-site': 'cross-site', origin: 'http://127.0.0.1:8080' }, false],
    ['a sibling subdomain (not the site’s sign-in page)', { 'sec-fetch-site': 'same-site', origin: 'https://www.guide.example' }, false],
    ['another origin without Sec-Fetch-Site (an older browser)', { origin: 'https://evil.example' }, false],
    ['an opaque origin (a sandboxed frame)', { origin: 'null' }, false],
    ['the site’s own sign-in page', { 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:8080' }, true],
    ['the site’s own page by the name localhost', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:8080' }, true],
    ['a request with neither header (curl)', {}, true],
  ];
  const results = callDemoModule<string | null>('demo/collector/crossSiteRefusal.mjs', 'signInRefusal', signInCases.map(([, headers]) => [headers, OWN]));

  it.each(signInCases.map(([what, , isAllowed], index) => [what, isAllowed, index] as const))('%s: may sign in = %s', (_what, isAllowed, index) => {
    if (isAllowed) expect(results[index]).toBeNull();
    else expect(results[index]).toMatch(/refused/);
  });
});
