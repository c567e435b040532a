import { describeValue, isRecord } from '../domain/describeValue';
import { parseNavigation, type SiteNavigation } from '../domain/navigation';
import { parsePageContext, type PageContext } from '../domain/pageContext';
import { isPlaceId, parsePlace, PLACE_LIMITS, type Place } from '../domain/place';
import { parsePlaceAttachments, photoSizes, type PlaceAttachment } from '../domain/placePhotos';
import { SURVEY_LIMITS, type SurveyProblem } from '../domain/surveyEntry';

/** Longest page path (with its query) the renderer accepts. */
export const MAX_PATH_LENGTH = 2048;

/** Most region names one request may list (Tabiji has fewer regions); a longer list is refused, duplicates dropped. */
export const MAX_REGIONS = 16;

/** Most photos one request may ask for. */
export const MAX_PHOTOS = 100;

/** A photo asked for: its attachment (null when the request's attachments do not list the id), its layout's sizes, its priority. */
export interface RenderPhoto {
  readonly id: string;
  readonly attachment: PlaceAttachment | null;
  readonly sizes: string;
  readonly isPriority: boolean;
}

/** Most warnings an answer lists; past them, one line says how many more there were. */
export const MAX_WARNINGS = 20;

/** `warnings` as an answer carries them: the first MAX_WARNINGS, then a count of the rest. */
export function summariseWarnings(warnings: readonly string[]): readonly string[] {
  if (warnings.length <= MAX_WARNINGS) return warnings;
  return [...warnings.slice(0, MAX_WARNINGS), `… and ${warnings.length - MAX_WARNINGS} more warnings`];
}

/** The request cannot be rendered at all (the message says why, for the caller). */
export class RenderInputError extends Error {
  override readonly name = 'RenderInputError';
}

/**
 * The reader survey of a render request: `action`, the site path its form posts to without JavaScript; `state`, when
 * the host answers a post: the problems it found and the fields to show again, or how the post ended. A render with
 * a state is an answer to one reader: the render service never caches it.
 */
export interface RenderSurvey {
  readonly action: string;
  readonly state?: {
    readonly values?: { readonly verdict?: string; readonly translation?: string; readonly comment?: string };
    readonly problems?: readonly SurveyProblem[];
    readonly status?: 'sent' | 'failed';
  };
}

/** A render request once checked: what the HTML is rendered from, and what was wrong with navigation and context. */
export interface RenderInput {
  /** The normalised site path with its query (no hash). */
  readonly path: string;
  readonly navigation: SiteNavigation;
  readonly context: PageContext;
  /** The distinct region names asked for (at most MAX_REGIONS listed), in their first order (checked against the islands when rendering); null for all. */
  readonly regions: readonly string[] | null;
  /** The place photos asked for, in the page's order (the first is the page's first photo). */
  readonly photos: readonly RenderPhoto[];
  /** The spot cards' places, in the page's order: null for an answer that names no place (rendered empty). */
  readonly places: readonly (Place | null)[];
  /**
   * The places the render service is to ask the place manager for (`placeIds`, in the page's order); [] when the
   * request gives none. The renderer itself reads only `places`.
   */
  readonly placeIds: readonly string[];
  /** The reader survey asked for (`survey`), or null: where its form posts, and the host's answer to the last post. */
  readonly survey: RenderSurvey | null;
  /** Bad navigation, context, attachment, photo or place entries that were left out. */
  readonly warnings: readonly string[];
}

/**
 * Query parameters that only say how the visitor arrived (campaign tags, ad click ids): they change nothing a
 * region shows, so they are dropped before rendering. Otherwise each `?utm_content=…` would be a cache entry of its
 * own (any caller could fill the cache with them), and the language links would carry one visitor's click id.
 */
const ARRIVAL_PARAMETERS = /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|ttclid|li_fat_id|mc_cid|mc_eid|_ga|_gl)$/i;

/**
 * The site path and query of `raw`, normalised (no hash, no arrival parameters); throws RenderInputError when it is
 * not a site path.
 */
export function normalisePath(raw: unknown): string {
  if (typeof raw !== 'string') throw new RenderInputError(`path must be a site path such as "/en/", got ${describeValue(raw)}`);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || /[\u0000-\u001f\u007f]/.test(raw)) {
    throw new RenderInputError(`path must be a site path starting with a single "/", got ${describeValue(raw)}`);
  }
  if (raw.length > MAX_PATH_LENGTH) throw new RenderInputError(`path is longer than ${MAX_PATH_LENGTH} characters`);
  const url = new URL(raw, 'http://tabiji.invalid');
  // Checked on the output too: `/.//host` or `/x/..//host` normalise to `//host`, another site to a browser.
  if (url.pathname.startsWith('//')) {
    throw new RenderInputError(`path must be a site path starting with a single "/", got ${describeValue(raw)}`);
  }
  for (const name of [...new Set(url.searchParams.keys())]) {
    if (ARRIVAL_PARAMETERS.test(name)) url.searchParams.delete(name);
  }
  return `${url.pathname}${url.search}`;
}

/**
 * The checked form of a render request (`{path, navigation?, context?, regions?, attachments?, photos?}`). Bad
 * navigation, context or attachment entries become warnings, as in the browser; a request that is not an object, a
 * bad path, a `regions` that is not a list of strings or a `photos` that is not a list throw RenderInputError.
 */
export function parseRenderInput(request: unknown): RenderInput {
  if (!isRecord(request)) throw new RenderInputError(`the request must be an object, got ${describeValue(request)}`);
  const path = normalisePath(request['path']);
  const rawRegions = request['regions'];
  if (rawRegions !== undefined && (!Array.isArray(rawRegions) || rawRegions.some((name) => typeof name !== 'string'))) {
    throw new RenderInputError(`regions must be a list of region names, got ${describeValue(rawRegions)}`);
  }
  const { navigation, errors: navigationErrors } = parseNavigation(request['navigation']);
  const { context, errors: contextErrors } = parsePageContext(request['context'] ?? {});
  if (rawRegions !== undefined && (rawRegions as string[]).length > MAX_REGIONS) {
    throw new RenderInputError(`regions lists ${(rawRegions as string[]).length} names; at most ${MAX_REGIONS} may be asked for`);
  }
  // A name given twice is one region: rendered once, one key in the cache.
  const regions = rawRegions === undefined ? null : [...new Set(rawRegions as string[])];
  const { photos, errors: photoErrors } = parsePhotos(request['attachments'], request['photos']);
  const { places, errors: placeErrors } = parsePlaces(request['places']);
  const placeIds = parsePlaceIds(request['placeIds']);
  if (placeIds.length > 0 && places.length > 0) throw new RenderInputError('give places (the place manager\'s answers) or placeIds, not both');
  const survey = parseSurvey(request['survey']);
  return { path, navigation, context, regions, photos, places, placeIds, survey, warnings: [...navigationErrors, ...contextErrors, ...photoErrors, ...placeErrors] };
}

const SURVEY_PROBLEMS: readonly SurveyProblem[] = ['nothingChosen', 'commentTooLong'];
/** The longest field a host may send back (a comment over the limit is shown again, with its problem, so it is allowed). */
const MAX_SURVEY_FIELD_LENGTH = SURVEY_LIMITS.maxCommentLength * 4;

/** The request's `survey`, checked; a malformed one throws RenderInputError (the host's own mistake). */
function parseSurvey(raw: unknown): RenderSurvey | null {
  if (raw === undefined || raw === null) return null;
  if (!isRecord(raw)) throw new RenderInputError(`survey must be {action, state?}, got ${describeValue(raw)}`);
  const { action, state } = raw;
  if (typeof action !== 'string' || !action.startsWith('/') || action.startsWith('//') || action.includes('\\') || action.length > 2048) {
    throw new RenderInputError(`survey.action must be a path on the site ("/…"), got ${describeValue(action)}`);
  }
  if (state === undefined) return { action };
  if (!isRecord(state)) throw new RenderInputError(`survey.state must be an object, got ${describeValue(state)}`);
  const { values = {}, problems = [], status } = state;
  if (!isRecord(values) || !Object.entries(values).every(([name, value]) => ['verdict', 'translation', 'comment'].includes(name) && typeof value === 'string' && value.length <= MAX_SURVEY_FIELD_LENGTH)) {
    throw new RenderInputError(`survey.state.values must hold verdict, translation and comment as text, got ${describeValue(values)}`);
  }
  if (!Array.isArray(problems) || !problems.every((problem) => SURVEY_PROBLEMS.includes(problem as SurveyProblem))) {
    throw new RenderInputError(`survey.state.problems must list ${SURVEY_PROBLEMS.join(', ')}, got ${describeValue(problems)}`);
  }
  if (status !== undefined && status !== 'sent' && status !== 'failed') throw new RenderInputError(`survey.state.status must be "sent" or "failed", got ${describeValue(status)}`);
  return { action, state: { values: values as Record<string, string>, problems: problems as SurveyProblem[], ...(status ? { status } : {}) } };
}

/**
 * The photos a request asks for (`photos: [{id, sizes?, priority?}]`) with their attachments (`attachments`, the
 * `tabiji-photos` JSON's shape). The first photo is fetched at high priority unless it says `priority: false`; any
 * other only when it says `priority: true`. An id the attachments do not list renders nothing, with a warning.
 */
function parsePhotos(rawAttachments: unknown, rawPhotos: unknown): { photos: RenderPhoto[]; errors: string[] } {
  if (rawPhotos === undefined) return { photos: [], errors: [] };
  if (!Array.isArray(rawPhotos)) throw new RenderInputError(`photos must be a list of {id, sizes?, priority?}, got ${describeValue(rawPhotos)}`);
  if (rawPhotos.length > MAX_PHOTOS) throw new RenderInputError(`photos lists ${rawPhotos.length} photos; at most ${MAX_PHOTOS} may be asked for`);
  const { attachments, errors } = parsePlaceAttachments(rawAttachments);
  const byId = new Map(attachments.map((attachment) => [attachment.id, attachment]));
  const photos = rawPhotos.map((raw, index): RenderPhoto => {
    const { id, sizes, priority } = isRecord(raw) ? raw : { id: raw, sizes: undefined, priority: undefined };
    const attachment = typeof id === 'string' ? byId.get(id) ?? null : null;
    if (!attachment) errors.push(`photos: photo ${index} names ${describeValue(id)}, which the attachments do not list; rendered empty`);
    return { id: typeof id === 'string' ? id : '', attachment, sizes: photoSizes(sizes), isPriority: typeof priority === 'boolean' ? priority : index === 0 };
  });
  return { photos, errors };
}

/**
 * The spot cards' places (`places`: the place manager's answers, docs/configuration.md "The place manager", in the
 * page's order). An answer without a usable id, name or language renders nothing, with a warning; a bad field is left
 * out of its card, with a warning. More than PLACE_LIMITS.maxPlacesPerPage, or a `places` that is not a list, throw.
 */
function parsePlaces(rawPlaces: unknown): { places: (Place | null)[]; errors: string[] } {
  if (rawPlaces === undefined) return { places: [], errors: [] };
  if (!Array.isArray(rawPlaces)) throw new RenderInputError(`places must be a list of the place manager's answers, got ${describeValue(rawPlaces)}`);
  if (rawPlaces.length > PLACE_LIMITS.maxPlacesPerPage) {
    throw new RenderInputError(`places lists ${rawPlaces.length} places; at most ${PLACE_LIMITS.maxPlacesPerPage} may be asked for`);
  }
  const errors: string[] = [];
  const places = rawPlaces.map((raw, index) => {
    const id = isRecord(raw) ? raw['id'] : undefined;
    if (!isPlaceId(id)) {
      errors.push(`places: place ${index} has no place id (letters, digits, "-" and "_"), got ${describeValue(id)}; rendered empty`);
      return null;
    }
    const { place, errors: placeErrors } = parsePlace(raw, id);
    errors.push(...placeErrors.map((error) => `places: ${error}${place ? '' : '; rendered empty'}`));
    return place;
  });
  return { places, errors };
}

/** The place ids a request asks the render service to look up (`placeIds`); a bad list or id throws RenderInputError. */
function parsePlaceIds(raw: unknown): string[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || !raw.every((id) => isPlaceId(id))) {
    throw new RenderInputError(`placeIds must be a list of place ids (letters, digits, "-" and "_"), got ${describeValue(raw)}`);
  }
  if (raw.length > PLACE_LIMITS.maxPlacesPerPage) throw new RenderInputError(`placeIds lists ${raw.length} places; at most ${PLACE_LIMITS.maxPlacesPerPage} may be asked for`);
  return raw as string[];
}
