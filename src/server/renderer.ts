// The renderer as a library for Node hosts: `require('dist/server/renderer.js').renderPage({ path, navigation, context })`.
export { MAX_PATH_LENGTH, REGION_NAMES, RenderInputError, renderPage, type RenderRequest, type RenderedPage } from './renderPage';
