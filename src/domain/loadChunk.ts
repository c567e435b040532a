/** How long a lazily loaded chunk may take to arrive before its feature gives up (and may try again later). */
export const CHUNK_TIMEOUT_MS = 15_000;

/**
 * Runs `load` (a dynamic import) against a time limit: rejects with an error naming `chunk` when it has not arrived
 * within `timeoutMs` (so one stalled request cannot leave a feature waiting for ever), or with the browser's own
 * error, which names the file, when it fails. Nothing is cached: a caller
 * that keeps the promise must forget it on failure to try again. The timer is the one side effect in src/domain;
 * every layer that loads a chunk (adapters, application, ui) can reach only the domain.
 */
export function loadChunk<T>(chunk: string, load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Tabiji: the ${chunk} chunk did not load within ${timeoutMs / 1000} s.`)), timeoutMs);
    load()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}
