/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.join(__dirname, '../..');

/** Runs bench/headBytes.mjs's `inlineHeadGzipBytes` on `html` in Node (an ES module); returns what it answers. */
function measure(html: string): { scripts: number; raw: number; gzip: number; styleGzip: number } | { error: string } {
  const code = `import { inlineHeadGzipBytes } from ${JSON.stringify(path.join(root, 'bench/headBytes.mjs'))};
try { console.log(JSON.stringify(inlineHeadGzipBytes(${JSON.stringify(html)}))); } catch (error) { console.log(JSON.stringify({ error: error.message })); }`;
  return JSON.parse(spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' }).stdout);
}

describe('the bench’s head inline-code measure (bench/headBytes.mjs)', () => {
  it('counts the executable inline scripts of the head, not data blocks, external scripts or the body', () => {
    const html = `<html><head><script type=module async>a()</script><script>b()</script>
<script type="application/json" id=ctx>{"big":"${'x'.repeat(5000)}"}</script><script type="application/ld+json">{}</script>
<script async src="/claim.js"></script></head><body><script>${'c()'.repeat(900)}</script></body></html>`;
    expect(measure(html)).toEqual({ scripts: 2, raw: 6, gzip: gzipSync('a()\nb()', { level: 9 }).length, styleGzip: 0 });
  });

  it('grows with the code inline in the head', () => {
    const small = measure('<head><script>a()</script></head>') as { gzip: number };
    // Hex digests barely compress: 64 of them are about 2 KB gzip.
    const digests = Array.from({ length: 64 }, (_, i) => `'${createHash('sha256').update(String(i)).digest('hex')}'`).join(',');
    const large = measure(`<head><script>f(${digests})</script></head>`) as { gzip: number };
    expect(large.gzip).toBeGreaterThan(1024);
    expect(small.gzip).toBeLessThan(large.gzip);
  });

  it('measures the head’s inline styles apart from its code, and not the body’s', () => {
    const css = '.tabiji-header{display:flex}';
    const figure = measure(`<head><style>${css}</style><script>a()</script></head><body><style>${'.x{}'.repeat(500)}</style></body>`);
    expect(figure).toEqual({ scripts: 1, raw: 3, gzip: gzipSync('a()', { level: 9 }).length, styleGzip: gzipSync(css, { level: 9 }).length });
  });

  it('refuses a page without a head', () => {
    expect(measure('<p>no head</p>')).toEqual({ error: 'no <head> in the page' });
  });
});
