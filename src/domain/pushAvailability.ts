/** Whether push can be offered in this browser now, or why not. */
export type PushAvailability = 'available' | 'unsupported' | 'denied';

/** Push could not be turned on although the visitor allowed it: the browser or Tabiji's service worker cannot. */
export class PushUnavailableError extends Error {
  constructor(
    readonly reason: 'unsupported' | 'no-service-worker',
    detail: string,
  ) {
    super(`push is unavailable (${reason}): ${detail}`);
    this.name = 'PushUnavailableError';
  }
}
