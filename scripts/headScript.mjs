// The head snippet's scripts (issues 26 and 41: every visit counted, one kilobyte in the head). The head script,
// built by Parcel as a self-contained script (package.json target "head", in dist/inline/), is put inline in
// dist/tabiji.html as an async module script; the claim program (target "claim") follows as an async script. The
// head script runs so it runs as soon as the host's <head> is parsed, long before any external script can
// arrive on a slow phone, and never holds up the page: a classic inline script would wait for every stylesheet
// above it and stop the parser until then, putting its run on the path to first paint (measured: 17-39 ms at 4x CPU,
// furniture painted 1.063x the floor's FCP against 1.046x as a module). The host's Content-Security-Policy allows
// it by its hash, written to dist/tabiji-csp.json.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The CSP source (`'sha256-…'`) that allows an inline script whose text is exactly `body`. */
export const cspHash = (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/**
 * The inline `<script>` element for `code` and its CSP source (`'sha256-…'`): an async module script, or with
 * `isClassic` a classic one (it runs where it stands, before the parser goes on). Refuses code that would end the
 * element early or open an HTML comment in it (`</script`, `<!--`), rather than rewriting code it does not understand.
 */
export function inlineScript(code, { isClassic = false } = {}) {
  const body = code.trim();
  if (!body) throw new Error('the inline script is empty');
  if (/<\/script|<!--/i.test(body)) throw new Error('the inline script contains "</script" or "<!--", which would break it out of its element');
  return { element: isClassic ? `<script>${body}</script>` : `<script type=module async>${body}</script>`, hash: cspHash(body) };
}

/** An inline script element (one without `src`), its text in group 1. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The texts of the inline scripts in `html` (the head snippet), in order: what a CSP hash is taken of. */
export function inlineScriptBodies(html) {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => body);
}

/**
 * Puts `element` in the head snippet after the styles and before the entry script: the script (async) waits for
 * nothing, and the entry is requested right after it.
 */
export function withInlineScript(snippet, element) {
  const trimmed = snippet.trim();
  if (inlineScriptBodies(trimmed).length > 0) throw new Error('the head snippet already has an inline script');
  const firstScript = trimmed.search(/<script\b/i);
  if (firstScript === -1) return `${trimmed}${element}`;
  return `${trimmed.slice(0, firstScript)}${element}${trimmed.slice(firstScript)}`;
}

/**
 * The `<style>` element for a stylesheet's text `css` (its source-map comment dropped: it would name a file relative to
 * each page) and its CSP source. Refuses CSS that would end the element early or open an HTML comment in it.
 */
export function inlineStyle(css) {
  const body = css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim();
  if (!body) throw new Error('the stylesheet is empty');
  if (/<\/style|<!--/i.test(body)) throw new Error('the stylesheet contains "</style" or "<!--", which would break it out of its element');
  return { element: `<style>${body}</style>`, hash: cspHash(body) };
}

/** A stylesheet link as Parcel writes it (`<link rel=stylesheet href=…>`), its href in group 1. */
const STYLESHEET_LINK = /<link\b(?=[^>]*\brel=["']?stylesheet\b)[^>]*\bhref=["']?([^"'\s>]+)["']?[^>]*>/gi;

/**
 * The head snippet with each of its stylesheet links (files of the build, served from `publicUrl`) replaced by the
 * file's text in a `<style>` element (ADR 036: the furniture's styles come with the page, not a round trip later),
 * and the CSP sources of those elements. A link to anything but a file of the build is refused.
 */
export function withInlineStylesheets(snippet, distDir, publicUrl) {
  const hashes = [];
  const html = snippet.replace(STYLESHEET_LINK, (link, href) => {
    if (!href.startsWith(publicUrl) || href.slice(publicUrl.length).includes('/')) throw new Error(`the stylesheet ${href} is not a file of the build (${publicUrl})`);
    const { element, hash } = inlineStyle(readFileSync(path.join(distDir, href.slice(publicUrl.length)), 'utf8'));
    hashes.push(hash);
    return element;
  });
  return { html, hashes };
}

/** The texts of the `<style>` elements in `html` (the head snippet), in order: what a CSP hash is taken of. */
export function inlineStyleBodies(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) => body);
}

/**
 * After Parcel: puts the furniture's stylesheet inline in dist/tabiji.html (withInlineStylesheets), then the notice
 * script (dist/noticesHead/noticesHead.js, classic: it marks <html> before the body is parsed, so the server HTML's
 * notices that are due show with the first paint), the head script (dist/inline/pageViewHead.js) inline and, right
 * after them, the claim program (dist/claim/pageViewClaim.js, copied to dist/ under its content hash) as an async
 * script served from `publicUrl`; writes the inline elements' hashes for the host's CSP (`script-src`, `style-src`)
 * and removes the build folders.
 */
export function placeHeadScripts(distDir, publicUrl) {
  const notices = inlineScript(readFileSync(path.join(distDir, 'noticesHead', 'noticesHead.js'), 'utf8'), { isClassic: true });
  const { element, hash } = inlineScript(readFileSync(path.join(distDir, 'inline', 'pageViewHead.js'), 'utf8'));
  const program = readFileSync(path.join(distDir, 'claim', 'pageViewClaim.js'));
  const programName = `pageViewClaim.${createHash('sha256').update(program).digest('hex').slice(0, 8)}.js`;
  writeFileSync(path.join(distDir, programName), program);
  const programElement = `<script async src="${publicUrl}${programName}"></script>`;
  const snippetFile = path.join(distDir, 'tabiji.html');
  const styled = withInlineStylesheets(readFileSync(snippetFile, 'utf8'), distDir, publicUrl);
  writeFileSync(snippetFile, `${withInlineScript(styled.html, `${notices.element}${element}${programElement}`)}\n`);
  const scriptHashes = [notices.hash, hash];
  writeFileSync(path.join(distDir, 'tabiji-csp.json'), `${JSON.stringify({ 'script-src': scriptHashes, 'style-src': styled.hashes }, null, 2)}\n`);
  for (const folder of ['noticesHead', 'inline', 'claim']) rmSync(path.join(distDir, folder), { recursive: true, force: true });
  return { scriptHashes, bytes: Buffer.byteLength(notices.element) + Buffer.byteLength(element), programName, styleHashes: styled.hashes };
}
