import { holdsEmailAddress } from '../../domain/eventUrl';
import type { PageUser } from '../../domain/user';

/** The id of the host's JSON script carrying the session (host-page contract): read first, saving a request. */
export const SESSION_JSON_ID = 'tabiji-session';
/** The header the logout request carries the session's CSRF token in. */
export const CSRF_HEADER = 'X-CSRF-Token';

/** The host's session as the page JSON and the session endpoint give it: `{ user: {...} | null, csrfToken }`. */
export interface HostSession {
  readonly user: PageUser | null;
  readonly csrfToken: string;
}

/** An error of the host's session service, with a code as the session store logs it (never the visitor's data). */
export class HostSessionError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HostSessionError';
  }
}

const MAX_TEXT_LENGTH = 500;

/**
 * The host's session JSON as Tabiji's session; throws HostSessionError when it is not one. A user needs an `id`
 * (number or string: the event log's user_id, an opaque key: one holding an e-mail address is refused as
 * `host-session/email-id`); `name`, `email` and `photoURL` are strings or absent.
 */
export function parseHostSession(value: unknown): HostSession {
  const malformed = (what: string) => new HostSessionError('host-session/malformed', `the host's session JSON is malformed: ${what}`);
  if (typeof value !== 'object' || value === null) throw malformed('not an object');
  const { user, csrfToken } = value as Record<string, unknown>;
  if (typeof csrfToken !== 'string') throw malformed('csrfToken is not a string');
  if (user === null || user === undefined) return { user: null, csrfToken };
  if (typeof user !== 'object') throw malformed('user is not an object');
  const { id, name, email, photoURL } = user as Record<string, unknown>;
  if (!((typeof id === 'number' && Number.isSafeInteger(id)) || (typeof id === 'string' && id !== '' && id.length <= 128))) {
    throw malformed('user.id is not a whole number or a short string');
  }
  if (typeof id === 'string' && holdsEmailAddress(id)) {
    // The id goes into every event-log record: an address there is personal data the log must never keep.
    throw new HostSessionError('host-session/email-id', 'the host\'s session gives an e-mail address as user.id; the id must be an opaque key (see docs/sign-in.md)');
  }
  const text = (field: string, raw: unknown): string | null => {
    if (raw === undefined || raw === null) return null;
    if (typeof raw !== 'string') throw malformed(`user.${field} is not a string`);
    return raw.slice(0, MAX_TEXT_LENGTH);
  };
  return {
    user: { isAuthenticated: true, name: text('name', name), email: text('email', email), photoURL: text('photoURL', photoURL), userMetadata: { user_id: id } },
    csrfToken,
  };
}

/** The host's session JSON scripts on the page; the last one counts (host-page contract). */
export function sessionScript(doc: Document): HTMLScriptElement | undefined {
  return Array.from(doc.querySelectorAll<HTMLScriptElement>('script[type="application/json"]'))
    .filter((element) => element.id === SESSION_JSON_ID)
    .at(-1);
}

/**
 * Whether the host's session may have a user, told without a request: false only when the page's session JSON says
 * nobody is signed in. No JSON, or a malformed one, may be anybody (the session endpoint will tell).
 */
export async function hostSessionMayHaveUser(doc: Document): Promise<boolean> {
  const script = sessionScript(doc);
  if (!script) return true;
  try {
    return parseHostSession(JSON.parse(script.textContent ?? '')).user !== null;
  } catch {
    return true;
  }
}
