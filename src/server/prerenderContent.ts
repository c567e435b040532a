// The prerender CLI's page content (prerenderSite.ts writes the furniture): each --photos photo and each --places spot
// card as a fragment of its own per language, and the writing and warning the site's fragments share.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PathCode } from '../domain/languages';
import { isPlaceId, PLACE_LIMITS } from '../domain/place';
import type { PrerenderJob } from './prerenderJob';
import type { FragmentEntry, PhotoFragments, PrerenderDeps } from './prerenderSite';

/** Reports each of `warnings` once per language (`warned`), prefixed with where it came from. */
export function warnOnce(deps: Pick<PrerenderDeps, 'warn'>, warned: Set<string>, where: string, warnings: readonly string[]): void {
  for (const warning of warnings) {
    if (!warned.has(warning)) deps.warn(`${where}: ${warning}`);
    warned.add(warning);
  }
}

/**
 * `fragments/{code}/photos/{id}.first.html` (the page's first photo: high priority, no lazy loading) and
 * `{id}.html` (any other: lazy), for each photo of `--photos`; a host includes the one its place on the page needs.
 * Photos are page content, not furniture, so each is rendered on its own; their HTML depends on the language (alt).
 */
export function writePhotos(
  { attachments, photos }: NonNullable<PrerenderJob['photos']>,
  code: PathCode,
  navigation: unknown,
  outDir: string,
  deps: PrerenderDeps,
  warned: Set<string>,
): Record<string, PhotoFragments> {
  const written = new Map<string, PhotoFragments>();
  const asked = photos.map((photo) => ({ ...(isObject(photo) ? photo : { id: photo }) }));
  const render = (priority: boolean) => {
    const page = deps.renderPage({ path: `/${code}/`, navigation, regions: [], attachments, photos: asked.map((photo) => ({ ...photo, priority })) });
    warnOnce(deps, warned, `${code} (photos)`, page.warnings);
    return page.photos;
  };
  const [first, lazy] = [render(true), render(false)];
  asked.forEach((photo, index) => {
    const id = typeof photo['id'] === 'string' ? photo['id'] : '';
    if (!first[index] || !/^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/.test(id) || written.has(id)) return;
    written.set(id, {
      first: writeFragment(outDir, `fragments/${code}/photos/${id}.first.html`, first[index]),
      lazy: writeFragment(outDir, `fragments/${code}/photos/${id}.html`, lazy[index] ?? ''),
    });
  });
  // Own properties, whatever the id (an assignment of '__proto__' would set the prototype).
  return Object.fromEntries(written);
}

/**
 * `fragments/{code}/places/{id}.html`: each place's spot card in the language, from `--places` (the place manager's
 * answers for that language, at most 12 per render: longer lists are rendered in parts). An answer without a usable
 * id, name or language writes nothing, with a warning.
 */
export function writePlaces(answers: readonly unknown[], code: PathCode, navigation: unknown, outDir: string, deps: PrerenderDeps, warned: Set<string>): Record<string, FragmentEntry> {
  const written = new Map<string, FragmentEntry>();
  for (let start = 0; start < answers.length; start += PLACE_LIMITS.maxPlacesPerPage) {
    const part = answers.slice(start, start + PLACE_LIMITS.maxPlacesPerPage);
    const page = deps.renderPage({ path: `/${code}/`, navigation, regions: [], places: part });
    warnOnce(deps, warned, `${code} (places)`, page.warnings);
    part.forEach((answer, index) => {
      const id = isObject(answer) ? answer['id'] : undefined;
      const html = page.places?.[index] ?? '';
      if (!html || !isPlaceId(id) || written.has(id)) return;
      written.set(id, writeFragment(outDir, `fragments/${code}/places/${id}.html`, html));
    });
  }
  // Own properties, whatever the id.
  return Object.fromEntries(written);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function writeFragment(outDir: string, file: string, html: string): FragmentEntry {
  const full = path.join(outDir, ...file.split('/'));
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, html);
  const sha256 = createHash('sha256').update(html).digest('hex');
  return { file, bytes: Buffer.byteLength(html), sha256, etag: `"${sha256.slice(0, 32)}"` };
}
