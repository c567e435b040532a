import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while an island renders on the server and while it hydrates that server HTML; true from then on, and
 * from the first render when there was no server HTML. Browser-only state is read only when this is true, so
 * the first client render matches the server's HTML exactly.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
