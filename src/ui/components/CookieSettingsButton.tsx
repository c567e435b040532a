import { APP_TOKENS } from '../../application/tokens';
import type { Messages } from '../messages/Messages';
import { useService } from '../services';

/** "Cookie settings": reopens the cookie notice so the visitor can change the choice; it takes effect at once. */
export function CookieSettingsButton({ messages }: { messages: Messages }) {
  const consent = useService(APP_TOKENS.ConsentStore);
  return (
    <button type="button" className="tabiji-footer__link" onClick={() => consent.reopen()}>
      {messages.cookieSettings}
    </button>
  );
}
