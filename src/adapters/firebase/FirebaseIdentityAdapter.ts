import { inject, injectable } from 'inversify';
import type { TabijiConfig } from '../../domain/config';
import { loadChunk } from '../../domain/loadChunk';
import { NotSignedInError, type AssembledUser } from '../../domain/user';
import type { IdentityPort } from '../../ports/IdentityPort';
import { TOKENS } from '../../ports/tokens';
import type { Auth, firebaseAuthSdk, User } from './firebaseAuthSdk';
import { firebaseAppFor } from './firebaseApp';

type Sdk = typeof firebaseAuthSdk;

/**
 * Firebase Authentication behind the identity port. The SDK is imported on the first call, never at page
 * start; one state-change listener serves every caller and stays, so a later change (a sign-out in another tab,
 * or on another page while this one was in the back/forward cache: Firebase reads its IndexedDB again after
 * pageshow) reaches the user-change listeners; token refreshes in flight are shared.
 */
@injectable()
export class FirebaseIdentityAdapter implements IdentityPort {
  private session?: Promise<{ sdk: Sdk; auth: Auth }>;
  /** The provider's latest user: its first answer, replaced on each later change. */
  private user?: Promise<User | null>;
  private refresh?: Promise<string>;
  private readonly changeListeners = new Set<() => void>();

  constructor(@inject(TOKENS.Config) private readonly config: TabijiConfig) {}

  async currentUser(): Promise<AssembledUser> {
    const user = await this.signedInUser();
    const token = await this.idToken();
    const result = await user.getIdTokenResult();
    return {
      name: user.displayName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      photoURL: user.photoURL,
      emailVerified: user.emailVerified,
      providerData: user.providerData.map((info) => ({
        providerId: info.providerId,
        uid: info.uid,
        displayName: info.displayName,
        email: info.email,
        photoURL: info.photoURL,
      })),
      firebaseId: user.uid,
      signInProvider: result.signInProvider,
      token,
      tokenData: { claims: result.claims, issuedAtTime: result.issuedAtTime, expirationTime: result.expirationTime },
    };
  }

  async idToken(): Promise<string> {
    const user = await this.signedInUser();
    this.refresh ??= user.getIdToken(true).finally(() => {
      this.refresh = undefined;
    });
    return this.refresh;
  }

  async signOut(): Promise<void> {
    const { sdk, auth } = await this.loadSession();
    await sdk.signOut(auth);
  }

  onUserChange(listener: () => void): () => void {
    const entry = () => listener();
    this.changeListeners.add(entry);
    return () => void this.changeListeners.delete(entry);
  }

  private async signedInUser(): Promise<User> {
    this.user ??= this.loadSession().then(
      ({ sdk, auth }) =>
        new Promise<User | null>((resolve, reject) => {
          let isAnswered = false;
          let knownUid: string | null = null;
          sdk.onAuthStateChanged(
            auth,
            (user) => {
              const uid = user?.uid ?? null;
              if (!isAnswered) {
                isAnswered = true;
                knownUid = uid;
                resolve(user);
              } else if (uid !== knownUid) {
                // Another user or none: later callers get the new one, listeners are told.
                knownUid = uid;
                this.user = Promise.resolve(user);
                [...this.changeListeners].forEach((listener) => listener());
              }
            },
            (error) => {
              if (!isAnswered) reject(error);
            },
          );
        }),
    );
    const user = await this.user;
    if (!user) throw new NotSignedInError();
    return user;
  }

  private loadSession(): Promise<{ sdk: Sdk; auth: Auth }> {
    // A chunk that failed or timed out is forgotten, so the next call tries again.
    this.session ??= loadChunk('sign-in', () => import('./firebaseAuthSdk')).then(({ firebaseAuthSdk: sdk }) => {
      const { firebase, authEmulatorUrl } = this.config;
      const app = firebaseAppFor(sdk, firebase);
      const auth = sdk.initializeAuth(app, {
        persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
      });
      if (authEmulatorUrl) sdk.connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
      return { sdk, auth };
    }, (error: unknown) => {
      this.session = undefined;
      throw error;
    });
    return this.session;
  }
}
