/**
 * Whether push can be offered in this browser now, or why not. 'home-screen': an iPhone or iPad browser that gets
 * push only in a Home Screen web app (iOS and iPadOS 16.4+), so the visitor must add the site there first.
 */
export type PushAvailability = 'available' | 'home-screen' | 'unsupported' | 'denied';

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
