/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '../..');

/** Runs `body` as an ES module beside scripts/headScript.mjs, with `input` as JSON; returns what it prints as JSON. */
function run(body: string, input: unknown): { status: number | null; output: unknown; stderr: string } {
  const code = `import * as head from ${JSON.stringify(path.join(root, 'scripts/headScript.mjs'))}; const input = ${JSON.stringify(input)}; ${body}`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  return { status: result.status, output: result.stdout ? JSON.parse(result.stdout) : null, stderr: result.stderr };
}

describe('the head snippet’s inline script (scripts/headScript.mjs)', () => {
  it('wraps the code in a script element and gives the CSP hash of exactly what is inside it', () => {
    const { output } = run('console.log(JSON.stringify(head.inlineScript(input)))', '\n(()=>{let a=1})();\n');
    const expected = `'sha256-${createHash('sha256').update('(()=>{let a=1})();').digest('base64')}'`;
    expect(output).toEqual({ element: '<script type=module async>(()=>{let a=1})();</script>', hash: expected });
  });

  it.each(['x="</script><img src=x onerror=alert(1)>"', 'x="</SCRIPT >"', 'x="<!--"', '   '])('refuses code that could not stay inside its element: %s', (code) => {
    const { status, stderr } = run('head.inlineScript(input)', code);
    expect(status).not.toBe(0);
    expect(stderr).toMatch(/inline script/);
  });

  it('puts the script after the stylesheet and before the entry script, and only once', () => {
    const snippet = '<link rel=stylesheet href=/t.css><script type=module src=/t.js></script>\n';
    const element = '<script type=module async>a()</script>';
    expect(run(`console.log(JSON.stringify(head.withInlineScript(input, ${JSON.stringify(element)})))`, snippet).output).toBe(
      '<link rel=stylesheet href=/t.css><script type=module async>a()</script><script type=module src=/t.js></script>',
    );
    expect(run(`console.log(JSON.stringify(head.withInlineScript(input, ${JSON.stringify(element)})))`, '<link rel=stylesheet href=/t.css>').output).toBe(
      `<link rel=stylesheet href=/t.css>${element}`,
    );
    expect(run('head.withInlineScript(input, "<script>b()</script>")', '<link><script type=module async>a()</script>').status).not.toBe(0);
  });

  it('reads the texts of the inline scripts only, whatever their attributes', () => {
    const snippet = '<link rel=stylesheet href=/t.css><script type=module async>a()</script><script type=module src=/t.js></script><SCRIPT>b()</SCRIPT>';
    expect(run('console.log(JSON.stringify(head.inlineScriptBodies(input)))', snippet).output).toEqual(['a()', 'b()']);
  });

  it('inlines the notice and head scripts, adds the claim program under its content hash after them, writes the CSP hashes and removes the build folders', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'tabiji-dist-'));
    mkdirSync(path.join(dist, 'noticesHead'));
    mkdirSync(path.join(dist, 'inline'));
    mkdirSync(path.join(dist, 'claim'));
    writeFileSync(path.join(dist, 'noticesHead', 'noticesHead.js'), 'ask();\n');
    writeFileSync(path.join(dist, 'inline', 'pageViewHead.js'), '(()=>{claim()})();');
    writeFileSync(path.join(dist, 'claim', 'pageViewClaim.js'), '(()=>{program()})();');
    writeFileSync(path.join(dist, 'tabiji.1a2b.css'), '.tabiji-header{display:flex}\n/*# sourceMappingURL=tabiji.1a2b.css.map */');
    writeFileSync(path.join(dist, 'tabiji.html'), '<link rel=stylesheet href=/tabiji/tabiji.1a2b.css><script type=module src=/tabiji/t.js></script>');
    const { output } = run('console.log(JSON.stringify(head.placeHeadScripts(input, "/tabiji/")))', dist) as { output: { scriptHashes: string[]; programName: string; styleHashes: string[] } };
    const programName = `pageViewClaim.${createHash('sha256').update('(()=>{program()})();').digest('hex').slice(0, 8)}.js`;
    expect(output.programName).toBe(programName);
    expect(readFileSync(path.join(dist, 'tabiji.html'), 'utf8')).toBe(`<style>.tabiji-header{display:flex}</style><script>ask();</script><script type=module async>(()=>{claim()})();</script><script async src="/tabiji/${programName}"></script><script type=module src=/tabiji/t.js></script>\n`);
    const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    expect(output.scriptHashes).toEqual([hashOf('ask();'), hashOf('(()=>{claim()})();')]);
    expect(readFileSync(path.join(dist, programName), 'utf8')).toBe('(()=>{program()})();');
    const styleHash = `'sha256-${createHash('sha256').update('.tabiji-header{display:flex}').digest('base64')}'`;
    expect(output.styleHashes).toEqual([styleHash]);
    expect(JSON.parse(readFileSync(path.join(dist, 'tabiji-csp.json'), 'utf8'))).toEqual({ 'script-src': output.scriptHashes, 'style-src': [styleHash] });
    expect(existsSync(path.join(dist, 'noticesHead'))).toBe(false);
    expect(existsSync(path.join(dist, 'inline'))).toBe(false);
    expect(existsSync(path.join(dist, 'claim'))).toBe(false);
  });
});

describe('the head snippet’s inline styles (scripts/headScript.mjs)', () => {
  it('wraps the stylesheet in a style element without its source-map comment, and hashes exactly what is inside', () => {
    const { output } = run('console.log(JSON.stringify(head.inlineStyle(input)))', '.a{color:red}\n/*# sourceMappingURL=t.css.map */\n');
    expect(output).toEqual({ element: '<style>.a{color:red}</style>', hash: `'sha256-${createHash('sha256').update('.a{color:red}').digest('base64')}'` });
  });

  it.each(['.a{content:"</style><script>alert(1)</script>"}', '.a{content:"</STYLE >"}', '.a{content:"<!--"}', ' \n'])('refuses a stylesheet that could not stay inside its element: %s', (css) => {
    const { status, stderr } = run('head.inlineStyle(input)', css);
    expect(status).not.toBe(0);
    expect(stderr).toMatch(/stylesheet/);
  });

  it('inlines only the build’s own stylesheets, from the public URL, and refuses any other link', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'tabiji-dist-'));
    writeFileSync(path.join(dist, 'tabiji.9f.css'), '.b{margin:0}');
    const inline = (snippet: string, publicUrl: string) => run(`console.log(JSON.stringify(head.withInlineStylesheets(input, ${JSON.stringify(dist)}, ${JSON.stringify(publicUrl)})))`, snippet);
    expect(inline('<link rel=stylesheet href=https://cdn.example/t/tabiji.9f.css><script src=x></script>', 'https://cdn.example/t/').output).toEqual({
      html: '<style>.b{margin:0}</style><script src=x></script>',
      hashes: [`'sha256-${createHash('sha256').update('.b{margin:0}').digest('base64')}'`],
    });
    expect(inline('<link rel="preload" href="/tabiji/tabiji.9f.css">', '/tabiji/').output).toEqual({ html: '<link rel="preload" href="/tabiji/tabiji.9f.css">', hashes: [] });
    expect(inline('<link rel=stylesheet href=/elsewhere/tabiji.9f.css>', '/tabiji/').status).not.toBe(0);
    expect(inline('<link rel=stylesheet href=/tabiji/../tabiji.9f.css>', '/tabiji/').status).not.toBe(0);
  });

  it('reads the texts of the style elements', () => {
    expect(run('console.log(JSON.stringify(head.inlineStyleBodies(input)))', '<style>.a{}</style><script>x</script><STYLE media=all>.b{}</STYLE>').output).toEqual(['.a{}', '.b{}']);
  });
});
