// Which posts the collector refuses for coming from another site's pages. A page elsewhere can post text/plain
// without a preflight (a form, sendBeacon, fetch with mode: 'no-cors'), so CORS alone does not keep its records out.

/**
 * `Sec-Fetch-Site` values that pass: the site's own pages, a sibling subdomain (a production collector may live
 * on one, e.g. log.example.com for www.example.com) and requests no page started (typed address, bookmark).
 */
const ACCEPTED_FETCH_SITES = new Set(['same-origin', 'same-site', 'none']);

/**
 * Why a request is refused as cross-site, or undefined when it may post. Browsers send `Sec-Fetch-Site` and, on
 * POSTs, `Origin`: a cross-site fetch is refused, and an Origin must be one of `allowedOrigins` (an opaque "null"
 * origin never is). A request with neither header (curl, a server forwarding records) did not come from a page
 * and passes.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {readonly string[]} allowedOrigins  scheme://host[:port], as browsers write Origin
 * @returns {string | undefined}
 */
export function crossSiteRefusal(headers, allowedOrigins) {
  return refusal(headers, { fetchSites: ACCEPTED_FETCH_SITES, origins: allowedOrigins, what: 'posts' });
}

/**
 * Why a request is refused: a `Sec-Fetch-Site` outside `fetchSites`, or an `Origin` outside `origins`; a header
 * that is absent does not count.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {{ fetchSites: ReadonlySet<string>, origins: readonly string[], what: string }} rule
 * @returns {string | undefined}
 */
function refusal(headers, { fetchSites, origins, what }) {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite !== undefined && !fetchSites.has(String(fetchSite).toLowerCase())) return `${what} from other sites are refused`;
  const origin = headers.origin;
  if (origin !== undefined && !origins.includes(origin)) return `${what} from this origin are refused`;
  return undefined;
}

/**
 * The origins whose pages may post: the demo's own (127.0.0.1 and localhost on its port) and any in `extra`, a
 * comma-separated list (TABIJI_DEMO_COLLECTOR_ORIGINS) for a site served from elsewhere.
 * @param {number} port
 * @param {string} [extra]
 * @returns {string[]}
 */
export function allowedOriginsFor(port, extra = '') {
  const listed = extra.split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean);
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`, ...listed];
}

/** `Sec-Fetch-Site` values a sign-in form may come with: the site's own pages, or no page at all. */
const SIGN_IN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Why a sign-in post is refused as login CSRF, or undefined when it may sign in. A page on another site can
 * auto-submit a form that signs the visitor in as the attacker's account, whose later activity is then recorded
 * under the attacker's id: only the site's own pages may post it. Stricter than the collector's rule: a sibling
 * subdomain is not the site's sign-in page, and an Origin must be one of `ownOrigins` ("null" never is).
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {readonly string[]} ownOrigins  scheme://host[:port] of the site itself
 * @returns {string | undefined}
 */
export function signInRefusal(headers, ownOrigins) {
  return refusal(headers, { fetchSites: SIGN_IN_FETCH_SITES, origins: ownOrigins, what: 'sign-in forms' });
}
