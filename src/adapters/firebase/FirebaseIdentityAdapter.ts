import type { FirebaseSettings } from './firebaseSettings';
import { loadChunk } from '../../domain/loadChunk';
import { NotSignedInError, type PageUser } from '../../domain/user';
import type { IdentityPort } from '../../ports/IdentityPort';
import type { IdentitySession, User } from './firebaseAuthSdk';
import { storedSession } from './firebaseStoredSession';
import { storedUser } from './firebaseUserHint';

/**
 * Firebase Authentication behind the identity port. The SDK is imported on the first call, never at page
 * start; one state-change listener serves every caller and stays, so a later change (a sign-out in another tab,
 * or on another page while this one was in the back/forward cache: Firebase reads its IndexedDB again after
 * pageshow) reaches the user-change listeners; token refreshes in flight are shared.
 */
export class FirebaseIdentityAdapter implements IdentityPort {
  private session?: Promise<IdentitySession>;
  /** The provider's latest user: its first answer, replaced on each later change. */
  private user?: Promise<User | null>;
  private refresh?: Promise<string>;
  private readonly changeListeners = new Set<() => void>();

  /** Whether the latest answer came without Firebase (nobody could be signed in): a restore asks again. */
  private isAnsweredWithoutFirebase = false;

  constructor(private readonly settings: FirebaseSettings) {
    // Firebase's own listener follows sign-ins elsewhere; without it, look again whenever the visitor comes back
    // (from the back/forward cache, or from another tab where they may have signed in meanwhile).
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) void this.lookAgainWithoutFirebase();
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void this.lookAgainWithoutFirebase();
    });
  }

  async currentUser(): Promise<PageUser> {
    const user = await this.signedInUser();
    const token = await this.idToken();
    // Assembled (spec §3) and mapped inside the sign-in chunk, loaded by now (there is a user): its code is not in
    // the islands' bundle, and nothing of Firebase's record leaves the adapter but the page's user.
    return (await this.loadSession()).pageUser(user, token);
  }

  /** A freshly refreshed identity token (spec §7: force-refreshed on each read); concurrent calls share one refresh. */
  async idToken(): Promise<string> {
    const user = await this.signedInUser();
    this.refresh ??= user.getIdToken(true).finally(() => {
      this.refresh = undefined;
    });
    return this.refresh;
  }

  /** The identity token as a bearer credential: the site's API verifies it (Firebase Admin's verifyIdToken). */
  async requestHeaders(): Promise<Readonly<Record<string, string>>> {
    return { authorization: `Bearer ${await this.idToken()}` };
  }

  async signOut(): Promise<void> {
    await (await this.loadSession()).signOut();
  }

  onUserChange(listener: () => void): () => void {
    const entry = () => listener();
    this.changeListeners.add(entry);
    return () => void this.changeListeners.delete(entry);
  }

  sessionOnDevice(): string | undefined {
    return storedSession(this.settings.app.apiKey);
  }

  private async signedInUser(): Promise<User> {
    this.user ??= storedUser().then((stored) => {
      if (stored.inLocalStorage || stored.inIndexedDb) return this.listenToProvider(stored.inIndexedDb);
      this.isAnsweredWithoutFirebase = true;
      return null;
    });
    const user = await this.user;
    if (!user) throw new NotSignedInError();
    return user;
  }

  /** Someone may have signed in since nobody could be: callers ask again, and get Firebase this time. */
  private async lookAgainWithoutFirebase(): Promise<void> {
    if (!this.isAnsweredWithoutFirebase) return;
    const stored = await storedUser();
    if (!(stored.inLocalStorage || stored.inIndexedDb) || !this.isAnsweredWithoutFirebase) return;
    this.isAnsweredWithoutFirebase = false;
    this.user = undefined;
    [...this.changeListeners].forEach((listener) => listener());
  }

  private listenToProvider(readsIndexedDb: boolean): Promise<User | null> {
    return this.loadSession(readsIndexedDb).then((session) =>
      session.followUser((user) => {
        // Another user or none: later callers get the new one, listeners are told.
        this.user = Promise.resolve(user);
        [...this.changeListeners].forEach((listener) => listener());
      }),
    );
  }

  /** `readsIndexedDb`: whether Firebase also looks for a user kept in IndexedDB (and moves it to localStorage). */
  private loadSession(readsIndexedDb = false): Promise<IdentitySession> {
    // A chunk that failed or timed out is forgotten, so the next call tries again.
    this.session ??= loadChunk('sign-in', () => import('./firebaseAuthSdk')).then(
      ({ firebaseIdentitySession }) => firebaseIdentitySession.open(this.settings, { readsIndexedDb }),
      (error: unknown) => {
        this.session = undefined;
        throw error;
      },
    );
    return this.session;
  }
}
