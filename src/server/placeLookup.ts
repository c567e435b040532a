import type { PathCode } from '../domain/languages';
import type { Place } from '../domain/place';
import type { PlaceDirectoryPort } from '../ports/PlaceDirectoryPort';

/**
 * How long the render service waits for the place manager: a card is worth less than the page's furniture, and the
 * host waits about 300 ms for the whole answer (docs/operations.md, --max-wait-ms).
 */
export const PLACE_LOOKUP_TIMEOUT_MS = 200;
/** How long an answer is reused: a place's facts change rarely, and every page of a place asks for it. */
export const PLACE_ANSWER_TTL_MS = 5 * 60_000;
/** The most answers kept (a few KB each). */
const MAX_ANSWERS = 2000;

/** The render service's way to the place manager (`placeIds` in a render request). */
export interface PlaceLookup {
  /** Each id's place in `language`, in order: null (with a warning) for one the manager does not know or could not answer. */
  lookUp(ids: readonly string[], language: PathCode): Promise<{ places: (Place | null)[]; warnings: string[] }>;
}

/**
 * A lookup through `directory` that keeps each answer (found or not found) for `ttlMs`; a failure is not kept, so the
 * next request asks again. Ids are asked for in parallel.
 */
export function createPlaceLookup(directory: PlaceDirectoryPort, { ttlMs = PLACE_ANSWER_TTL_MS, now = () => Date.now() } = {}): PlaceLookup {
  const answers = new Map<string, { readonly place: Place | null; readonly warnings: readonly string[]; readonly atMs: number }>();
  const answerOf = async (id: string, language: PathCode): Promise<{ place: Place | null; warnings: readonly string[] }> => {
    const key = `${language} ${id}`;
    const kept = answers.get(key);
    if (kept && now() - kept.atMs < ttlMs) return kept;
    try {
      const answer = await directory.place(id, language);
      const entry = answer.found
        ? { place: answer.place, warnings: answer.warnings.map((warning) => `places: ${warning}`), atMs: now() }
        : { place: null, warnings: [`places: the place manager does not know place ${id}; rendered empty`], atMs: now() };
      answers.delete(key);
      if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
      answers.set(key, entry);
      return entry;
    } catch (error) {
      return { place: null, warnings: [`places: ${(error as Error).message}; rendered empty`] };
    }
  };
  return {
    async lookUp(ids, language) {
      const found = await Promise.all(ids.map((id) => answerOf(id, language)));
      return { places: found.map((answer) => answer.place), warnings: found.flatMap((answer) => answer.warnings) };
    },
  };
}
