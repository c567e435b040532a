import { createHash } from 'node:crypto';
import path from 'node:path';
import { isRecord } from '../domain/describeValue';
import { isKnownPathCode, languageSwitchPath, LANGUAGES, type PathCode } from '../domain/languages';
import { normalisePath } from './renderInput';
import { parseFlags } from './serviceOptions';

/** The CLI's input is unusable; the message names the flag, file, line or field. */
export class PrerenderInputError extends Error {
  override readonly name = 'PrerenderInputError';
}

/** One page to prerender in every language: its path without the language segment, and the folder name for it. */
export interface PrerenderPage {
  /** The site path and query without a language segment, e.g. '/articles/1?keyword=x' ('/' for the top page). */
  readonly rest: string;
  /** A file-name-safe name for it under `pages/`, e.g. 'articles-1-keyword-x'. */
  readonly slug: string;
}

/** What to prerender: the languages (each with its raw navigation), extra pages, photos, and where to write. */
export interface PrerenderJob {
  readonly outDir: string;
  readonly languages: ReadonlyArray<{ readonly code: PathCode; readonly navigation: unknown }>;
  readonly pages: readonly PrerenderPage[];
  /** `--photos`: the attachments and the photos (`{id, sizes?}`) to write a fragment of, in every language; null without. */
  readonly photos: { readonly attachments: unknown; readonly photos: readonly unknown[] } | null;
  /** `--places`: the place manager's answers by path code (each language's cards); null without. */
  readonly places: Readonly<Record<string, readonly unknown[]>> | null;
}

const USAGE = 'usage: prerender --navigation <file.json> --out <dir> [--languages jp,en,...] [--paths <file>] [--photos <file.json>] [--places <file.json>]';

/**
 * The job from the CLI's arguments, reading files with `readText`. The navigation file holds one navigation
 * (for every language) or an object keyed by path code; with a keyed file, every language rendered must have
 * an entry (no fallback): `--languages` limits them. Throws PrerenderInputError naming what is wrong.
 */
export function readPrerenderJob(argv: readonly string[], readText: (file: string) => string): PrerenderJob {
  let flags: Map<string, string>;
  try {
    flags = parseFlags(argv);
  } catch (error) {
    throw new PrerenderInputError(`${(error as Error).message}\n${USAGE}`);
  }
  const unknown = [...flags.keys()].filter((flag) => !['navigation', 'out', 'languages', 'paths', 'photos', 'places'].includes(flag));
  if (unknown.length > 0) throw new PrerenderInputError(`unknown option --${unknown[0]}\n${USAGE}`);
  const navigationFile = flags.get('navigation');
  const outDir = flags.get('out');
  if (!navigationFile || !outDir) throw new PrerenderInputError(`--navigation and --out are required\n${USAGE}`);

  const navigation = readJson(navigationFile, readText);
  const keyed = isRecord(navigation) && Object.keys(navigation).some(isKnownPathCode);
  if (keyed) {
    const strays = Object.keys(navigation).filter((key) => !isKnownPathCode(key));
    if (strays.length > 0) throw new PrerenderInputError(`${navigationFile}: keys ${strays.join(', ')} are not path codes (known: ${codeList()}); give one navigation, or one per path code`);
  }
  const codes = languagesOf(flags.get('languages'), keyed ? Object.keys(navigation).filter(isKnownPathCode) : LANGUAGES.map((language) => language.pathCode));
  const languages = codes.map((code) => {
    if (!keyed) return { code, navigation };
    if (!Object.hasOwn(navigation, code)) throw new PrerenderInputError(`${navigationFile}: no navigation for "${code}"; add it or leave it out of --languages`);
    return { code, navigation: navigation[code] };
  });
  const pathsFile = flags.get('paths');
  const photosFile = flags.get('photos');
  const placesFile = flags.get('places');
  return {
    outDir: path.resolve(outDir),
    languages,
    pages: pathsFile ? readPages(pathsFile, readText) : [],
    photos: photosFile ? readPhotos(photosFile, readText) : null,
    places: placesFile ? readPlaces(placesFile, readText) : null,
  };
}

/** `--places`: `{"en": [answer, …], "jp": [answer, …]}`, the place manager's answers for each language's cards. */
function readPlaces(file: string, readText: (file: string) => string): NonNullable<PrerenderJob['places']> {
  const json = readJson(file, readText);
  if (!isRecord(json) || !Object.values(json).every(Array.isArray)) {
    throw new PrerenderInputError(`${file}: expected {"en": [the place manager's answers], "jp": [...], ...}`);
  }
  const strays = Object.keys(json).filter((key) => !isKnownPathCode(key));
  if (strays.length > 0) throw new PrerenderInputError(`${file}: keys ${strays.join(', ')} are not path codes (known: ${codeList()})`);
  return json as Record<string, unknown[]>;
}

/** `--photos`: `{"attachments": [...], "photos": [{"id": "…", "sizes": "…"}, …]}` (the render service's shapes). */
function readPhotos(file: string, readText: (file: string) => string): NonNullable<PrerenderJob['photos']> {
  const json = readJson(file, readText);
  if (!isRecord(json) || !Array.isArray(json['attachments']) || !Array.isArray(json['photos'])) {
    throw new PrerenderInputError(`${file}: expected {"attachments": [...], "photos": [{"id": "…", "sizes": "…"}, …]}`);
  }
  return { attachments: json['attachments'], photos: json['photos'] };
}

function readJson(file: string, readText: (file: string) => string): unknown {
  let text: string;
  try {
    text = readText(file);
  } catch (error) {
    throw new PrerenderInputError(`${file}: cannot be read (${(error as Error).message})`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new PrerenderInputError(`${file}: not valid JSON (${(error as Error).message})`);
  }
}

function languagesOf(flag: string | undefined, available: PathCode[]): PathCode[] {
  if (flag === undefined) return available;
  const codes = flag.split(',').map((code) => code.trim()).filter((code) => code !== '');
  const unknown = codes.filter((code) => !isKnownPathCode(code));
  if (codes.length === 0 || unknown.length > 0) throw new PrerenderInputError(`--languages: ${unknown.join(', ') || 'empty'} is not a list of path codes (known: ${codeList()})`);
  return [...new Set(codes as PathCode[])];
}

function readPages(file: string, readText: (file: string) => string): PrerenderPage[] {
  let text: string;
  try {
    text = readText(file);
  } catch (error) {
    throw new PrerenderInputError(`${file}: cannot be read (${(error as Error).message})`);
  }
  const bySlug = new Map<string, PrerenderPage>();
  text.split(/\r?\n/).forEach((line, index) => {
    const raw = line.trim();
    if (raw === '' || raw.startsWith('#')) return;
    let rest: string;
    try {
      rest = languageSwitchPath(normalisePath(raw), 'jp').slice('/jp'.length) || '/';
    } catch (error) {
      throw new PrerenderInputError(`${file} line ${index + 1}: ${(error as Error).message}`);
    }
    const slug = slugFor(rest);
    const taken = bySlug.get(slug);
    if (taken && taken.rest !== rest) throw new PrerenderInputError(`${file} line ${index + 1}: ${rest} and ${taken.rest} would share the folder pages/${slug}`);
    bySlug.set(slug, { rest, slug });
  });
  return [...bySlug.values()];
}

/** Longest folder name a page gets from its path; a longer one is cut and ends in a hash of the whole path. */
const MAX_SLUG_LENGTH = 80;

/** The folder name of a page: its path and query as letters, digits, '_' and '-', at most MAX_SLUG_LENGTH characters. */
function slugFor(rest: string): string {
  const slug = rest.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'top';
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  // A 2048-character path would be a file name no file system takes (255 bytes at most).
  return `${slug.slice(0, MAX_SLUG_LENGTH - 17)}-${createHash('sha256').update(rest).digest('hex').slice(0, 16)}`;
}

function codeList(): string {
  return LANGUAGES.map((language) => language.pathCode).join(', ');
}
