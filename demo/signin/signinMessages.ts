// What the sign-in page's script says as sign-in goes on. The page writes the sentences of its language as JSON
// (#signin-status, from the demo dictionaries), so the script carries no language of its own.

export type StatusMessages = Readonly<Record<string, string>>;

/** Firebase codes that mean the same thing to the visitor as another code. */
const SAME_AS: Readonly<Record<string, string>> = {
  'auth/user-not-found': 'auth/invalid-credential',
  'auth/wrong-password': 'auth/invalid-credential',
};

/** The page's sentences from a JSON script element; none (so `messageFor` says '') when it is missing or broken. */
export function readStatusMessages(element: Element | null): StatusMessages {
  try {
    const parsed: unknown = JSON.parse(element?.textContent ?? '');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** The sentence for a message key or Firebase error code; the generic one for unknown codes. */
export function messageFor(messages: StatusMessages, key: string): string {
  const known = SAME_AS[key] ?? key;
  return (Object.hasOwn(messages, known) ? messages[known] : messages['unknown']) ?? '';
}

/** Firebase's shortest accepted password: no account can have a shorter one. */
export const MINIMUM_PASSWORD_LENGTH = 6;

/**
 * The code the page says before asking Firebase, or null when the password may be sent. An empty password is
 * missing; a short one is weak when creating an account and, when signing in, simply wrong (it cannot be anyone's).
 */
export function shortPasswordCode(password: string, isCreating: boolean): string | null {
  if (password.length === 0) return 'auth/missing-password';
  if (password.length >= MINIMUM_PASSWORD_LENGTH) return null;
  return isCreating ? 'auth/weak-password' : 'auth/invalid-credential';
}
