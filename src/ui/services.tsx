import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ServiceResolver, Token } from '../ports/tokens';

export type { ServiceResolver } from '../ports/tokens';

const ServicesContext = createContext<ServiceResolver | null>(null);

/** Makes the composition root's services available to the island below it. */
export function ServicesProvider({ services, children }: { services: ServiceResolver; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/**
 * The resolver itself; throws outside <ServicesProvider>. Not exported: islands ask for a port or service by its
 * token, and the server renderer binds the ports they read while rendering (composition/serverServices.ts).
 */
function useServices(): ServiceResolver {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useService must be used inside <ServicesProvider>');
  return services;
}

/** The service bound to `token`, resolved once per component; throws outside <ServicesProvider>. */
export function useService<T>(token: Token<T>): T {
  const services = useServices();
  return useMemo(() => services.get(token), [services, token]);
}

/**
 * The service bound to `token` once `isWanted` (resolved then, once); null before. For what an island reads only in
 * the browser: the server renderer has no such service, and hydration must render what the server did.
 */
export function useServiceWhen<T>(token: Token<T>, isWanted: boolean): T | null {
  const services = useServices();
  return useMemo(() => (isWanted ? services.get(token) : null), [services, token, isWanted]);
}
