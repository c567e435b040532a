/** The provider's sign-in method for one linked account. */
export interface ProviderInfo {
  readonly providerId: string;
  readonly uid: string;
  readonly displayName: string | null;
  readonly email: string | null;
  readonly photoURL: string | null;
}

/** The signed-in user as assembled from the identity provider (spec §3). */
export interface AssembledUser {
  readonly name: string | null;
  readonly email: string | null;
  readonly phoneNumber: string | null;
  readonly photoURL: string | null;
  readonly emailVerified: boolean;
  readonly providerData: readonly ProviderInfo[];
  /** The provider's user id. */
  readonly firebaseId: string;
  readonly signInProvider: string | null;
  readonly token: string;
  /** The full token result: claims and times. */
  readonly tokenData: {
    readonly claims: Readonly<Record<string, unknown>>;
    readonly issuedAtTime: string;
    readonly expirationTime: string;
  };
}

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

/** The page's view of an assembled user; user_id comes from the token's `user_id` claim, else 0. */
export function pageUserFrom(user: AssembledUser): PageUser {
  const claim = user.tokenData.claims['user_id'];
  const userId = typeof claim === 'number' || typeof claim === 'string' ? claim : 0;
  return {
    isAuthenticated: true,
    name: user.name,
    email: user.email,
    photoURL: user.photoURL,
    userMetadata: { user_id: userId },
  };
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
