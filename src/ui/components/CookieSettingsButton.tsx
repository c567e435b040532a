import { APP_TOKENS } from '../../application/tokens';
import { HOST_MARKUP } from '../../domain/hostMarkup';
import type { Messages } from '../messages/Messages';
import { useService } from '../services';

/** What marks "Cookie settings" in the server HTML and once enhanced: a tap before the footer's code is made again. */
export const COOKIE_SETTINGS_REPLAY = { [HOST_MARKUP.replay]: 'cookie-settings' } as const;

/** "Cookie settings": reopens the cookie notice so the visitor can change the choice; it takes effect at once. */
export function CookieSettingsButton({ messages }: { messages: Messages }) {
  const consent = useService(APP_TOKENS.ConsentStore);
  return (
    <button type="button" className="tabiji-footer__link" {...COOKIE_SETTINGS_REPLAY} onClick={() => consent.reopen()}>
      {messages.cookieSettings}
    </button>
  );
}
