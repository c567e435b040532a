import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Which folder the prerender CLI may replace with its output (prerenderSite.ts): one it wrote, or an empty one.

/** What the prerender writes at the top of `--out`: a folder holding anything else is not its to replace. */
const OWN_ENTRIES = new Set(['manifest.json', 'fragments']);

/** Throws unless `outDir` is empty or holds only what an earlier prerender wrote, with its manifest. */
export function refuseForeignFolder(outDir: string): void {
  const entries = readdirSync(outDir);
  if (entries.length === 0) return;
  const foreign = entries.filter((entry) => !OWN_ENTRIES.has(entry)).sort();
  if (foreign.length > 0) {
    const named = foreign.slice(0, 5).map((entry) => JSON.stringify(entry)).join(', ');
    throw new Error(`${outDir} holds files the prerender did not write (${named}${foreign.length > 5 ? ', …' : ''}); --out replaces the whole folder, so give it one of its own (new, empty, or written by an earlier prerender)`);
  }
  if (!isPrerenderManifest(path.join(outDir, 'manifest.json'))) {
    throw new Error(`${outDir} has no manifest.json of an earlier prerender; --out replaces the whole folder, so give it one of its own (new, empty, or written by an earlier prerender)`);
  }
}

function isPrerenderManifest(file: string): boolean {
  try {
    const { renderer, generatedAt, languages } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    return typeof renderer === 'string' && typeof generatedAt === 'string' && typeof languages === 'object' && languages !== null;
  } catch {
    return false;
  }
}
