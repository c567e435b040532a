// The renderer as a library for Node hosts: `require('dist/server/renderer.js').renderPage({ path, navigation, context })`.
// The render service's workers and the prerender CLI load this same file, so its hash is the renderer's build id.
export { MAX_PATH_LENGTH, REGION_NAMES, RenderInputError, renderPage, renderRegions, type RenderRequest, type RenderedPage } from './renderPage';
export { parseRenderInput, type RenderInput } from './renderInput';
export { DisclosureConfigurationError, disclosureRefusal } from './disclosure/renderDisclosure';
