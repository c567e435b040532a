import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RenderInput } from './renderInput';
import type { RenderedPage } from './renderPage';

/** What the service and the CLI use of the renderer bundle (dist/server/renderer.js). */
export interface RendererModule {
  renderPage(request: unknown): RenderedPage;
  renderRegions(input: Omit<RenderInput, 'warnings'>): RenderedPage;
  parseRenderInput(request: unknown): RenderInput;
}

/** The renderer's build id: the first 16 hex digits of the SHA-256 of its bundle file; throws when unreadable. */
export function rendererBuildId(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
}

/** Loads the renderer bundle at the absolute path `file` (at run time, so it is not bundled twice). */
export function loadRenderer(file: string): RendererModule {
  return createRequire(file)(file) as RendererModule;
}
