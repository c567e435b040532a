import type { PathCode } from '../domain/languages';

/** The place a map is asked for: where it is, and its name as the card shows it (for the map's title). */
export interface MapPlace {
  readonly latitude: number;
  readonly longitude: number;
  readonly name: string;
}

/**
 * The maps provider (spec §7's maps service): an interactive map of one place, shown only when the visitor asks for
 * it (issue 45). Nothing of the provider is requested before `show`.
 */
export interface PlaceMapPort {
  /** Who provides the maps, as the page names them to the visitor before the map is asked for ("Google Maps"). */
  readonly providerName: string;
  /**
   * Puts the interactive map of `place`, in `language`, into `container` (an element sized by the page), titled
   * `title` for assistive technology. Throws a clear error when the map cannot be shown (no key configured).
   */
  show(container: HTMLElement, place: MapPlace, language: PathCode, title: string): void;
}
