import { readFileSync } from 'node:fs';
import { PrerenderInputError, readPrerenderJob } from './prerenderJob';
import { prerenderSite, type PrerenderDeps } from './prerenderSite';

/** Where the CLI reports: `info` for the summary (stdout), `error` for warnings and failures (stderr). */
export interface PrerenderConsole {
  info(message: string): void;
  error(message: string): void;
}

/** The prerender CLI on `argv` (docs/integrating.md, "The prerender CLI"); returns the exit code: 0 done, 1 bad input, 2 failure. */
export function runPrerender(
  argv: readonly string[],
  deps: Omit<PrerenderDeps, 'warn'> & {
    /** Why the renderer must not write pages (a production build without the disclosure's names); null: write. */
    readonly disclosureRefusal?: () => string | null;
  },
  output: PrerenderConsole,
): number {
  try {
    const job = readPrerenderJob(argv, (file) => readFileSync(file, 'utf8'));
    const refusal = deps.disclosureRefusal?.() ?? null;
    if (refusal) {
      output.error(`prerender: the renderer refuses to start: ${refusal}`);
      return 2;
    }
    let warnings = 0;
    const manifest = prerenderSite(job, {
      ...deps,
      warn: (message) => {
        warnings++;
        output.error(`prerender warning: ${message}`);
      },
    });
    const languages = Object.keys(manifest.languages);
    output.info(`prerendered ${languages.length} language(s) (${languages.join(', ')}) × ${1 + job.pages.length} page(s) into ${job.outDir} (renderer ${deps.buildId}, ${warnings} warning(s))`);
    return 0;
  } catch (error) {
    if (error instanceof PrerenderInputError) {
      output.error(`prerender: ${error.message}`);
      return 1;
    }
    output.error(`prerender failed: ${(error as Error).message}`);
    return 2;
  }
}
