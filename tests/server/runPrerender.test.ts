/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { disclosureInput } from '../../src/composition/serverServices';
import { parseSettings } from '../../src/composition/variables';
import { disclosureRefusal } from '../../src/server/disclosure/renderDisclosure';
import { renderPage } from '../../src/server/renderPage';
import { runPrerender } from '../../src/server/runPrerender';

// The renderer runs with the build's settings; read on the first render (jest gives each file its own modules).
process.env['TABIJI_OPERATOR_NAME'] = 'Tabiji KK';

const navigation = {
  slider: [{ label: 'Temples', href: '/en/categories/1' }, { label: '', href: '/x' }],
  footer: [{ title: 'Regions', links: [{ label: 'Kansai', href: '/en/regions/5' }] }],
};
const REGIONS = ['information-header', 'sticky-header', 'slider-nav', 'footer'];

let folder: string;
let out: { info: string[]; error: string[] };
const run = (...argv: string[]): number =>
  runPrerender(argv, { renderPage, buildId: 'build-1', now: new Date('2026-11-23T00:00:00Z') }, {
    info: (message) => out.info.push(message),
    error: (message) => out.error.push(message),
  });
const file = (name: string, text: string): string => {
  writeFileSync(path.join(folder, name), text);
  return path.join(folder, name);
};
const read = (relative: string): string => readFileSync(path.join(folder, 'out', relative), 'utf8');

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'tabiji-prerender-'));
  out = { info: [], error: [] };
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('prerender CLI', () => {
  it('writes nothing when a production renderer lacks the operator’s name: exit code 2, naming the setting', () => {
    const blank = disclosureInput(parseSettings({ TABIJI_OPERATOR_NAME: '' }).settings);
    const code = runPrerender(
      ['--navigation', file('nav.json', JSON.stringify(navigation)), '--out', path.join(folder, 'out'), '--languages', 'en'],
      { renderPage: (request) => renderPage(request, true), buildId: 'build-1', now: new Date('2026-11-23T00:00:00Z'), disclosureRefusal: () => disclosureRefusal(blank, true) },
      { info: (message) => out.info.push(message), error: (message) => out.error.push(message) },
    );
    expect(code).toBe(2);
    expect(out.error).toEqual([expect.stringMatching(/^prerender: the renderer refuses to start: the external-transmission page needs TABIJI_OPERATOR_NAME .*docs\/integrating\.md/)]);
    expect(out.info).toEqual([]);
    expect(existsSync(path.join(folder, 'out'))).toBe(false);
    expect(readdirSync(folder)).toEqual(['nav.json']);
  });

  it('writes the pages when a production renderer’s environment has the names', () => {
    const code = runPrerender(
      ['--navigation', file('nav.json', JSON.stringify(navigation)), '--out', path.join(folder, 'out'), '--languages', 'en'],
      { renderPage: (request) => renderPage(request, true), buildId: 'build-1', now: new Date('2026-11-23T00:00:00Z'), disclosureRefusal: () => disclosureRefusal(undefined, true) },
      { info: (message) => out.info.push(message), error: (message) => out.error.push(message) },
    );
    expect(code).toBe(0);
    expect(read('fragments/en/external-transmission.html')).toContain('Tabiji KK');
  });

  it('writes every region of each language’s top page and a manifest describing the files', () => {
    const code = run('--navigation', file('nav.json', JSON.stringify(navigation)), '--out', path.join(folder, 'out'), '--languages', 'en,th');
    expect(code).toBe(0);
    const manifest = JSON.parse(read('manifest.json'));
    expect(manifest).toMatchObject({ renderer: 'build-1', generatedAt: '2026-11-23T00:00:00.000Z' });
    expect(Object.keys(manifest.languages)).toEqual(['en', 'th']);
    expect(manifest.languages.th).toMatchObject({ lang: 'th', path: '/th/', pages: {} });
    for (const region of REGIONS) {
      const entry = manifest.languages.en.regions[region];
      const html = read(`fragments/en/${region}.html`);
      expect(html).toBe(renderPage({ path: '/en/', navigation }).regions[region]);
      expect(entry).toEqual({
        file: `fragments/en/${region}.html`,
        bytes: Buffer.byteLength(html),
        sha256: createHash('sha256').update(html).digest('hex'),
        etag: `"${createHash('sha256').update(html).digest('hex').slice(0, 32)}"`,
      });
    }
    expect(out.error).toEqual(['prerender warning: en (/en/): navigation: slider[1] needs a non-empty label', 'prerender warning: th (/th/): navigation: slider[1] needs a non-empty label']);
    expect(out.info).toEqual([expect.stringContaining('2 language(s) (en, th) × 1 page(s)')]);
  });

  it('writes each language’s external-transmission page body beside its furniture', () => {
    expect(run('--navigation', file('nav.json', JSON.stringify(navigation)), '--out', path.join(folder, 'out'), '--languages', 'ko')).toBe(0);
    const manifest = JSON.parse(read('manifest.json'));
    expect(manifest.languages.ko.regions['external-transmission'].file).toBe('fragments/ko/external-transmission.html');
    const expected = renderPage({ path: '/ko/external-transmission', regions: ['external-transmission'] }).regions['external-transmission'];
    expect(read('fragments/ko/external-transmission.html')).toBe(expected);
    expect(expected).toContain('다른 회사로 전송되는 정보');
  });

  it('renders every language of a keyed navigation file, and each listed page in each language', () => {
    const keyed = { en: navigation, jp: { footer: [] } };
    const paths = file('paths.txt', '# pages\n/en/articles/1\n\n/categories/2?keyword=ramen\n/jp/articles/1\n');
    expect(run('--navigation', file('nav.json', JSON.stringify(keyed)), '--out', path.join(folder, 'out'), '--paths', paths)).toBe(0);
    const manifest = JSON.parse(read('manifest.json'));
    expect(Object.keys(manifest.languages)).toEqual(['en', 'jp']);
    expect(Object.keys(manifest.languages.jp.pages)).toEqual(['articles-1', 'categories-2-keyword-ramen']);
    expect(manifest.languages.jp.pages['categories-2-keyword-ramen'].path).toBe('/jp/categories/2?keyword=ramen');
    const footer = read('fragments/jp/pages/categories-2-keyword-ramen/footer.html');
    expect(footer).toContain('href="/en/categories/2?keyword=ramen"');
    expect(manifest.languages.jp.pages['articles-1'].regions.footer.file).toBe('fragments/jp/pages/articles-1/footer.html');
    expect(read('fragments/en/pages/articles-1/footer.html')).toContain('Kansai');
  });

  it.each([
    [['--out', 'x'], 1, '--navigation and --out are required'],
    [['--navigation', 'missing.json', '--out', 'x'], 1, 'missing.json: cannot be read'],
    [['--navigation', 'bad.json', '--out', 'x'], 1, 'bad.json: not valid JSON'],
    [['--navigation', 'keyed.json', '--out', 'x'], 1, 'keyed.json: keys menu are not path codes'],
    [['--navigation', 'en.json', '--out', 'x', '--languages', 'en,th'], 1, 'en.json: no navigation for "th"'],
    [['--navigation', 'en.json', '--out', 'x', '--languages', 'en,fr'], 1, '--languages: fr is not a list of path codes'],
    [['--navigation', 'en.json', '--out', 'x', '--paths', 'paths.txt'], 1, 'paths.txt line 2: path must be a site path'],
    [['--navigation', 'en.json', '--out', 'x', '--paths', 'clash.txt'], 1, 'clash.txt line 2: /articles-1 and /articles/1 would share the folder pages/articles-1'],
    [['--navigation', 'en.json', '--out', 'x', '--verbose', 'yes'], 1, 'unknown option --verbose'],
  ])('refuses %j with exit code %d, naming what is wrong', (argv, status, message) => {
    file('bad.json', '{"en": ');
    file('keyed.json', JSON.stringify({ en: navigation, menu: [] }));
    file('en.json', JSON.stringify({ en: navigation }));
    file('paths.txt', '/en/\nen/articles\n');
    file('clash.txt', '/articles/1\n/articles-1\n');
    const absolute = argv.map((argument) => (/\.(json|txt)$/.test(argument) ? path.join(folder, argument) : argument));
    expect(run(...absolute)).toBe(status);
    expect(out.error.join('\n')).toContain(message);
  });

  it('fails with exit code 2 when the output cannot be written', () => {
    const blocker = file('blocker', 'a file, not a folder');
    expect(run('--navigation', file('nav.json', '{}'), '--out', blocker, '--languages', 'en')).toBe(2);
    expect(out.error).toEqual([expect.stringContaining('prerender failed:')]);
  });

  it('replaces the previous output whole: no file of the old run stays, nothing is left beside it', () => {
    const outDir = path.join(folder, 'out');
    expect(run('--navigation', file('nav.json', JSON.stringify(navigation)), '--out', outDir, '--languages', 'en,th')).toBe(0);
    writeFileSync(path.join(outDir, 'fragments/en/stale.html'), 'old');
    expect(run('--navigation', file('nav.json', JSON.stringify(navigation)), '--out', outDir, '--languages', 'en')).toBe(0);
    expect(existsSync(path.join(outDir, 'fragments/en/stale.html'))).toBe(false);
    expect(existsSync(path.join(outDir, 'fragments/th'))).toBe(false);
    expect(read('fragments/en/footer.html')).toContain('Kansai');
    expect(readdirSync(folder).sort()).toEqual(['nav.json', 'out']);
  });

  it('writes into an empty folder it is given', () => {
    mkdirSync(path.join(folder, 'out'));
    expect(run('--navigation', file('nav.json', JSON.stringify(navigation)), '--out', path.join(folder, 'out'), '--languages', 'en')).toBe(0);
    expect(read('fragments/en/footer.html')).toContain('Kansai');
  });

  // Issue 43: `--out public` once renamed the site's own folder aside and deleted it, index.html and css/ with it.
  it.each([
    ['a site’s own files', { 'index.html': '<h1>home</h1>', 'css/site.css': 'body{}' }, 'holds files the prerender did not write ("css", "index.html")'],
    ['an earlier output with a file added beside it', { 'manifest.json': '{"renderer":"b","generatedAt":"t","languages":{}}', 'fragments/en/footer.html': 'x', 'notes.txt': 'mine' }, '("notes.txt")'],
    ['fragments without a manifest', { 'fragments/en/footer.html': 'x' }, 'has no manifest.json of an earlier prerender'],
    ['a manifest that is not the prerender’s', { 'manifest.json': '{"name":"my app"}', 'fragments/x': 'x' }, 'has no manifest.json of an earlier prerender'],
  ])('refuses a folder holding %s, with exit code 2, and leaves every file as it was', (_what, files, message) => {
    const outDir = path.join(folder, 'out');
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(outDir, name)), { recursive: true });
      writeFileSync(path.join(outDir, name), text);
    }
    expect(run('--navigation', file('nav.json', JSON.stringify(navigation)), '--out', outDir, '--languages', 'en')).toBe(2);
    expect(out.error).toEqual([expect.stringContaining(message)]);
    for (const [name, text] of Object.entries(files)) expect(readFileSync(path.join(outDir, name), 'utf8')).toBe(text);
    expect(readdirSync(folder).sort()).toEqual(['nav.json', 'out']);
  });

  it('never writes through a symbolic link: refuses an --out that is one, and leaves its target alone', () => {
    const elsewhere = path.join(folder, 'elsewhere');
    mkdirSync(elsewhere);
    symlinkSync(elsewhere, path.join(folder, 'out'));
    expect(run('--navigation', file('nav.json', JSON.stringify(navigation)), '--out', path.join(folder, 'out'), '--languages', 'en')).toBe(2);
    expect(out.error).toEqual([expect.stringContaining('a symbolic link')]);
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it('keeps a page named __proto__ in the manifest, and gives a very long path a short hashed folder', () => {
    const long = `/articles/${'x'.repeat(1500)}`;
    expect(run('--navigation', file('nav.json', JSON.stringify(navigation)), '--out', path.join(folder, 'out'), '--languages', 'en', '--paths', file('pages.txt', `/__proto__\n${long}\n`))).toBe(0);
    const manifest = JSON.parse(read('manifest.json')) as { languages: { en: { pages: Record<string, { path: string }> } } };
    const pages = manifest.languages.en.pages;
    expect(Object.hasOwn(pages, '__proto__')).toBe(true);
    expect(pages['__proto__']?.path).toBe('/en/__proto__');
    const longSlug = Object.keys(pages).find((slug) => slug !== '__proto__')!;
    expect(longSlug.length).toBeLessThanOrEqual(80);
    expect(longSlug).toMatch(/^articles-x+-[0-9a-f]{16}$/);
    expect(pages[longSlug]?.path).toBe(`/en${long}`);
    expect(read(`fragments/en/pages/${longSlug}/footer.html`)).toContain('Kansai');
  });

  it('writes each language’s spot cards from --places, one fragment per place, and lists them in the manifest', () => {
    const answer = (lang: string, name: string) => ({ id: 'senso-ji', lang, kind: 'temple', name, hours: { always: true } });
    const places = file('places.json', JSON.stringify({ en: [answer('en', 'Senso-ji'), { id: '../x', name: 'Bad' }], th: [answer('th', 'วัดเซ็นโซจิ')] }));
    expect(run('--navigation', file('nav.json', JSON.stringify(navigation)), '--out', path.join(folder, 'out'), '--languages', 'en,th,jp', '--places', places)).toBe(0);
    const manifest = JSON.parse(read('manifest.json')) as { languages: Record<string, { places?: Record<string, { file: string; sha256: string }> }> };
    expect(Object.keys(manifest.languages['en']?.places ?? {})).toEqual(['senso-ji']);
    expect(manifest.languages['jp']?.places).toBeUndefined();
    expect(read('fragments/en/places/senso-ji.html')).toMatch(/^<section class="tabiji-spot"[^>]*data-tabiji-place="senso-ji".*Spot information.*Senso-ji/s);
    expect(read('fragments/th/places/senso-ji.html')).toContain('ข้อมูลสถานที่');
    const card = manifest.languages['th']?.places?.['senso-ji'];
    expect(card?.sha256).toBe(createHash('sha256').update(read('fragments/th/places/senso-ji.html')).digest('hex'));
    expect(out.error.join('\n')).toContain('en (places): places: place 1 has no place id');
  });

  it('refuses a --places file that is not keyed by path code', () => {
    const bad = file('places.json', JSON.stringify({ english: [] }));
    expect(run('--navigation', file('nav.json', JSON.stringify(navigation)), '--out', path.join(folder, 'out'), '--places', bad)).toBe(1);
    expect(out.error.join('\n')).toContain('keys english are not path codes');
  });
});
