import { useState } from 'react';
import {
  CONSENT_COOKIE,
  isCookieNoticeDismissed,
  isPandemicNoticeClosed,
  NOTICE_CLOSED_COOKIE,
  PANDEMIC_NOTICE_KEY,
  PANDEMIC_NOTICE_VERSION,
} from '../../domain/notices';
import { TOKENS } from '../../ports/tokens';
import { ClientOnly } from '../components/ClientOnly';
import type { Messages } from '../messages/Messages';
import { useService } from '../services';
import type { IslandProps } from './IslandProps';

/** The information header: cookie and pandemic notices, floating over the page so they never move its content. */
export function InformationHeader({ messages }: IslandProps) {
  // Whether a notice shows depends on cookies and session storage, so notices are decided in the browser only;
  // fixed at the bottom of the viewport, they move nothing when they appear.
  return (
    <div className="tabiji-notices">
      <ClientOnly>
        <PandemicNotice messages={messages} />
        <CookieNotice messages={messages} />
      </ClientOnly>
    </div>
  );
}

function CookieNotice({ messages }: { messages: Messages }) {
  const cookies = useService(TOKENS.Cookies);
  const [isVisible, setVisible] = useState(
    () => !isCookieNoticeDismissed(cookies.get(CONSENT_COOKIE.name), cookies.get(NOTICE_CLOSED_COOKIE.name)),
  );
  if (!isVisible) return null;

  // Hidden for this page view even when the browser refuses the cookie.
  const accept = () => {
    cookies.set(CONSENT_COOKIE.name, CONSENT_COOKIE.value, { days: CONSENT_COOKIE.days });
    setVisible(false);
  };
  const close = () => {
    cookies.set(NOTICE_CLOSED_COOKIE.name, NOTICE_CLOSED_COOKIE.value);
    setVisible(false);
  };
  return (
    <section className="tabiji-notice tabiji-notice--cookie" aria-label={messages.cookieNotice}>
      <p className="tabiji-notice__text">{messages.cookieText}</p>
      <div className="tabiji-notice__actions">
        <button type="button" className="tabiji-button tabiji-button--primary" onClick={accept}>
          {messages.accept}
        </button>
        <button type="button" className="tabiji-button" onClick={close}>
          {messages.close}
        </button>
      </div>
    </section>
  );
}

function PandemicNotice({ messages }: { messages: Messages }) {
  const sessionStorage = useService(TOKENS.SessionStorage);
  const [isVisible, setVisible] = useState(() => !isPandemicNoticeClosed(sessionStorage.get(PANDEMIC_NOTICE_KEY)));
  if (!isVisible) return null;

  const close = () => {
    sessionStorage.set(PANDEMIC_NOTICE_KEY, PANDEMIC_NOTICE_VERSION);
    setVisible(false);
  };
  return (
    <section className="tabiji-notice tabiji-notice--pandemic" aria-label={messages.pandemicNotice}>
      <p className="tabiji-notice__text">{messages.pandemicText}</p>
      <button type="button" className="tabiji-icon-button" aria-label={messages.closePandemicNotice} onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
