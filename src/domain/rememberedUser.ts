import type { PageUser } from './user';

// A module of its own, apart from user.ts: the entry carries user.ts (its class and key names), and only the session
// store needs these.

/**
 * The page user the session store remembers (JSON), tied to the provider's session on this device that confirmed
 * it: a user is never shown for another session, or for none (a shared device).
 */
export function rememberedUserText(user: PageUser, session: string): string {
  return JSON.stringify({ user, session });
}

/**
 * The remembered page user, when it was confirmed by `session`, the provider's session on this device now; null
 * when absent, malformed, from another session or older than the tie (a user with no session), or when there is no
 * session to tie it to.
 */
export function parseRememberedUser(text: string | null, session: string | undefined): PageUser | null {
  if (!session) return null;
  try {
    // Throws on anything but an object (null included): malformed, as the catch says.
    const remembered = JSON.parse(text ?? '') as Record<string, unknown>;
    return remembered.session === session ? parsePageUser(remembered.user) : null;
  } catch {
    return null;
  }
}

/** A page user read from untrusted JSON; null when it is not one. */
function parsePageUser(value: unknown): PageUser | null {
  try {
    // Throws on anything but an object (null included): not a user, as the catch says.
    const { isAuthenticated, name, email, photoURL, userMetadata } = value as Record<string, unknown>;
    const userId = (userMetadata as { user_id?: unknown } | null | undefined)?.user_id;
    const isText = (value: unknown): value is string | null => value === null || typeof value === 'string';
    return isAuthenticated === true && isText(name) && isText(email) && isText(photoURL) && (typeof userId === 'number' || typeof userId === 'string')
      ? { isAuthenticated, name, email, photoURL, userMetadata: { user_id: userId } }
      : null;
  } catch {
    return null;
  }
}
