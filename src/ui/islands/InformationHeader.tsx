import { languageTag } from '../../domain/languages';
import { useState } from 'react';
import { isPandemicNoticeClosed, PANDEMIC_NOTICE_KEY, PANDEMIC_NOTICE_VERSION } from '../../domain/notices';
import { HOST_MARKUP } from '../../domain/hostMarkup';
import { TOKENS } from '../../ports/tokens';
import { CookieNotice } from '../components/CookieNotice';
import type { Messages } from '../messages/Messages';
import { useIsClient } from '../hooks/useIsClient';
import { useServiceWhen } from '../services';
import type { IslandProps } from './IslandProps';

/** The information header: cookie and pandemic notices, floating over the page so they never move its content. */
export function InformationHeader({ pathCode, messages }: IslandProps) {
  // Whether a notice shows depends on cookies and session storage: the browser decides, first the head's notice
  // script (it shows the server HTML's notices that are due, with the first paint), then the island, which loads at
  // the visitor's first interaction. Fixed at the bottom of the viewport, they move nothing when they appear.
  return (
    // Easy Japanese shares the tag `ja`; the class says its spaces are phrase breaks (see tabiji.css).
    <div className={pathCode === 'easy' ? 'tabiji-notices tabiji-easy-japanese' : 'tabiji-notices'} lang={languageTag(pathCode)}>
      <PandemicNotice messages={messages} />
      <CookieNotice pathCode={pathCode} messages={messages} />
      {/* The end of the notices' HTML: until the parser has reached it, tabiji.css shows none of them. */}
      <span className="tabiji-notices__end" hidden />
    </div>
  );
}

/**
 * The travel-health notice, until closed in this browser session. In the server HTML too (`tabiji-notice--server`,
 * shown by the head's notice script where due); its close button's tap before the island's code is made again then.
 */
function PandemicNotice({ messages }: { messages: Messages }) {
  const isClient = useIsClient();
  const sessionStorage = useServiceWhen(TOKENS.SessionStorage, isClient);
  const [isClosedHere, setClosedHere] = useState(false);
  const isClosed = isClosedHere || (sessionStorage !== null && isPandemicNoticeClosed(sessionStorage.get(PANDEMIC_NOTICE_KEY)));
  if (isClosed) return null;

  const close = () => {
    sessionStorage?.set(PANDEMIC_NOTICE_KEY, PANDEMIC_NOTICE_VERSION);
    setClosedHere(true);
  };
  return (
    <section className={isClient ? 'tabiji-notice tabiji-notice--pandemic' : 'tabiji-notice tabiji-notice--pandemic tabiji-notice--server'} aria-label={messages.pandemicNotice}>
      <p className="tabiji-notice__text">{messages.pandemicText}</p>
      <button type="button" className="tabiji-icon-button" aria-label={messages.closePandemicNotice} {...{ [HOST_MARKUP.replay]: 'pandemic-close' }} onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
