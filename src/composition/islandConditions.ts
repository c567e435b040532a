import type { firebaseMayHaveUser } from '../adapters/firebase/firebaseUserHint';
import type { hostSessionMayHaveUser } from '../adapters/host/hostSessionJson';
import type { IslandConditions } from '../application/islands/scheduleIslands';

type FirebaseHintModule = { firebaseMayHaveUser: typeof firebaseMayHaveUser };
type HostSessionHintModule = { hostSessionMayHaveUser: typeof hostSessionMayHaveUser };

/**
 * The islands' start-time conditions from the browser itself, without the container: whether someone may be signed
 * in, asked of the identity adapter the build was made with (TABIJI_IDENTITY, as in portBindings.ts: the other
 * adapter's code is not in the bundle) without loading its SDK.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- an import would keep both adapters' hints in the entry */
export function browserIslandConditions(): IslandConditions {
  // Each branch one return statement, as in portBindings.ts: Parcel drops the branch not taken, and its require with it.
  if (process.env.TABIJI_IDENTITY === 'host-session') {
    return { mayBeSignedIn: () => (require('../adapters/host/hostSessionJson') as HostSessionHintModule).hostSessionMayHaveUser(document) };
  }
  return { mayBeSignedIn: () => (require('../adapters/firebase/firebaseUserHint') as FirebaseHintModule).firebaseMayHaveUser() };
}
/* eslint-enable @typescript-eslint/no-require-imports */
