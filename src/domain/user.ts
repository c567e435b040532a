/** The user as the page holds it (spec §3). */
export interface PageUser {
  readonly isAuthenticated: boolean;
  readonly name: string | null;
  readonly email: string | null;
  readonly photoURL: string | null;
  readonly userMetadata: { readonly user_id: number | string };
}

export const ANONYMOUS_USER: PageUser = {
  isAuthenticated: false,
  name: null,
  email: null,
  photoURL: null,
  userMetadata: { user_id: 0 },
};

/** Rejection of the current-user fetch when nobody is signed in (spec §8). */
export class NotSignedInError extends Error {
  readonly code = 'auth/not-signin';

  constructor() {
    super('No user is signed in.');
    this.name = 'NotSignedInError';
  }
}

/**
 * Local storage: the page user the provider last confirmed, with the provider's session on this device that confirmed
 * it (IdentityPort.sessionOnDevice): the session store's fallback while the provider does not answer, for that
 * session only. Forgotten by a sign-out, an answer of nobody, and a page that finds nobody can be signed in.
 */
export const PAGE_USER_KEY = 'tabiji_page_user';

/**
 * The class the entry puts on `<html>` once it knows nobody can be signed in on this origin (told without any SDK):
 * the server HTML's sign-in link then shows (tabiji.css), before and without the header's island.
 */
export const SIGNED_OUT_CLASS = 'tabiji-signed-out';
