import './ui/styles/tabiji.css';
import { BrowserPageLifecycleAdapter } from './adapters/browser/BrowserPageLifecycleAdapter';

// The entry: small on purpose. The page view is already claimed by the head snippet's inline script
// (src/pageViewClaim.ts), which does not wait for this download. The entry imports the islands' bundle once the
// host's own content has painted, so Tabiji never competes with the page's first (and largest) paint. The islands'
// bundle is this module's lazy chunk. A page prerendered by Speculation Rules loads nothing until the visitor
// activates it: no count, request or sign-in for a page never seen.

function startIslands(): void {
  import('./boot').catch((error: unknown) => console.error('Tabiji: the islands could not be loaded.', error));
}

const page = new BrowserPageLifecycleAdapter();
// The islands need the host's regions and JSON: a host that loads this entry `async` may run it mid-parse.
page.whenActivated(() => page.afterFirstPaint(() => page.whenDomReady(startIslands)));
