import { FIREBASE_USER_KEY_PREFIX } from './firebaseUserHint';

// A module of its own: the entry carries firebaseUserHint (whether anyone may be signed in), and this is needed only
// by the identity adapter, which comes later.

/**
 * The session Firebase keeps in localStorage for the app with `apiKey`, read without Firebase: its user's id and the
 * time of the sign-in that began it (a new sign-in, of anyone, changes it; a sign-out removes it). Undefined when
 * there is none, it cannot be read, or Firebase keeps its user elsewhere (IndexedDB).
 */
export function storedSession(apiKey: string): string | undefined {
  try {
    const { uid, lastLoginAt } = JSON.parse(window.localStorage.getItem(`${FIREBASE_USER_KEY_PREFIX}${apiKey}:[DEFAULT]`) ?? 'null') as Record<string, unknown>;
    return typeof uid === 'string' && uid && (typeof lastLoginAt === 'string' || typeof lastLoginAt === 'number') ? `${uid}:${lastLoginAt}` : undefined;
  } catch {
    return undefined;
  }
}
