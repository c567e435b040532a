import type { ReactNode } from 'react';
import { useIsClient } from '../hooks/useIsClient';

/**
 * Renders `children` only in the browser, after any hydration; `fallback` (by default nothing) on the server and
 * while hydrating. For parts that depend on browser state (cookies, storage, sign-in, push permission).
 */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useIsClient() ? children : fallback;
}
