import type { PageUser } from '../../domain/user';
import { TOKENS } from '../../ports/tokens';
import { Avatar } from '../components/Avatar';
import { ClientOnly } from '../components/ClientOnly';
import { useMenuButton } from '../components/useMenuButton';
import { format, type Messages } from '../messages/Messages';
import { useService } from '../services';
import { useSession } from '../hooks/useSession';

/**
 * The user menu: a neutral placeholder of fixed size until the sign-in state is known, then a sign-in link
 * (anonymous) or the avatar and a menu with the logout action (signed in).
 */
export function UserMenu({ signinHref, messages }: { signinHref: string | null; messages: Messages }) {
  // Sign-in state is only known in the browser: the server HTML (and hydration) show a silent placeholder, which
  // says "checking" only once a script is there to check (without JavaScript it would say so forever).
  return (
    <ClientOnly fallback={<UserMenuPlaceholder />}>
      <SessionUserMenu signinHref={signinHref} messages={messages} />
    </ClientOnly>
  );
}

function UserMenuPlaceholder({ checkingText }: { checkingText?: string }) {
  return (
    <div className="tabiji-user" data-status="unknown">
      <span className="tabiji-user__placeholder">
        {checkingText && <span className="tabiji-visually-hidden">{checkingText}</span>}
      </span>
    </div>
  );
}

function SessionUserMenu({ signinHref, messages }: { signinHref: string | null; messages: Messages }) {
  const session = useSession();
  if (session.status === 'unknown') return <UserMenuPlaceholder checkingText={messages.checkingSignIn} />;
  return (
    <div className="tabiji-user" data-status={session.status}>
      {session.status === 'anonymous' && signinHref !== null && (
        <a className="tabiji-user__signin" href={signinHref}>
          {messages.signIn}
        </a>
      )}
      {session.status === 'signed-in' && <AccountMenu user={session.user} messages={messages} />}
    </div>
  );
}

function AccountMenu({ user, messages }: { user: PageUser; messages: Messages }) {
  const identity = useService(TOKENS.Identity);
  const navigation = useService(TOKENS.Navigation);
  const { containerProps, buttonProps, menuProps, close } = useMenuButton();
  const displayName = user.name?.trim() || user.email || '';

  const logOut = async () => {
    close(false);
    try {
      await identity.signOut();
      navigation.reload();
    } catch (error) {
      const { code, message } = error as { code?: string; message?: string };
      console.error(`Tabiji: logging out failed (${code ?? 'error'}: ${message ?? String(error)}).`);
    }
  };

  return (
    <div className="tabiji-account" {...containerProps}>
      <button {...buttonProps} className="tabiji-account__button" aria-label={format(messages.accountMenu, { name: displayName })}>
        <Avatar name={user.name} email={user.email} photoURL={user.photoURL} />
        <span className="tabiji-account__name">{displayName}</span>
      </button>
      <ul {...menuProps} className="tabiji-account__menu">
        <li role="none">
          <button type="button" role="menuitem" tabIndex={-1} onClick={() => void logOut()}>
            {messages.logOut}
          </button>
        </li>
      </ul>
    </div>
  );
}
