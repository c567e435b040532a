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
 * The page user the session store remembers (JSON), tied to the provider's session on this device that confirmed
 * it: a user is never shown for another session, or for none (a shared device).
 */
export function rememberedUserText(user: PageUser, session: string): string {
  return JSON.stringify({ user, session });
}

/**
 * The remembered page user, when it was confirmed by `session`, the provider's session on this device now; null
 * when absent, malformed, from another session or older than the tie (a user with no session), or when there is no
 * session to tie it to.
 */
export function parseRememberedUser(text: string | null, session: string | undefined): PageUser | null {
  if (!session) return null;
  try {
    // Throws on anything but an object (null included): malformed, as the catch says.
    const remembered = JSON.parse(text ?? '') as Record<string, unknown>;
    return remembered.session === session ? parsePageUser(remembered.user) : null;
  } catch {
    return null;
  }
}

/** A page user read from untrusted JSON; null when it is not one. */
function parsePageUser(value: unknown): PageUser | null {
  try {
    // Throws on anything but an object (null included): not a user, as the catch says.
    const { isAuthenticated, name, email, photoURL, userMetadata } = value as Record<string, unknown>;
    const userId = (userMetadata as { user_id?: unknown } | null | undefined)?.user_id;
    const isText = (value: unknown): value is string | null => value === null || typeof value === 'string';
    return isAuthenticated === true && isText(name) && isText(email) && isText(photoURL) && (typeof userId === 'number' || typeof userId === 'string')
      ? { isAuthenticated, name, email, photoURL, userMetadata: { user_id: userId } }
      : null;
  } catch {
    return null;
  }
}

/**
 * The class the entry puts on `<html>` once it knows nobody can be signed in on this origin (told without any SDK):
 * the server HTML's sign-in link then shows (tabiji.css), before and without the header's island.
 */
export const SIGNED_OUT_CLASS = 'tabiji-signed-out';
