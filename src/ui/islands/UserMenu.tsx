import { useEffect, useState } from 'react';
import { APP_TOKENS } from '../../application/tokens';
import type { AccountMenu as AccountMenuComponent } from '../components/AccountMenu';
import { ClientOnly } from '../components/ClientOnly';
import type { Messages } from '../messages/Messages';
import { useSession } from '../hooks/useSession';
import { useService } from '../services';

/**
 * The user menu: a neutral placeholder of fixed size until the sign-in state is known, then a sign-in link
 * (anonymous) or the avatar and a menu with the logout action (signed in).
 */
export function UserMenu({ signinHref, messages }: { signinHref: string | null; messages: Messages }) {
  // Sign-in state is only known in the browser: the server HTML (and hydration) show a silent placeholder, which
  // says "checking" only once a script is there to check (without JavaScript it would say so forever), and a sign-in
  // link the entry shows, without this island, once it knows nobody can be signed in (SIGNED_OUT_CLASS).
  return (
    <ClientOnly fallback={<UserMenuPlaceholder serverSignIn={signinHref === null ? undefined : { href: signinHref, text: messages.signIn }} />}>
      <SessionUserMenu signinHref={signinHref} messages={messages} />
    </ClientOnly>
  );
}

function UserMenuPlaceholder({ checkingText, serverSignIn }: { checkingText?: string; serverSignIn?: { href: string; text: string } }) {
  return (
    <div className="tabiji-user" data-status="unknown">
      <span className={serverSignIn ? 'tabiji-user__placeholder tabiji-user__placeholder--server' : 'tabiji-user__placeholder'}>
        {checkingText && <span className="tabiji-visually-hidden">{checkingText}</span>}
      </span>
      {serverSignIn && (
        <a className="tabiji-user__signin tabiji-user__signin--server" href={serverSignIn.href}>
          {serverSignIn.text}
        </a>
      )}
    </div>
  );
}

let accountMenuLoad: Promise<typeof AccountMenuComponent> | undefined;

/** The account menu's code (with the avatar's colours), fetched once per page and kept; a failed fetch may be retried. */
function loadAccountMenu(): Promise<typeof AccountMenuComponent> {
  accountMenuLoad ??= import('../components/AccountMenu').then(
    ({ AccountMenu }) => AccountMenu,
    (error: unknown) => {
      accountMenuLoad = undefined;
      throw error;
    },
  );
  return accountMenuLoad;
}

/**
 * The account menu's code, or null until it has arrived. It is a chunk of its own, out of the islands' first
 * bundle, fetched as soon as the menu mounts: the sign-in check (idle time, then Firebase Auth) takes far
 * longer, so a signed-in visitor's menu appears no later than when it was bundled. Anonymous visitors fetch it too:
 * who is signed in is not known until Firebase answers. (Not React.lazy: its first render suspends even when the
 * code is there, and React holds a revealed Suspense fallback for 300 ms.)
 */
function useAccountMenu(): typeof AccountMenuComponent | null {
  const failures = useService(APP_TOKENS.LoadFailures);
  const [accountMenu, setAccountMenu] = useState<typeof AccountMenuComponent | null>(null);
  useEffect(() => {
    let isMounted = true;
    failures.watch(loadAccountMenu()).then(
      (loaded) => isMounted && setAccountMenu(() => loaded),
      (error: unknown) => failures.report('Tabiji: the account menu could not load.', error),
    );
    return () => {
      isMounted = false;
    };
  }, [failures]);
  return accountMenu;
}

function SessionUserMenu({ signinHref, messages }: { signinHref: string | null; messages: Messages }) {
  const session = useSession();
  const AccountMenu = useAccountMenu();
  // Signed in but the menu's code still on its way: still "checking", as far as the visitor can tell.
  if (session.status === 'unknown' || (session.status === 'signed-in' && !AccountMenu)) {
    return <UserMenuPlaceholder checkingText={messages.checkingSignIn} />;
  }
  return (
    <div className="tabiji-user" data-status={session.status}>
      {session.status === 'anonymous' && signinHref !== null && (
        <a className="tabiji-user__signin" href={signinHref}>
          {messages.signIn}
        </a>
      )}
      {session.status === 'signed-in' && AccountMenu && (
        // eslint-disable-next-line react-hooks/static-components -- one module-level function, the same on every render
        <AccountMenu user={session.user} messages={messages} />
      )}
    </div>
  );
}
