import type { PageUser } from '../../domain/user';

/** The provider's sign-in method for one linked account. */
export interface ProviderInfo {
  readonly providerId: string;
  readonly uid: string;
  readonly displayName: string | null;
  readonly email: string | null;
  readonly photoURL: string | null;
}

/**
 * The signed-in user as assembled from Firebase Authentication (spec §3, "as assembled from the identity
 * provider"): this adapter's own record, mapped to the page's user before it leaves the adapter.
 */
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
  /** An identity token, force-refreshed on each read. */
  readonly token: string;
  /** The full token result: claims and times. */
  readonly tokenData: {
    readonly claims: Readonly<Record<string, unknown>>;
    readonly issuedAtTime: string;
    readonly expirationTime: string;
  };
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
