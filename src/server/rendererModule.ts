import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RenderInput } from './renderInput';
import type { RenderedPage } from './renderPage';

/** What the service and the CLI use of the renderer bundle (dist/server/renderer.js). */
export interface RendererModule {
  renderPage(request: unknown): RenderedPage;
  renderRegions(input: Omit<RenderInput, 'warnings' | 'placeIds'>): RenderedPage;
  parseRenderInput(request: unknown): RenderInput;
  /** Why this renderer, in its environment, must not start (a production build without the disclosure's names); else null. */
  disclosureRefusal(): string | null;
}

/** The renderer's build id: the first 16 hex digits of the SHA-256 of its bundle file; throws when unreadable. */
export function rendererBuildId(file: string): string {
  return buildIdOf(readFileSync(file));
}

function buildIdOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

/** A private copy of the renderer, as it was when the service started. */
export interface RendererSnapshot {
  /** The copy of renderer.js the workers load. */
  readonly rendererPath: string;
  /** The build id of exactly those bytes. */
  readonly buildId: string;
  /** Deletes the copy. */
  remove(): void;
}

/**
 * Copies `renderer.js` (read once: its bytes are both hashed and copied) and the chunks beside it into a fresh
 * temporary folder. The service's workers load the copy, so a worker started later (a replacement after a timeout)
 * renders with the very code the build id names, even when a deploy has meanwhile replaced the files in place.
 */
export function snapshotRenderer(serverDir: string): RendererSnapshot {
  const bytes = readFileSync(path.join(serverDir, 'renderer.js'));
  const buildId = buildIdOf(bytes);
  const folder = mkdtempSync(path.join(tmpdir(), `tabiji-renderer-${buildId}-`));
  for (const name of readdirSync(serverDir)) {
    if (name.endsWith('.js') && name !== 'renderer.js') copyFileSync(path.join(serverDir, name), path.join(folder, name));
  }
  writeFileSync(path.join(folder, 'renderer.js'), bytes);
  return { rendererPath: path.join(folder, 'renderer.js'), buildId, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Loads the renderer bundle at the absolute path `file` (at run time, so it is not bundled twice). */
export function loadRenderer(file: string): RendererModule {
  return createRequire(file)(file) as RendererModule;
}
