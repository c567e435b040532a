import { languageTag } from '../../domain/languages';
import { useState } from 'react';
import { isPandemicNoticeClosed, PANDEMIC_NOTICE_KEY, PANDEMIC_NOTICE_VERSION } from '../../domain/notices';
import { TOKENS } from '../../ports/tokens';
import { ClientOnly } from '../components/ClientOnly';
import { CookieNotice } from '../components/CookieNotice';
import type { Messages } from '../messages/Messages';
import { useService } from '../services';
import type { IslandProps } from './IslandProps';

/** The information header: cookie and pandemic notices, floating over the page so they never move its content. */
export function InformationHeader({ pathCode, messages }: IslandProps) {
  // Whether a notice shows depends on cookies and session storage, so notices are decided in the browser only;
  // fixed at the bottom of the viewport, they move nothing when they appear.
  return (
    // Easy Japanese shares the tag `ja`; the class says its spaces are phrase breaks (see tabiji.css).
    <div className={pathCode === 'easy' ? 'tabiji-notices tabiji-easy-japanese' : 'tabiji-notices'} lang={languageTag(pathCode)}>
      <ClientOnly>
        <PandemicNotice messages={messages} />
        <CookieNotice pathCode={pathCode} messages={messages} />
      </ClientOnly>
    </div>
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
