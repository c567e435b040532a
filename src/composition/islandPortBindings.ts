import type { FirebaseIdentityAdapter } from '../adapters/firebase/FirebaseIdentityAdapter';
import { FirebasePushAdapter } from '../adapters/firebase/FirebasePushAdapter';
import type { HostSessionIdentityAdapter } from '../adapters/host/HostSessionIdentityAdapter';
import type { IdentityPort } from '../ports/IdentityPort';
import { TOKENS } from '../ports/tokens';
import { bind, type Binding } from './bindings';
import type { Settings } from './settings';

type HostSessionModule = { HostSessionIdentityAdapter: typeof HostSessionIdentityAdapter };
type FirebaseIdentityModule = { FirebaseIdentityAdapter: typeof FirebaseIdentityAdapter };

/**
 * The identity adapter the build was made with (TABIJI_IDENTITY). Parcel inlines the variable and removes the branch
 * not taken before it collects the imports, so the adapter not chosen is not in the bundle at all: a host-session
 * build carries no Firebase code (React's own production/development split works the same way, hence `require`).
 * scripts/build.mjs always sets the variable; unbuilt (unit tests), `settings.identity` decides.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- an import would keep both adapters in every bundle */
export function identityAdapter(settings: Settings): IdentityPort {
  if (process.env.TABIJI_IDENTITY === 'host-session') {
    return new (require('../adapters/host/HostSessionIdentityAdapter') as HostSessionModule).HostSessionIdentityAdapter(settings.hostSession);
  }
  if (process.env.TABIJI_IDENTITY === 'firebase') {
    return new (require('../adapters/firebase/FirebaseIdentityAdapter') as FirebaseIdentityModule).FirebaseIdentityAdapter(settings.firebase);
  }
  return settings.identity === 'host-session'
    ? new (require('../adapters/host/HostSessionIdentityAdapter') as HostSessionModule).HostSessionIdentityAdapter(settings.hostSession)
    : new (require('../adapters/firebase/FirebaseIdentityAdapter') as FirebaseIdentityModule).FirebaseIdentityAdapter(settings.firebase);
}
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * The ports only the islands' services use (ADR 040): the identity provider (behind the session store) and the push
 * service (behind the push controller). A module of its own, so their adapters' code is in the islands' services'
 * bundle and never in the visit's.
 */
export function islandPortBindings(settings: Settings): Binding[] {
  return [
    bind(TOKENS.Identity, () => identityAdapter(settings)),
    bind(TOKENS.Push, () => new FirebasePushAdapter(settings.firebase)),
  ];
}
