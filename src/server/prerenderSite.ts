import { randomBytes } from 'node:crypto';
import { lstatSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { PathCode } from '../domain/languages';
import type { PrerenderJob } from './prerenderJob';
import { DISCLOSURE_REGION } from './disclosure/disclosureRegion';
import type { RenderedPage } from './renderPage';
import { refuseForeignFolder } from './prerenderOutput';
import { warnOnce, writeFragment, writePhotos, writePlaces } from './prerenderContent';

/** One written fragment: its file (relative to the output folder, with '/'), size and content hash. */
export interface FragmentEntry {
  readonly file: string;
  readonly bytes: number;
  readonly sha256: string;
  /** A strong ETag for the file: the quoted start of its SHA-256. */
  readonly etag: string;
}

/** The fragments of one page: the path they were rendered for and each region's file. */
export interface RenderedFragments {
  readonly path: string;
  readonly regions: Readonly<Record<string, FragmentEntry>>;
}

/** A photo's two fragments: as a page's first photo (high priority) and as any other (lazy). */
export interface PhotoFragments {
  readonly first: FragmentEntry;
  readonly lazy: FragmentEntry;
}

/** manifest.json: which renderer wrote the fragments, when, and for each language its top page and listed pages. */
export interface PrerenderManifest {
  readonly renderer: string;
  readonly generatedAt: string;
  readonly languages: Readonly<Record<string, RenderedFragments & {
    readonly lang: string;
    readonly pages: Readonly<Record<string, RenderedFragments>>;
    /** With `--photos`: each photo's fragments, by attachment id. */
    readonly photos?: Readonly<Record<string, PhotoFragments>>;
    /** With `--places`: each place's spot card, by place id. */
    readonly places?: Readonly<Record<string, FragmentEntry>>;
  }>>;
}

/** What prerenderSite uses: the renderer's renderPage and build id, the time, and where warnings go. */
export interface PrerenderDeps {
  readonly renderPage: (request: { path: string; navigation: unknown; regions?: readonly string[]; attachments?: unknown; photos?: readonly unknown[]; places?: readonly unknown[] }) => RenderedPage;
  readonly buildId: string;
  readonly now: Date;
  readonly warn: (message: string) => void;
}

/**
 * Writes `fragments/{code}/{region}.html` for each language's top page `/{code}/`, and
 * `fragments/{code}/pages/{slug}/{region}.html` for each listed page, then `manifest.json`; returns the manifest.
 * Each distinct warning is reported once per language.
 *
 * Everything is written into a fresh folder beside `--out`, which then takes its place: a host serving `--out`
 * never sees a half-written fragment, and nothing is written through a symbolic link that was in the old folder.
 * `--out` must not exist yet, or be an empty folder, or one the prerender wrote before (its `manifest.json` and
 * `fragments/`, nothing else): a file, a symbolic link or a folder holding anything else (a site's `index.html`,
 * `css/`) is refused, never replaced.
 */
export function prerenderSite(job: PrerenderJob, deps: PrerenderDeps): PrerenderManifest {
  const existing = lstatOrNull(job.outDir);
  if (existing && !existing.isDirectory()) {
    throw new Error(`${job.outDir} is not a folder (${existing.isSymbolicLink() ? 'a symbolic link' : 'a file'}); --out must be a folder the prerender may replace`);
  }
  if (existing) refuseForeignFolder(job.outDir);
  mkdirSync(path.dirname(job.outDir), { recursive: true });
  const staging = mkdtempSync(`${job.outDir}.staging-`);
  let manifest: PrerenderManifest;
  try {
    manifest = writeSite(job, staging, deps);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  swapIn(staging, job.outDir, existing !== null);
  return manifest;
}

/** Puts the folder `staging` where `target` is: the old folder moves aside, the new one takes its name, the old one goes. */
function swapIn(staging: string, target: string, hasOld: boolean): void {
  if (!hasOld) {
    renameSync(staging, target);
    return;
  }
  const previous = `${target}.previous-${randomBytes(6).toString('hex')}`;
  renameSync(target, previous);
  try {
    renameSync(staging, target);
  } catch (error) {
    renameSync(previous, target);
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  rmSync(previous, { recursive: true, force: true });
}

function lstatOrNull(file: string): Stats | null {
  try {
    return lstatSync(file);
  } catch {
    return null;
  }
}

function writeSite(job: PrerenderJob, outDir: string, deps: PrerenderDeps): PrerenderManifest {
  const languages: Record<string, PrerenderManifest['languages'][string]> = {};
  for (const { code, navigation } of job.languages) {
    const warned = new Set<string>();
    const render = (pagePath: string, folder: string, only?: readonly string[]): { lang: string; fragments: RenderedFragments } => {
      const page = deps.renderPage(only ? { path: pagePath, navigation, regions: only } : { path: pagePath, navigation });
      warnOnce(deps, warned, `${code} (${pagePath})`, page.warnings);
      const regions: Record<string, FragmentEntry> = {};
      for (const [region, html] of Object.entries(page.regions)) regions[region] = writeFragment(outDir, `${folder}/${region}.html`, html);
      return { lang: page.lang, fragments: { path: pagePath, regions } };
    };
    const top = render(`/${code}/`, `fragments/${code}`);
    // The external-transmission page's body is one per language too: a host with includes serves it like the furniture.
    const disclosure = render(`/${code}/external-transmission`, `fragments/${code}`, [DISCLOSURE_REGION]).fragments.regions;
    top.fragments = { ...top.fragments, regions: { ...top.fragments.regions, ...disclosure } };
    // Own properties, whatever the slug: a page at /__proto__ is a page (an assignment would set the prototype).
    const pages: Record<string, RenderedFragments> = Object.fromEntries(
      job.pages.map(({ rest, slug }) => [slug, render(pagePathFor(code, rest), `fragments/${code}/pages/${slug}`).fragments]),
    );
    const places = job.places?.[code];
    languages[code] = {
      lang: top.lang,
      ...top.fragments,
      pages,
      ...(job.photos ? { photos: writePhotos(job.photos, code, navigation, outDir, deps, warned) } : {}),
      ...(places ? { places: writePlaces(places, code, navigation, outDir, deps, warned) } : {}),
    };
  }
  const manifest: PrerenderManifest = { renderer: deps.buildId, generatedAt: deps.now.toISOString(), languages };
  writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function pagePathFor(code: PathCode, rest: string): string {
  return `/${code}${rest}`;
}
