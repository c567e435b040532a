import type { PageUser } from '../../domain/user';

/**
 * What the page knows of the visitor: not yet asked, anonymous, or signed in. A signed-in user `isConfirmed` when
 * the identity provider said so on this page; otherwise it is the last user the provider confirmed on this browser,
 * shown while the provider does not answer (never a reason to record their id: on a shared device it may be
 * someone else's).
 */
export type SessionState =
  | { readonly status: 'unknown' }
  | { readonly status: 'anonymous' }
  | { readonly status: 'signed-in'; readonly user: PageUser; readonly isConfirmed: boolean };

/** The user id records may carry: the confirmed signed-in user's, else 0 (anonymous, not known, or only cached). */
export function recordedUserId(state: SessionState): number | string {
  return state.status === 'signed-in' && state.isConfirmed ? state.user.userMetadata.user_id : 0;
}
