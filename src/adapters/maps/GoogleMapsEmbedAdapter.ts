import { languageTag, type PathCode } from '../../domain/languages';
import type { MapPlace, PlaceMapPort } from '../../ports/PlaceMapPort';
import type { MapsSettings } from './mapsSettings';

/** The Maps Embed API's language: the page's BCP 47 tag with its region in capitals ('zh-TW'), as Google lists them. */
function embedLanguage(language: PathCode): string {
  const [base, region] = languageTag(language).split('-');
  return region ? `${base}-${region.toUpperCase()}` : base!;
}

/** A coordinate the Embed API reads: a finite number, at most six decimals (about 10 cm). */
function coordinate(value: number, limit: number): string {
  if (!Number.isFinite(value) || Math.abs(value) > limit) throw new Error(`the map cannot be shown: ${value} is not a coordinate`);
  return String(Math.round(value * 1e6) / 1e6);
}

/**
 * Google Maps through the Maps Embed API (place mode): an iframe Google renders, so no Maps JavaScript runs in the
 * page, and nothing is requested before `show`. The iframe sends only the site's origin as its referrer (what a key
 * restricted to the site's addresses checks) and is sandboxed to what an interactive map needs: its own scripts,
 * its own origin (Google's), and links that open Google Maps in a new tab.
 */
export class GoogleMapsEmbedAdapter implements PlaceMapPort {
  readonly providerName = 'Google Maps';

  constructor(private readonly settings: MapsSettings) {}

  /** The embed address for `place` in `language`. */
  embedUrl(place: MapPlace, language: PathCode): string {
    if (this.settings.apiKey === '') throw new Error('the map cannot be shown: TABIJI_MAPS_API_KEY is not set');
    const url = new URL(this.settings.embedUrl, document.baseURI);
    url.searchParams.set('key', this.settings.apiKey);
    url.searchParams.set('q', `${coordinate(place.latitude, 90)},${coordinate(place.longitude, 180)}`);
    url.searchParams.set('language', embedLanguage(language));
    return url.href;
  }

  show(container: HTMLElement, place: MapPlace, language: PathCode, title: string): void {
    const frame = document.createElement('iframe');
    frame.src = this.embedUrl(place, language);
    frame.title = title;
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
    frame.allowFullscreen = true;
    container.replaceChildren(frame);
  }
}
