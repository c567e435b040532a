import { markDueNotices } from './adapters/browser/markDueNotices';

// The head snippet's notice script: a classic inline script, the first of the snippet (scripts/headScript.mjs), so it
// runs before anything of the page's body is parsed and so before its first paint. It marks the notices that are due
// (markDueNotices), and the notices in the server HTML show with the page instead of when the notices' island arrives:
// at the visitor's first interaction (ADR 037). A couple of hundred bytes: it runs on every page.
markDueNotices();
