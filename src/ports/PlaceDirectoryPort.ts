import type { PathCode } from '../domain/languages';
import type { Place } from '../domain/place';

/** What the place directory answers for one place: its facts, or that it does not know the place. */
export type PlaceAnswer =
  | { readonly found: true; readonly place: Place; /** What was wrong with the answer and left out (for the console). */ readonly warnings: readonly string[] }
  | { readonly found: false };

/** The place directory (spec §7's place-manager API): each place's facts for a spot card, in the reader's language. */
export interface PlaceDirectoryPort {
  /**
   * The facts of place `id` in `language`, or in the directory's fallback language when it has none in that one
   * (Place.language says which). Rejects with a clear message when the service is down, slow or answers with no
   * usable place.
   */
  place(id: string, language: PathCode): Promise<PlaceAnswer>;
}
