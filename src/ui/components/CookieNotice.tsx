import { useEffect, useRef } from 'react';
import { disclosurePath } from '../../domain/externalTransmission';
import { HOST_MARKUP } from '../../domain/hostMarkup';
import type { PathCode } from '../../domain/languages';
import { useConsent } from '../hooks/useConsent';
import { format, type Messages } from '../messages/Messages';
import { useDisclosure } from './useDisclosure';

/**
 * The cookie notice, in two layers as trusted consent tools do. The first is one or two sentences (what the site
 * does and what accepting adds) with Accept and Close, so the notice takes a small part of a phone's first screen;
 * "Details" (the WAI-ARIA disclosure pattern) opens the second: what each button does in full, the Global Privacy
 * Control note when the browser sends it, and the link to the external-transmission disclosure. It shows until the
 * visitor chooses, and again when "Cookie settings" reopens it: then the details are open, it takes focus, says the
 * choice in force, and gives focus back once a choice is made.
 *
 * Its first layer is in the server HTML too (`tabiji-notice--server`), hidden unless the head's consent script found
 * no choice (tabiji.css): on a first visit it shows with the page, before any island's code. Its buttons carry
 * `data-tabiji-replay`, so a tap made before the code arrives is made once the island is ready (adapters/browser/tapReplay.ts).
 */
export function CookieNotice({ pathCode, messages }: { pathCode: PathCode; messages: Messages }) {
  const { store, state, notice } = useConsent();
  const section = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const details = useDisclosure(notice === 'reopened');
  const { setOpen } = details;
  useEffect(() => {
    if (notice !== 'reopened') return;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
    section.current?.focus();
  }, [notice, setOpen]);
  if (notice === 'hidden') return null;

  const choose = (choice: 'accepted' | 'closed') => {
    if (!store) return;
    const opener = returnFocusTo.current;
    store.choose(choice);
    if (opener?.isConnected) opener.focus();
  };
  const currentChoice =
    !state || state.choice === 'unset'
      ? messages.cookieNoChoice
      : format(messages.cookieCurrentChoice, { choice: state.choice === 'accepted' ? messages.accept : messages.cookieChoiceClosed });
  return (
    <section
      ref={section}
      className={notice === 'server-html' ? 'tabiji-notice tabiji-notice--cookie tabiji-notice--server' : 'tabiji-notice tabiji-notice--cookie'}
      aria-label={messages.cookieNotice}
      tabIndex={-1}
      onKeyDown={details.containerProps.onKeyDown}
    >
      <div className="tabiji-notice__text">
        <p>
          {messages.cookieText}{' '}
          <button {...details.buttonProps} className="tabiji-notice__more" {...{ [HOST_MARKUP.replay]: 'cookie-details' }}>
            {messages.cookieMore}
          </button>
        </p>
        <div {...details.panelProps} className="tabiji-notice__details">
          <p>{messages.cookieUntilChoice}</p>
          <ul className="tabiji-notice__choices">
            <li>{messages.cookieAcceptMeans}</li>
            <li>{messages.cookieCloseMeans}</li>
          </ul>
          {state?.globalPrivacyControl && <p>{messages.cookieGpcNote}</p>}
          <p>
            <a href={disclosurePath(pathCode)}>{messages.cookieDetails}</a>
          </p>
        </div>
        {notice === 'reopened' && <p className="tabiji-notice__current">{currentChoice}</p>}
      </div>
      <div className="tabiji-notice__actions">
        <button type="button" className="tabiji-button tabiji-button--primary" {...{ [HOST_MARKUP.replay]: 'cookie-accept' }} onClick={() => choose('accepted')}>
          {messages.accept}
        </button>
        <button type="button" className="tabiji-button" {...{ [HOST_MARKUP.replay]: 'cookie-close' }} onClick={() => choose('closed')}>
          {messages.close}
        </button>
      </div>
    </section>
  );
}
