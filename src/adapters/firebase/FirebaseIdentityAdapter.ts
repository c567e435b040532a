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
 * start; one state-change listener serves every caller; token refreshes in flight are shared.
 */
@injectable()
export class FirebaseIdentityAdapter implements IdentityPort {
  private session?: Promise<{ sdk: Sdk; auth: Auth }>;
  private firstUser?: Promise<User | null>;
  private refresh?: Promise<string>;

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

  private async signedInUser(): Promise<User> {
    this.firstUser ??= this.loadSession().then(
      ({ sdk, auth }) =>
        new Promise<User | null>((resolve, reject) => {
          const unsubscribe = sdk.onAuthStateChanged(
            auth,
            (user) => {
              unsubscribe();
              resolve(user);
            },
            (error) => {
              unsubscribe();
              reject(error);
            },
          );
        }),
    );
    const user = await this.firstUser;
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
