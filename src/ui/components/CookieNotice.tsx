import { useEffect, useRef } from 'react';
import { disclosurePath } from '../../domain/externalTransmission';
import type { PathCode } from '../../domain/languages';
import { useConsent } from '../hooks/useConsent';
import { format, type Messages } from '../messages/Messages';

/**
 * The cookie notice: what Accept and Close each do, the Global Privacy Control note when the browser sends it, and
 * a link to the external-transmission disclosure. It shows until the visitor chooses, and again when "Cookie
 * settings" reopens it: then it takes focus, says the choice in force, and gives focus back once a choice is made.
 */
export function CookieNotice({ pathCode, messages }: { pathCode: PathCode; messages: Messages }) {
  const { store, state, notice } = useConsent();
  const section = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (notice !== 'reopened') return;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    section.current?.focus();
  }, [notice]);
  if (notice === 'hidden') return null;

  const choose = (choice: 'accepted' | 'closed') => {
    const opener = returnFocusTo.current;
    store.choose(choice);
    if (opener?.isConnected) opener.focus();
  };
  const currentChoice =
    state.choice === 'unset'
      ? messages.cookieNoChoice
      : format(messages.cookieCurrentChoice, { choice: state.choice === 'accepted' ? messages.accept : messages.close });
  return (
    <section ref={section} className="tabiji-notice tabiji-notice--cookie" aria-label={messages.cookieNotice} tabIndex={-1}>
      <div className="tabiji-notice__text">
        <p>{messages.cookieText}</p>
        <ul className="tabiji-notice__choices">
          <li>{messages.cookieAcceptMeans}</li>
          <li>{messages.cookieCloseMeans}</li>
        </ul>
        {state.globalPrivacyControl && <p>{messages.cookieGpcNote}</p>}
        {notice === 'reopened' && <p className="tabiji-notice__current">{currentChoice}</p>}
        <p>
          <a href={disclosurePath(pathCode)}>{messages.cookieDetails}</a>
        </p>
      </div>
      <div className="tabiji-notice__actions">
        <button type="button" className="tabiji-button tabiji-button--primary" onClick={() => choose('accepted')}>
          {messages.accept}
        </button>
        <button type="button" className="tabiji-button" onClick={() => choose('closed')}>
          {messages.close}
        </button>
      </div>
    </section>
  );
}
