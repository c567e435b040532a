import type { AssembledUser } from '../domain/user';

/** Who is signed in, through the identity provider. */
export interface IdentityPort {
  /** Waits for the provider's first state change; rejects with NotSignedInError when nobody is signed in. */
  currentUser(): Promise<AssembledUser>;
  /** A freshly refreshed identity token; concurrent calls share one refresh. */
  idToken(): Promise<string>;
  /** Signs out through the provider; provider errors are passed on. */
  signOut(): Promise<void>;
  /**
   * Calls `listener` when the signed-in user changes after the provider's first answer: signed in or out here, in
   * another tab, or on another page while this one waited in the back/forward cache. Listening never loads the
   * provider: before it was first asked there is nothing to change. Returns the call that stops listening.
   */
  onUserChange(listener: () => void): () => void;
}
