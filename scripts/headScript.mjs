// The head snippet's inline script (issue 26: every visit counted): the page-view claim, built by Parcel as a
// classic script (package.json target "claim", in dist/inline/), is put inline at the start of dist/tabiji.html so it
// runs as soon as the host's <head> is parsed, long before any external script can arrive on a slow phone. The
// host's Content-Security-Policy allows it by its hash, written to dist/tabiji-csp.json.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The CSP source (`'sha256-…'`) that allows an inline script whose text is exactly `body`. */
export const cspHash = (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/**
 * The inline `<script>` element for `code` and its CSP source (`'sha256-…'`). Refuses code that would end the element
 * early or open an HTML comment in it (`</script`, `<!--`), rather than rewriting code it does not understand.
 */
export function inlineScript(code) {
  const body = code.trim();
  if (!body) throw new Error('the inline script is empty');
  if (/<\/script|<!--/i.test(body)) throw new Error('the inline script contains "</script" or "<!--", which would break it out of its element');
  return { element: `<script>${body}</script>`, hash: cspHash(body) };
}

/** Puts `element` first in the head snippet: before the stylesheet, so it never waits for it. */
export function withInlineScript(snippet, element) {
  if (snippet.includes('<script>')) throw new Error('the head snippet already has an inline script');
  return `${element}${snippet.trim()}`;
}

/** After Parcel: inlines dist/inline/pageViewClaim.js into dist/tabiji.html, writes its hash, removes dist/inline. */
export function inlineClaim(distDir) {
  const source = path.join(distDir, 'inline', 'pageViewClaim.js');
  const { element, hash } = inlineScript(readFileSync(source, 'utf8'));
  const snippetFile = path.join(distDir, 'tabiji.html');
  writeFileSync(snippetFile, `${withInlineScript(readFileSync(snippetFile, 'utf8'), element)}\n`);
  writeFileSync(path.join(distDir, 'tabiji-csp.json'), `${JSON.stringify({ 'script-src': [hash] }, null, 2)}\n`);
  rmSync(path.join(distDir, 'inline'), { recursive: true, force: true });
  return { hash, bytes: Buffer.byteLength(element) };
}
