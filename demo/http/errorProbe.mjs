// The engines' error probe (test hooks only). The engine suite (e2e/engines) drives Firefox and WebKit too, and
// WebKitGTK's WebDriver has no console log and no way to run a script before the page's own: so a browser whose
// cookies carry `tabiji_test_probe=1` gets this classic script first in the head, allowed by its CSP hash like the
// page-view claim. It writes every error the page meets (uncaught, unhandled rejection, console.error, a resource
// that failed, a CSP refusal) into session storage, where it outlives the page: a page being left still reports.

/** Session storage key of the list of errors, as `kind: text (path)` strings. */
export const ERROR_PROBE_KEY = 'tabiji_probe_errors';
/** The cookie that asks for the probe. */
export const ERROR_PROBE_COOKIE = 'tabiji_test_probe';

const PROBE = `(() => {
  const record = (kind, text) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(${JSON.stringify(ERROR_PROBE_KEY)}) || '[]');
      list.push(kind + ': ' + String(text).slice(0, 500) + ' (' + location.pathname + ')');
      sessionStorage.setItem(${JSON.stringify(ERROR_PROBE_KEY)}, JSON.stringify(list.slice(-50)));
    } catch {}
  };
  // V8's stack starts with the message; Firefox's and WebKit's do not.
  const describe = (value) => (value && value.message !== undefined ? value.message + ' @ ' + String(value.stack || '').split('\\n')[0] : String(value));
  // A resource that failed while the page is being left is the browser's doing, not the page's: Firefox and WebKit
  // abort the page's loads when a navigation starts, before pagehide. So a failed resource counts only if the page is
  // still shown 3 s later (a page left within that time fires pagehide first).
  let isLeaving = false;
  addEventListener('pagehide', () => (isLeaving = true));
  addEventListener('pageshow', () => (isLeaving = false));
  addEventListener('error', (event) => {
    if (event.target && event.target !== window) {
      const what = event.target.tagName + ' ' + (event.target.src || event.target.href || '');
      setTimeout(() => isLeaving || record('resource', what), 3000);
    } else record('uncaught', event.error ? describe(event.error) : event.message);
  }, true);
  addEventListener('unhandledrejection', (event) => record('unhandled rejection', describe(event.reason)));
  addEventListener('securitypolicyviolation', (event) => record('csp', event.violatedDirective + ' ' + event.blockedURI));
  const error = console.error;
  console.error = function (...args) {
    record('console.error', args.map(describe).join(' '));
    return error.apply(this, args);
  };
})();`;

/** The probe's script element. */
export const ERROR_PROBE_ELEMENT = `<script>${PROBE}</script>`;

/** Whether a request's cookies ask for the probe. */
export function wantsErrorProbe(request) {
  return (request.headers.cookie ?? '').split(';').some((pair) => pair.trim() === `${ERROR_PROBE_COOKIE}=1`);
}
