import type { PageUser } from '../domain/user';

/**
 * Who is signed in, in Tabiji's terms: the page's user, never the provider's record. An adapter maps its provider
 * (an identity service's SDK, the host's own session, …) to this and keeps everything else to itself.
 */
export interface IdentityPort {
  /**
   * The signed-in user, with the id the event log records in `userMetadata.user_id`; waits for the provider's
   * first answer, and rejects with NotSignedInError when nobody is signed in.
   */
  currentUser(): Promise<PageUser>;
  /**
   * What a request to the site's own services (the main app API) carries to say who is signed in: an identity token
   * in `Authorization`, or a CSRF token beside a session cookie that goes by itself. Never logged or recorded. Rejects
   * with NotSignedInError when nobody is signed in.
   */
  requestHeaders(): Promise<Readonly<Record<string, string>>>;
  /** Signs out through the provider; provider errors are passed on. */
  signOut(): Promise<void>;
  /**
   * Calls `listener` when the signed-in user changes after the provider's first answer: signed in or out here, in
   * another tab, or on another page while this one waited in the back/forward cache. Listening never loads the
   * provider: before it was first asked there is nothing to change. Returns the call that stops listening.
   */
  onUserChange(listener: () => void): () => void;
  /**
   * The provider's session on this device, read at once without asking the provider: the same text while the
   * session that signed someone in lasts, another (or undefined) once it ended or someone else signed in. A user
   * shown before the provider answers must have been confirmed by this session. Undefined where the provider keeps
   * nothing the page can read (the host's session, behind its cookie): then nothing stands in for its answer.
   */
  sessionOnDevice(): string | undefined;
}
