import { captureEarlyInteractions } from './adapters/browser/earlyInteractions';
import { markDueNotices } from './adapters/browser/markDueNotices';

// The head snippet's notice script: a classic inline script, the first of the snippet (scripts/headScript.mjs), so it
// runs before anything of the page's body is parsed and so before its first paint. It marks the notices that are due
// (markDueNotices), and the notices in the server HTML show with the page instead of when the notices' island arrives:
// at the visitor's first interaction (ADR 037). It also records the visitor's interactions until the entry runs, and
// keeps a tap on a notice's button (ADR 038), so a page the visitor used before the entry arrived still loads its
// islands and makes that tap. A few hundred bytes: it runs on every page.
markDueNotices();
captureEarlyInteractions(document.documentElement);
