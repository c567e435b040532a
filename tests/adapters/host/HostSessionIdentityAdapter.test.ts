import { waitFor } from '@testing-library/react';
import {
  CSRF_HEADER,
  HostSessionError,
  HostSessionIdentityAdapter,
  SESSION_JSON_ID,
} from '../../../src/adapters/host/HostSessionIdentityAdapter';
import { parseHostSessionSettings, type HostSessionSettings } from '../../../src/adapters/host/hostSessionSettings';
import { NotSignedInError } from '../../../src/domain/user';
import { HOST_SESSION_VARIABLES } from '../../../src/adapters/host/hostSessionVariables';

// The host's session endpoints are the network boundary: `fetch` stands in for them (jsdom has none of its own),
// answering from `host`, the session as the host holds it now. The real endpoints run in the browser tests.
const SETTINGS = parseHostSessionSettings({}, HOST_SESSION_VARIABLES);
const SESSION_URL = 'http://localhost/api/session';
const LOGOUT_URL = 'http://localhost/api/session/logout';

const ADA = { id: 7, name: 'Ada Lovelace', email: 'ada@example.com', photoURL: 'https://photos.example/ada.png' };
const ADA_PAGE_USER = { isAuthenticated: true, name: 'Ada Lovelace', email: 'ada@example.com', photoURL: 'https://photos.example/ada.png', userMetadata: { user_id: 7 } };

interface FakeHost {
  /** The body the session endpoint answers with (any JSON value), or a function of nothing for a non-JSON body. */
  session: unknown;
  sessionStatus: number;
  logoutStatus: number;
}
let host: FakeHost;
const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
  if (url === SESSION_URL && (init.method ?? 'GET') === 'GET') {
    return {
      ok: host.sessionStatus >= 200 && host.sessionStatus < 300,
      status: host.sessionStatus,
      json: async () => (typeof host.session === 'function' ? (host.session as () => unknown)() : host.session),
    };
  }
  if (url === LOGOUT_URL && init.method === 'POST') {
    if (host.logoutStatus === 204) host.session = { user: null, csrfToken: 'csrf-after-logout' };
    return { ok: host.logoutStatus >= 200 && host.logoutStatus < 300, status: host.logoutStatus, json: async () => ({}) };
  }
  throw new TypeError(`unexpected request: ${init.method ?? 'GET'} ${url}`);
});
const sessionRequests = () => fetchMock.mock.calls.filter(([url, init]) => url === SESSION_URL && (init?.method ?? 'GET') === 'GET');
const logoutRequests = () => fetchMock.mock.calls.filter(([url]) => url === LOGOUT_URL);

/** Renders the host's session JSON into the page, as a host that saves the request does. */
function pageJson(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SESSION_JSON_ID;
  script.textContent = text;
  document.body.append(script);
}

// Each adapter listens on the window and the document for good; the listeners of one test are removed after it, so
// an earlier test's adapter never answers a later test's events.
const listeners: Array<[EventTarget, string, EventListenerOrEventListenerObject]> = [];
function trackListeners(target: Window | Document): void {
  const add = target.addEventListener.bind(target);
  jest.spyOn(target, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
    if (!listener) return;
    listeners.push([target, type, listener]);
    add(type, listener, options);
  });
}

const realFetch = globalThis.fetch;
beforeEach(() => {
  host = { session: { user: ADA, csrfToken: 'csrf-1' }, sessionStatus: 200, logoutStatus: 204 };
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  trackListeners(window);
  trackListeners(document);
});
afterEach(() => {
  for (const [target, type, listener] of listeners.splice(0)) target.removeEventListener(type, listener);
  jest.restoreAllMocks();
  document.body.replaceChildren();
  globalThis.fetch = realFetch;
});

const identityWith = (settings: HostSessionSettings = SETTINGS) => new HostSessionIdentityAdapter(settings);
const failureOf = (work: Promise<unknown>) => work.then(() => undefined, (error: unknown) => error);

describe('HostSessionIdentityAdapter', () => {
  it('has no session on the device to vouch for a remembered user, even with the host\'s session in the page', async () => {
    pageJson(JSON.stringify({ user: ADA, csrfToken: 'csrf-page' }));
    const identity = identityWith();
    await identity.currentUser();
    expect(identity.sessionOnDevice()).toBeUndefined();
  });

  describe('currentUser', () => {
    it('reads the session the host rendered into the page first, without a request', async () => {
      pageJson(JSON.stringify({ user: ADA, csrfToken: 'csrf-page' }));
      const identity = identityWith();
      expect(await identity.currentUser()).toEqual(ADA_PAGE_USER);
      expect(await identity.currentUser()).toEqual(ADA_PAGE_USER);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('asks the session endpoint when the page has no session JSON: same origin, with the cookie, never from the cache', async () => {
      const identity = identityWith();
      const [first, second] = await Promise.all([identity.currentUser(), identity.currentUser()]);
      expect(first).toEqual(ADA_PAGE_USER);
      expect(second).toEqual(ADA_PAGE_USER);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledWith(SESSION_URL, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } });
    });

    it('asks the configured endpoint, resolved on the page’s origin', async () => {
      const identity = identityWith(parseHostSessionSettings({ TABIJI_HOST_SESSION_URL: '/account/session' }, HOST_SESSION_VARIABLES));
      fetchMock.mockImplementationOnce(async () => ({ ok: true, status: 200, json: async () => ({ user: null, csrfToken: 'c' }) }));
      await expect(identity.currentUser()).rejects.toBeInstanceOf(NotSignedInError);
      expect(fetchMock).toHaveBeenCalledWith('http://localhost/account/session', expect.anything());
    });

    it.each([
      ['the page JSON', () => pageJson(JSON.stringify({ user: null, csrfToken: 'csrf-page' }))],
      ['the endpoint', () => (host.session = { user: null, csrfToken: 'csrf-1' })],
    ])('rejects with NotSignedInError when %s has no user', async (_source, arrange) => {
      arrange();
      const failure = await failureOf(identityWith().currentUser());
      expect(failure).toBeInstanceOf(NotSignedInError);
      expect(failure).toMatchObject({ code: 'auth/not-signin' });
    });

    it('takes a string id, and absent name, e-mail and photo as null', async () => {
      host.session = { user: { id: 'u-42' }, csrfToken: 'c' };
      expect(await identityWith().currentUser()).toEqual({ isAuthenticated: true, name: null, email: null, photoURL: null, userMetadata: { user_id: 'u-42' } });
    });

    it.each<[string, unknown]>([
      ['not an object', 'signed in'],
      ['null', null],
      ['no CSRF token', { user: ADA }],
      ['a user that is not an object', { user: 'ada', csrfToken: 'c' }],
      ['a user without an id', { user: { name: 'Ada' }, csrfToken: 'c' }],
      ['a fractional id', { user: { id: 1.5 }, csrfToken: 'c' }],
      ['an empty id', { user: { id: '' }, csrfToken: 'c' }],
      ['an id of 129 characters', { user: { id: 'x'.repeat(129) }, csrfToken: 'c' }],
      ['a name that is not a string', { user: { id: 7, name: ['Ada'] }, csrfToken: 'c' }],
      ['an e-mail that is not a string', { user: { id: 7, email: 1 }, csrfToken: 'c' }],
    ])('refuses a session with %s as host-session/malformed', async (_case, body) => {
      host.session = body;
      const failure = await failureOf(identityWith().currentUser());
      expect(failure).toBeInstanceOf(HostSessionError);
      expect(failure).toMatchObject({ code: 'host-session/malformed' });
    });

    // The id is every record's user_id: an address there would put personal data in the event log (issue 43).
    it.each([
      ['an e-mail address', 'ada@example.com'],
      ['an e-mail address inside the id', 'user:ada@example.com'],
      ['an encoded e-mail address', 'ada%40example.com'],
      ['an e-mail address encoded twice', 'ada%2540example.com'],
    ])('refuses an id that is %s as host-session/email-id, without the address in the message', async (_case, id) => {
      host.session = { user: { id, name: 'Ada' }, csrfToken: 'c' };
      const failure = await failureOf(identityWith().currentUser());
      expect(failure).toMatchObject({ name: 'HostSessionError', code: 'host-session/email-id' });
      expect((failure as Error).message).not.toContain('example.com');
      expect((failure as Error).message).toMatch(/opaque key/);
    });

    it('takes an opaque string id that merely has an @ in it', async () => {
      host.session = { user: { id: 'u@7' }, csrfToken: 'c' };
      expect(await identityWith().currentUser()).toMatchObject({ userMetadata: { user_id: 'u@7' } });
    });

    it('refuses an endpoint answer that is not JSON, and page JSON that is not JSON, as host-session/malformed', async () => {
      host.session = () => {
        throw new SyntaxError('Unexpected token <');
      };
      expect(await failureOf(identityWith().currentUser())).toMatchObject({ name: 'HostSessionError', code: 'host-session/malformed' });
      pageJson('{"user": ');
      expect(await failureOf(identityWith().currentUser())).toMatchObject({ name: 'HostSessionError', code: 'host-session/malformed' });
    });

    it.each([
      ['a user without an id', JSON.stringify({ user: { id: null }, csrfToken: 'c' }), 'user.id is not a whole number or a short string'],
      ['not JSON', '{"user": <b>', 'tabiji-session is not JSON'],
    ])('reports a malformed page JSON (%s) and asks the endpoint instead', async (_case, text, reason) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      pageJson(text);
      expect(await identityWith().currentUser()).toEqual(ADA_PAGE_USER);
      expect(sessionRequests()).toHaveLength(1);
      expect(error).toHaveBeenCalledWith(expect.stringContaining(reason));
      error.mockRestore();
    });

    it('reports an unparsable endpoint setting as host-session/bad-url', async () => {
      const failure = await failureOf(identityWith({ ...SETTINGS, sessionUrl: 'http://[::1' }).currentUser());
      expect(failure).toMatchObject({ code: 'host-session/bad-url', message: expect.stringContaining('TABIJI_HOST_SESSION_URL') });
    });

    it('reports an endpoint that does not answer ok as host-session/unavailable, and asks again next time', async () => {
      host.sessionStatus = 503;
      const identity = identityWith();
      const failure = await failureOf(identity.currentUser());
      expect(failure).toBeInstanceOf(HostSessionError);
      expect(failure).toMatchObject({ code: 'host-session/unavailable', message: expect.stringContaining('503') });
      host.sessionStatus = 200;
      expect(await identity.currentUser()).toEqual(ADA_PAGE_USER);
      expect(sessionRequests()).toHaveLength(2);
    });

    it.each(['https://evil.example/api/session', '//evil.example/api/session', 'http://localhost:8080/api/session'])(
      'refuses a session endpoint on another origin (%s), without a request',
      async (sessionUrl) => {
        const failure = await failureOf(identityWith({ ...SETTINGS, sessionUrl }).currentUser());
        expect(failure).toBeInstanceOf(HostSessionError);
        expect(failure).toMatchObject({ code: 'host-session/cross-origin', message: expect.stringContaining('TABIJI_HOST_SESSION_URL') });
        expect(fetchMock).not.toHaveBeenCalled();
      },
    );

    it('keeps a hostile name as plain text: nothing of it reaches the page as HTML', async () => {
      const name = '<img src=x onerror=alert(1)>';
      // A host escapes "<" in JSON it writes into a script element, as it must.
      pageJson(JSON.stringify({ user: { id: 7, name, email: '"><script>alert(1)</script>' }, csrfToken: 'c' }).replace(/</g, '\\u003c'));
      const user = await identityWith().currentUser();
      expect(user.name).toBe(name);
      expect(user.email).toBe('"><script>alert(1)</script>');
      expect(document.querySelector('img')).toBeNull();
      expect(document.querySelectorAll('script')).toHaveLength(1);
    });

    it('cuts over-long texts to 500 characters', async () => {
      host.session = { user: { id: 7, name: 'A'.repeat(10_000) }, csrfToken: 'c' };
      expect((await identityWith().currentUser()).name).toHaveLength(500);
    });
  });

  describe('requestHeaders', () => {
    it('names the session by its CSRF token (the cookie goes by itself), and nobody when nobody is signed in', async () => {
      pageJson(JSON.stringify({ user: ADA, csrfToken: 'csrf-page' }));
      expect(await identityWith().requestHeaders()).toEqual({ [CSRF_HEADER]: 'csrf-page' });
      expect(sessionRequests()).toHaveLength(0);
      document.getElementById(SESSION_JSON_ID)?.remove();
      host.session = { user: null, csrfToken: '' };
      await expect(identityWith().requestHeaders()).rejects.toBeInstanceOf(NotSignedInError);
    });
  });

  describe('signOut', () => {
    it('asks the host for a fresh CSRF token, then POSTs it to the logout endpoint; nobody is signed in after', async () => {
      pageJson(JSON.stringify({ user: ADA, csrfToken: 'csrf-stale' }));
      host.session = { user: ADA, csrfToken: 'csrf-fresh' };
      const identity = identityWith();
      await identity.currentUser();
      await identity.signOut();
      expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method ?? 'GET'])).toEqual([[SESSION_URL, 'GET'], [LOGOUT_URL, 'POST']]);
      expect(logoutRequests()[0]?.[1]).toEqual({ method: 'POST', credentials: 'same-origin', headers: { [CSRF_HEADER]: 'csrf-fresh' } });
      expect(CSRF_HEADER).toBe('X-CSRF-Token');
      await expect(identity.currentUser()).rejects.toBeInstanceOf(NotSignedInError);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('reports a logout endpoint that does not answer ok as host-session/logout-failed, and stays signed in', async () => {
      host.logoutStatus = 403;
      const identity = identityWith();
      await identity.currentUser();
      const failure = await failureOf(identity.signOut());
      expect(failure).toBeInstanceOf(HostSessionError);
      expect(failure).toMatchObject({ code: 'host-session/logout-failed', message: expect.stringContaining('403') });
      expect(await identity.currentUser()).toEqual(ADA_PAGE_USER);
    });

    it('passes on a session endpoint that fails before the logout, and does not POST', async () => {
      host.sessionStatus = 500;
      expect(await failureOf(identityWith().signOut())).toMatchObject({ code: 'host-session/unavailable' });
      expect(logoutRequests()).toHaveLength(0);
    });

    it('refuses a logout endpoint on another origin, without posting the token there', async () => {
      const failure = await failureOf(identityWith({ ...SETTINGS, logoutUrl: 'https://evil.example/logout' }).signOut());
      expect(failure).toMatchObject({ code: 'host-session/cross-origin', message: expect.stringContaining('TABIJI_HOST_LOGOUT_URL') });
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([SESSION_URL]);
    });
  });

  describe('onUserChange (a sign-in or sign-out elsewhere, seen when the visitor comes back)', () => {
    const restore = (persisted = true) => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));
    const comeBackToTheTab = () => document.dispatchEvent(new Event('visibilitychange'));

    async function signedInIdentity() {
      const identity = identityWith();
      const changes = jest.fn();
      identity.onUserChange(changes);
      expect(await identity.currentUser()).toEqual(ADA_PAGE_USER);
      return { identity, changes };
    }

    it.each([
      ['a restore from the back/forward cache', () => restore()],
      ['the tab coming back into view', comeBackToTheTab],
    ])('tells the listeners after %s when another user is signed in, and answers with them', async (_when, comeBack) => {
      const { identity, changes } = await signedInIdentity();
      host.session = { user: { id: 8, name: 'Grace Hopper' }, csrfToken: 'csrf-2' };
      comeBack();
      await waitFor(() => expect(changes).toHaveBeenCalledTimes(1));
      expect((await identity.currentUser()).name).toBe('Grace Hopper');
    });

    it('tells the listeners of a sign-out elsewhere', async () => {
      const { identity, changes } = await signedInIdentity();
      host.session = { user: null, csrfToken: 'csrf-2' };
      restore();
      await waitFor(() => expect(changes).toHaveBeenCalledTimes(1));
      await expect(identity.currentUser()).rejects.toBeInstanceOf(NotSignedInError);
    });

    it('tells of a sign-in elsewhere after an anonymous first answer', async () => {
      host.session = { user: null, csrfToken: 'c' };
      const identity = identityWith();
      const changes = jest.fn();
      identity.onUserChange(changes);
      await expect(identity.currentUser()).rejects.toBeInstanceOf(NotSignedInError);
      host.session = { user: ADA, csrfToken: 'c' };
      comeBackToTheTab();
      await waitFor(() => expect(changes).toHaveBeenCalledTimes(1));
      expect(await identity.currentUser()).toEqual(ADA_PAGE_USER);
    });

    it('does not tell the listeners when the same user is still signed in (new name, same id)', async () => {
      const { changes } = await signedInIdentity();
      host.session = { user: { ...ADA, name: 'Ada King' }, csrfToken: 'csrf-2' };
      restore();
      comeBackToTheTab();
      await waitFor(() => expect(sessionRequests()).toHaveLength(3));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(changes).not.toHaveBeenCalled();
    });

    it('does not look again on a plain page show (not from the back/forward cache)', async () => {
      await signedInIdentity();
      restore(false);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(sessionRequests()).toHaveLength(1);
    });

    it('does not look again when the tab is hidden', async () => {
      await signedInIdentity();
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      try {
        comeBackToTheTab();
        await new Promise((resolve) => setTimeout(resolve, 0));
      } finally {
        Reflect.deleteProperty(document, 'visibilityState');
      }
      expect(document.visibilityState).toBe('visible');
      expect(sessionRequests()).toHaveLength(1);
    });

    it('asks nothing for a listener alone, before the first answer', async () => {
      identityWith().onUserChange(jest.fn());
      restore();
      comeBackToTheTab();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('keeps what it knows when the host does not answer, and asks again next time', async () => {
      const { identity, changes } = await signedInIdentity();
      host.sessionStatus = 503;
      restore();
      await waitFor(() => expect(sessionRequests()).toHaveLength(2));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(changes).not.toHaveBeenCalled();
      expect(await identity.currentUser()).toEqual(ADA_PAGE_USER);
      host.sessionStatus = 200;
      host.session = { user: null, csrfToken: 'c' };
      restore();
      await waitFor(() => expect(changes).toHaveBeenCalledTimes(1));
    });

    it('stops telling a listener that unsubscribed', async () => {
      const { identity, changes } = await signedInIdentity();
      const other = jest.fn();
      const stop = identity.onUserChange(other);
      stop();
      host.session = { user: null, csrfToken: 'c' };
      restore();
      await waitFor(() => expect(changes).toHaveBeenCalledTimes(1));
      expect(other).not.toHaveBeenCalled();
    });
  });
});
