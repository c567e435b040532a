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

/** A page user as cached by the session store (JSON); null when absent or malformed. */
export function parseCachedPageUser(text: string | null): PageUser | null {
  try {
    // Throws on anything but an object (null included): malformed, as the catch says.
    const { isAuthenticated, name, email, photoURL, userMetadata } = JSON.parse(text ?? '') as Record<string, unknown>;
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
