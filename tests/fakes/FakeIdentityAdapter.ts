import { NotSignedInError, type PageUser } from '../../src/domain/user';
import type { IdentityPort } from '../../src/ports/IdentityPort';

/** A signed-in page user for tests (user_id 42); override any field. */
export function signedInUser(overrides: Partial<PageUser> = {}): PageUser {
  return {
    isAuthenticated: true,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    photoURL: null,
    userMetadata: { user_id: 42 },
    ...overrides,
  };
}

/**
 * An identity provider that answers with `user` (null = nobody signed in) or fails with `failure`;
 * it counts calls so tests can see when (and how often) the provider was asked. While `isHolding`, current-user
 * calls wait for `answer()` (stalled endpoints); the fake has no timeout of its own. `changeUser` plays a change
 * made elsewhere (another tab, another page); unlike Firebase, it tells the listeners even before the first answer.
 */
export class FakeIdentityAdapter implements IdentityPort {
  currentUserCalls = 0;
  signOuts = 0;
  signOutFailure: Error | null = null;
  isHolding = false;
  private readonly waiting: Array<() => void> = [];
  private readonly changeListeners = new Set<() => void>();

  constructor(
    public user: PageUser | null = null,
    public failure: Error | null = null,
  ) {}

  async currentUser(): Promise<PageUser> {
    this.currentUserCalls += 1;
    if (this.isHolding) await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.failure) throw this.failure;
    if (!this.user) throw new NotSignedInError();
    return this.user;
  }

  /** Lets the held current-user calls answer (late), with `user` or `failure` as they are now. */
  answer(): void {
    this.waiting.splice(0).forEach((release) => release());
  }

  /** Headers naming `user` (a test token): what the site's API would verify. */
  async requestHeaders(): Promise<Readonly<Record<string, string>>> {
    if (!this.user) throw new NotSignedInError();
    return { authorization: `Bearer test-token-${this.user.userMetadata.user_id}` };
  }

  async signOut(): Promise<void> {
    if (this.signOutFailure) throw this.signOutFailure;
    this.signOuts += 1;
    this.changeUser(null);
  }

  /** The provider's session on this device (IdentityPort.sessionOnDevice); undefined plays the host's session. */
  session: string | undefined = 'device-session-1';

  sessionOnDevice(): string | undefined {
    return this.session;
  }

  onUserChange(listener: () => void): () => void {
    const entry = () => listener();
    this.changeListeners.add(entry);
    return () => void this.changeListeners.delete(entry);
  }

  /** Another user, or nobody (null), from now on; the listeners are told. */
  changeUser(user: PageUser | null): void {
    this.user = user;
    [...this.changeListeners].forEach((listener) => listener());
  }
}
