import { APP_TOKENS } from '../../application/tokens';
import type { PageUser } from '../../domain/user';
import { format, type Messages } from '../messages/Messages';
import { useService } from '../services';
import { Avatar } from './Avatar';
import { useMenuButton } from './useMenuButton';

/**
 * A signed-in visitor's avatar and name, opening a menu with the logout action; the session store owns sign-out
 * (the cached user forgotten, the provider signed out, the page reloaded; a failure logged).
 */
export function AccountMenu({ user, messages }: { user: PageUser; messages: Messages }) {
  const session = useService(APP_TOKENS.SessionStore);
  const { containerProps, buttonProps, menuProps, close } = useMenuButton();
  const displayName = user.name?.trim() || user.email || '';

  const signOut = () => {
    close(false);
    void session.signOut();
  };

  return (
    <div className="tabiji-account" {...containerProps}>
      <button {...buttonProps} className="tabiji-account__button" aria-label={format(messages.accountMenu, { name: displayName })}>
        <Avatar name={user.name} email={user.email} photoURL={user.photoURL} />
        <span className="tabiji-account__name">{displayName}</span>
      </button>
      <ul {...menuProps} className="tabiji-account__menu">
        <li role="none">
          <button type="button" role="menuitem" tabIndex={-1} onClick={signOut}>
            {messages.signOut}
          </button>
        </li>
      </ul>
    </div>
  );
}
