import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { disclosureInput, serverServices } from '../composition/serverServices';
import { languageByPathCode, pathCodeFromPath, type PathCode } from '../domain/languages';
import { markupStampFor, markupStampText } from '../domain/markupStamp';
import { MARKUP_BUILD, MARKUP_BUILD_IS_PRODUCTION } from '../markupBuild';
import { IslandRoot } from '../ui/IslandRoot';
import type { IslandProps } from '../ui/islands/IslandProps';
import { ISLANDS } from '../ui/islands/registry';
import { isIslandName } from '../ui/islands/loading';
import { PlacePhoto } from '../ui/components/PlacePhoto';
import { SpotCard } from '../ui/components/SpotCard';
import { placeMessages } from '../ui/messages/places/PlaceMessages';
import { surveyMessages } from '../ui/messages/survey/SurveyMessages';
import { ReaderSurvey } from '../ui/components/ReaderSurvey';
import { SaveControl } from '../ui/components/SaveControl';
import { SavedItemsPage } from '../ui/components/SavedItemsPage';
import { savedMessages } from '../ui/messages/saved/SavedMessages';
import type { Place } from '../domain/place';
import { TOKENS } from '../ports/tokens';
import { DISCLOSURE_REGION, DisclosureConfigurationError, disclosureWarnings, renderDisclosure } from './disclosure/renderDisclosure';
import { parseRenderInput, RenderInputError, type RenderInput, type RenderPhoto, type RenderSurvey } from './renderInput';
import { SERVER_MESSAGES } from './serverMessages';

export { MAX_PATH_LENGTH, normalisePath, RenderInputError } from './renderInput';

/** The names of the regions Tabiji renders, as hosts mark them in `data-tabiji-island`. */
export const REGION_NAMES: readonly string[] = Object.keys(ISLANDS);

/**
 * Regions rendered only when asked for by name: whole page bodies with no island behind them (the
 * external-transmission disclosure), so a host serves them like the furniture but never gets them by default.
 */
export const PAGE_REGION_NAMES: readonly string[] = [DISCLOSURE_REGION, 'save', 'saved-items'];

/**
 * The saved items' regions (issue 46), asked for by name like the disclosure: `save`, an article's "Save this article"
 * control, where the host puts it; `saved-items`, the body of the host's saved-items page.
 */
const SAVED_REGIONS: Readonly<Record<string, (pathCode: PathCode) => string>> = {
  save: (pathCode) => renderToStaticMarkup(<SaveControl messages={savedMessages(pathCode)} />),
  'saved-items': (pathCode) => renderToStaticMarkup(<SavedItemsPage messages={savedMessages(pathCode)} />),
};

/** What a page's furniture is rendered from. */
export interface RenderRequest {
  /** The page's site path with its query, e.g. '/en/articles/1?keyword=ramen'. Its first segment is the language. */
  readonly path: string;
  /** The page's navigation, in the shape of the `tabiji-navigation` JSON. */
  readonly navigation?: unknown;
  /** The page context, in the shape of the `tabiji-context` JSON. */
  readonly context?: unknown;
  /** Which regions to render (default: all). */
  readonly regions?: readonly string[];
  /** The page's place attachments, in the shape of the `tabiji-photos` JSON. */
  readonly attachments?: unknown;
  /** The place photos to render, in the page's order: `{id, sizes?, priority?}` (the first gets high priority). */
  readonly photos?: readonly unknown[];
  /** The spot cards to render: the place manager's answers for the page's places, in its order. */
  readonly places?: readonly unknown[];
  /** The reader survey to render: `{action, state?}` (RenderSurvey). */
  readonly survey?: unknown;
}

/** The HTML of each region (to be placed inside its `data-tabiji-island` element), and what was wrong with the input. */
export interface RenderedPage {
  readonly pathCode: PathCode;
  /** The BCP 47 tag of the language the furniture is written in. */
  readonly lang: string;
  readonly regions: Readonly<Record<string, string>>;
  /** The HTML of each photo asked for, in the request's order ('' for one that could not be rendered). */
  readonly photos: readonly string[];
  /** The HTML of each spot card asked for, in the request's order ('' for an answer that names no usable place). */
  readonly places: readonly string[];
  /** The reader survey's HTML when asked for ('' when not). */
  readonly survey: string;
  /** Bad navigation or context entries that were left out, and regions that failed (left empty). */
  readonly warnings: readonly string[];
}

function regionsOf(raw: readonly string[] | null): readonly string[] {
  if (raw === null) return REGION_NAMES;
  const known = [...REGION_NAMES, ...PAGE_REGION_NAMES];
  const unknown = raw.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new RenderInputError(`unknown region(s) ${unknown.map((name) => JSON.stringify(name)).join(', ')}; known: ${known.join(', ')}`);
  }
  return raw;
}

/**
 * The HTML of the furniture of a checked request, region by region, in the page's language, exactly as the
 * islands' first render in the browser produces it (so they hydrate it), each opened by its markup stamp comment. A region that fails to render is left
 * empty (the browser renders it) with a warning; unknown region names throw RenderInputError, and the disclosure of a
 * production renderer (`isProduction`, by default the build's) without the names it must give throws
 * DisclosureConfigurationError.
 */
export function renderRegions(
  input: Omit<RenderInput, 'warnings' | 'photos' | 'places' | 'placeIds' | 'survey'> & { readonly photos?: readonly RenderPhoto[]; readonly places?: readonly (Place | null)[]; readonly survey?: RenderSurvey | null },
  isProduction: boolean = MARKUP_BUILD_IS_PRODUCTION,
): RenderedPage {
  const { path, navigation, context } = input;
  const regions = regionsOf(input.regions);
  const pathCode = pathCodeFromPath(new URL(path, 'http://tabiji.invalid').pathname);
  const props: IslandProps = { pathCode, path, navigation, context, messages: SERVER_MESSAGES[pathCode] };
  const warnings: string[] = [];
  const html: Record<string, string> = {};
  for (const name of regions) {
    const Island = isIslandName(name) ? ISLANDS[name] : undefined;
    try {
      if (name === DISCLOSURE_REGION) {
        html[name] = renderDisclosure(pathCode, disclosureInput(), isProduction);
        warnings.push(...disclosureWarnings());
        continue;
      }
      const savedRegion = Object.hasOwn(SAVED_REGIONS, name) ? SAVED_REGIONS[name] : undefined;
      if (savedRegion) {
        html[name] = savedRegion(pathCode);
        continue;
      }
      if (!Island) continue;
      // The stamp opens the HTML: the browser hydrates it only when it was made by its own build from the same inputs.
      const stamp = `<!--${markupStampText(markupStampFor(MARKUP_BUILD, pathCode, name, navigation))}-->`;
      html[name] = stamp + renderToString(
        <IslandRoot name={name} services={serverServices(path)}>
          <Island {...props} />
        </IslandRoot>,
        { identifierPrefix: `tabiji-${name}-` },
      );
    } catch (error) {
      // A production renderer configured without the disclosure's names refuses the page rather than leaving it empty.
      if (error instanceof DisclosureConfigurationError) throw error;
      html[name] = '';
      warnings.push(`region ${name} could not be rendered (${(error as Error).message}); left empty for the browser to render`);
    }
  }
  const photos = (input.photos ?? []).map((photo) => renderPhoto(photo, { pathCode, path, isOnTap: input.context.lightMode === true }, warnings));
  const places = (input.places ?? []).map((place) => renderSpotCard(place, pathCode, warnings));
  const survey = input.survey ? renderSurvey(input.survey, pathCode, warnings) : '';
  return { pathCode, lang: languageByPathCode(pathCode)?.tag ?? pathCode, regions: html, photos, places, survey, warnings };
}

/** The reader survey's HTML (ReaderSurvey); '' when rendering it fails (with a warning). */
function renderSurvey(survey: RenderSurvey, pathCode: PathCode, warnings: string[]): string {
  try {
    return renderToStaticMarkup(<ReaderSurvey messages={surveyMessages(pathCode)} action={survey.action} state={survey.state} />);
  } catch (error) {
    warnings.push(`the survey could not be rendered (${(error as Error).message}); left empty`);
    return '';
  }
}

/**
 * A place photo's HTML, exactly as the islands render it (PlacePhoto), with the photo service the server adapter set
 * binds (folded behind "Show photo" in light mode); '' for a photo without an attachment, or when rendering it fails
 * (with a warning).
 */
function renderPhoto(photo: RenderPhoto, { pathCode, path, isOnTap }: { pathCode: PathCode; path: string; isOnTap: boolean }, warnings: string[]): string {
  if (!photo.attachment) return '';
  try {
    const sources = serverServices(path).get(TOKENS.Photos).sourcesFor(photo.attachment);
    return renderToStaticMarkup(<PlacePhoto attachment={photo.attachment} sources={sources} pathCode={pathCode} sizes={photo.sizes} isPriority={photo.isPriority} isOnTap={isOnTap} />);
  } catch (error) {
    warnings.push(`photo ${photo.id} could not be rendered (${(error as Error).message}); left empty`);
    return '';
  }
}

/** A spot card's HTML (SpotCard); '' for no place, or when rendering it fails (with a warning). */
function renderSpotCard(place: Place | null, pathCode: PathCode, warnings: string[]): string {
  if (!place) return '';
  try {
    return renderToStaticMarkup(<SpotCard place={place} pathCode={pathCode} messages={placeMessages(pathCode)} savedMessages={savedMessages(pathCode)} />);
  } catch (error) {
    warnings.push(`place ${place.id} could not be rendered (${(error as Error).message}); left empty`);
    return '';
  }
}

/**
 * The HTML of the page's furniture for a raw request (`{path, navigation?, context?, regions?}`): renderRegions
 * of parseRenderInput. Bad navigation or context entries are left out with a warning, like the browser does.
 * Throws RenderInputError when the request itself is unusable, and DisclosureConfigurationError as renderRegions does.
 */
export function renderPage(request: unknown, isProduction: boolean = MARKUP_BUILD_IS_PRODUCTION): RenderedPage {
  const input = parseRenderInput(request);
  const page = renderRegions(input, isProduction);
  return { ...page, warnings: [...input.warnings, ...page.warnings] };
}
