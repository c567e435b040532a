// The renderer as a library for Node hosts: `require('dist/server/renderer.js').renderPage({ path, navigation, context })`.
// The render service's workers and the prerender CLI load this same file, so its hash is the renderer's build id.
export { MAX_PATH_LENGTH, REGION_NAMES, RenderInputError, renderPage, renderRegions, type RenderRequest, type RenderedPage } from './renderPage';
export { parseRenderInput, type RenderInput } from './renderInput';
import { disclosureInput } from '../composition/serverServices';
import { MARKUP_BUILD_IS_PRODUCTION } from '../markupBuild';
import { disclosureRefusal as refusalOf } from './disclosure/renderDisclosure';

export { DisclosureConfigurationError } from './disclosure/renderDisclosure';

/**
 * Why this renderer, in its environment, must not start: a production build whose environment lacks the
 * disclosure's names (the render service and the prerender CLI ask it before serving or writing); else null.
 */
export function disclosureRefusal(): string | null {
  return refusalOf(disclosureInput(), MARKUP_BUILD_IS_PRODUCTION);
}
