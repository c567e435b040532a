import type { AssembledUser } from '../domain/user';

/** Who is signed in, through the identity provider. */
export interface IdentityPort {
  /** Waits for the provider's first state change; rejects with NotSignedInError when nobody is signed in. */
  currentUser(): Promise<AssembledUser>;
  /** A freshly refreshed identity token; concurrent calls share one refresh. */
  idToken(): Promise<string>;
  /** Signs out through the provider; provider errors are passed on. */
  signOut(): Promise<void>;
}
