import type { Messages } from '../messages/Messages';

/** The user menu. Until the identity issue lands it shows the anonymous state: a sign-in link. */
export function UserMenu({ signinHref, messages }: { signinHref: string | null; messages: Messages }) {
  return (
    <div className="tabiji-user">
      {signinHref === null ? null : (
        <a className="tabiji-user__signin" href={signinHref}>
          {messages.signIn}
        </a>
      )}
    </div>
  );
}
