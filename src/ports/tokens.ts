import type { AdsPort } from './AdsPort';
import type { BrowserEnvironmentPort } from './BrowserEnvironmentPort';
import type { ClaimProgramPort } from './ClaimProgramPort';
import type { ClockPort } from './ClockPort';
import type { CookiePort } from './CookiePort';
import type { EventLogTransportPort } from './EventLogTransportPort';
import type { GeoLookupPort } from './GeoLookupPort';
import type { IdentityPort } from './IdentityPort';
import type { LockPort } from './LockPort';
import type { NavigationPort } from './NavigationPort';
import type { PageLifecyclePort } from './PageLifecyclePort';
import type { PhotoServicePort } from './PhotoServicePort';
import type { PushPermissionPort, PushPort } from './PushPort';
import type { StoragePort } from './StoragePort';
import type { TabijiConfig } from '../domain/config';

/** A port's injection token: a symbol that remembers the port's type. */
export type Token<T> = symbol & { readonly __port?: T };

/** Every injection token, typed so `container.get` keeps the port's type. */
export const TOKENS = {
  Config: Symbol.for('TabijiConfig') as Token<TabijiConfig>,
  Identity: Symbol.for('IdentityPort') as Token<IdentityPort>,
  Cookies: Symbol.for('CookiePort') as Token<CookiePort>,
  SessionStorage: Symbol.for('SessionStoragePort') as Token<StoragePort>,
  LocalStorage: Symbol.for('LocalStoragePort') as Token<StoragePort>,
  GeoLookup: Symbol.for('GeoLookupPort') as Token<GeoLookupPort>,
  Ads: Symbol.for('AdsPort') as Token<AdsPort>,
  Push: Symbol.for('PushPort') as Token<PushPort>,
  /** The notification permission alone, without the push service's adapter: the consent store's (ADR 040). */
  PushPermission: Symbol.for('PushPermissionPort') as Token<PushPermissionPort>,
  EventLogTransport: Symbol.for('EventLogTransportPort') as Token<EventLogTransportPort>,
  Clock: Symbol.for('ClockPort') as Token<ClockPort>,
  Locks: Symbol.for('LockPort') as Token<LockPort>,
  Navigation: Symbol.for('NavigationPort') as Token<NavigationPort>,
  Environment: Symbol.for('BrowserEnvironmentPort') as Token<BrowserEnvironmentPort>,
  Page: Symbol.for('PageLifecyclePort') as Token<PageLifecyclePort>,
  /** The place-attachment photo service: bound in the browser and on the server (the renderer draws photos too). */
  Photos: Symbol.for('PhotoServicePort') as Token<PhotoServicePort>,
  /** The claim program, which tracks a visit until the recorder takes it over (ADR 041). */
  ClaimProgram: Symbol.for('ClaimProgramPort') as Token<ClaimProgramPort>,
} as const;

export type Tokens = typeof TOKENS;

/** The one thing the page needs of the container: resolve a service by its token. */
export interface ServiceResolver {
  get<T>(token: Token<T>): T;
  /** For services whose code is fetched when first needed (ads, visit tracking). */
  getAsync<T>(token: Token<T>): Promise<T>;
}
