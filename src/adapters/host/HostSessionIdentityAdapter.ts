import { NotSignedInError, type PageUser } from '../../domain/user';
import type { IdentityPort } from '../../ports/IdentityPort';
import { CSRF_HEADER, HostSessionError, parseHostSession, SESSION_JSON_ID, sessionScript, type HostSession } from './hostSessionJson';
import type { HostSessionSettings } from './hostSessionSettings';

export { CSRF_HEADER, HostSessionError, parseHostSession, SESSION_JSON_ID } from './hostSessionJson';

/** The same-origin URL of `setting`; throws when it leads to another origin (the session cookie stays on the site). */
function sameOriginUrl(setting: string, name: string): string {
  let url: URL;
  try {
    url = new URL(setting, window.location.href);
  } catch {
    throw new HostSessionError('host-session/bad-url', `${name} is not a URL: ${JSON.stringify(setting.slice(0, 200))}`);
  }
  if (url.origin !== window.location.origin) {
    throw new HostSessionError('host-session/cross-origin', `${name} must be on the site's own origin, got ${url.origin}`);
  }
  return url.href;
}

/**
 * The host's own server session behind the identity port, for sites that sign visitors in themselves: no
 * third-party SDK, no third-party request. The signed-in user is read from the page's `tabiji-session` JSON when
 * the host renders it, else from the host's session endpoint (GET, same origin, the session cookie); sign-out
 * POSTs to the host's logout endpoint with the session's CSRF token. A visitor who comes back to the page (from
 * the back/forward cache or another tab) is looked up again, so a sign-in or sign-out elsewhere reaches the page.
 */
export class HostSessionIdentityAdapter implements IdentityPort {
  private session?: Promise<HostSession>;
  private readonly changeListeners = new Set<() => void>();

  constructor(
    private readonly settings: HostSessionSettings,
    private readonly doc: Document = document,
  ) {
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) void this.lookAgain();
    });
    doc.addEventListener('visibilitychange', () => {
      if (doc.visibilityState === 'visible') void this.lookAgain();
    });
  }

  async currentUser(): Promise<PageUser> {
    this.session ??= this.fromPage() ?? this.fetchSession();
    const { user } = await this.session.catch((error: unknown) => {
      this.session = undefined;
      throw error;
    });
    if (!user) throw new NotSignedInError();
    return user;
  }

  /** The session's CSRF token: the session cookie goes with a same-origin request by itself. */
  async requestHeaders(): Promise<Readonly<Record<string, string>>> {
    this.session ??= this.fromPage() ?? this.fetchSession();
    const { user, csrfToken } = await this.session;
    if (!user) throw new NotSignedInError();
    return { [CSRF_HEADER]: csrfToken };
  }

  async signOut(): Promise<void> {
    // The token of the session as the host holds it now: the page's JSON may be older than a sign-in elsewhere.
    const { csrfToken } = await this.fetchSession();
    const response = await fetch(sameOriginUrl(this.settings.logoutUrl, 'TABIJI_HOST_LOGOUT_URL'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { [CSRF_HEADER]: csrfToken },
    });
    if (!response.ok) throw new HostSessionError('host-session/logout-failed', `the logout endpoint answered ${response.status}`);
    this.session = Promise.resolve({ user: null, csrfToken: '' });
  }

  onUserChange(listener: () => void): () => void {
    const entry = () => listener();
    this.changeListeners.add(entry);
    return () => void this.changeListeners.delete(entry);
  }

  /**
   * None the page can read: the host's session is its cookie (HttpOnly, as it should be), which may have ended with
   * the browser or on the host's own logout page. Its endpoint is same-origin, so the page waits for it rather than
   * show a user it cannot tie to the session (a shared device).
   */
  sessionOnDevice(): undefined {
    return undefined;
  }

  /**
   * The session the host rendered into the page, or undefined when it rendered none. A malformed one is a host bug:
   * reported, and the session endpoint asked instead.
   */
  private fromPage(): Promise<HostSession> | undefined {
    const script = sessionScript(this.doc);
    if (!script) return undefined;
    try {
      return Promise.resolve(parseHostSession(JSON.parse(script.textContent ?? '')));
    } catch (error) {
      const reason = error instanceof HostSessionError ? error.message : `${SESSION_JSON_ID} is not JSON`;
      console.error(`Tabiji: ${reason}; asking the session endpoint instead.`);
      return undefined;
    }
  }

  private async fetchSession(): Promise<HostSession> {
    const response = await fetch(sameOriginUrl(this.settings.sessionUrl, 'TABIJI_HOST_SESSION_URL'), {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new HostSessionError('host-session/unavailable', `the session endpoint answered ${response.status}`);
    return parseHostSession(await response.json().catch(() => undefined));
  }

  /** After the first answer, asks the host again; tells the listeners when the user is another one (or none). */
  private async lookAgain(): Promise<void> {
    if (!this.session) return;
    const before = await this.session.then(({ user }) => user?.userMetadata.user_id ?? null, () => undefined);
    try {
      const next = await this.fetchSession();
      this.session = Promise.resolve(next);
      if ((next.user?.userMetadata.user_id ?? null) !== before) [...this.changeListeners].forEach((listener) => listener());
    } catch {
      // The host did not answer: the page keeps what it knows; the next return asks again.
    }
  }
}
