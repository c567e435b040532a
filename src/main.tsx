import './ui/styles/tabiji.css';
import { BrowserPageLifecycleAdapter } from './adapters/browser/BrowserPageLifecycleAdapter';
import { createLoadFailures } from './application/loadFailures';
import { pathCodeFromPath } from './domain/languages';
import { loadMessages } from './ui/messages/loadMessages';

// The entry: small on purpose. The page view is already claimed by the head snippet's inline script
// (src/pageViewHead.ts) and recorded by its claim program (src/pageViewClaim.ts), neither of which waits for this
// download. The entry imports the islands' bundle once the
// host's own content has painted, so Tabiji never competes with the page's first (and largest) paint. The islands'
// bundle is this module's lazy chunk. A page prerendered by Speculation Rules loads nothing until the visitor
// activates it: no count, request or sign-in for a page never seen.

function startIslands(): void {
  const pathCode = pathCodeFromPath(window.location.pathname);
  // The page's strings and React DOM are requested beside the islands' bundle, not once it has run: one round trip
  // less before the islands are ready (562 ms on Lighthouse's slow 4G). React DOM is a chunk of its own so that its
  // evaluation is a task of its own, not part of one long task with the islands' (mountIslands imports it again and
  // reports a failure).
  const messages = loadMessages(pathCode, (message, error) => failures.report(message, error));
  // Handled at once: the strings may fail (English's own file, aborted by a visitor leaving) while the bundle is still
  // on its way, and an unhandled rejection is an error of its own. Their failure is reported where they are awaited.
  messages.catch(() => {});
  import('react-dom/client').catch(() => {});
  failures.watch(import('./boot')).then(
    async ({ boot }) => {
      try {
        await failures.watch(boot(pathCode, await messages));
      } catch (error) {
        failures.report('Tabiji: the page furniture could not start.', error);
      }
    },
    (error: unknown) => {
      failures.report('Tabiji: the islands could not be loaded.', error);
    },
  );
}

const page = new BrowserPageLifecycleAdapter();
// Firefox aborts the page's downloads as the visitor leaves: that is not reported as the islands failing. The
// window's own timers, not BrowserClockAdapter: its idle code stays out of the entry.
const failures = createLoadFailures({
  page,
  clock: { now: Date.now, setTimeout: (callback, ms) => clearTimeout.bind(null, setTimeout(callback, ms)) },
});
// The islands need the host's regions and JSON: a host that loads this entry `async` may run it mid-parse.
page.whenActivated(() => page.afterFirstPaint(() => page.whenDomReady(startIslands)));
