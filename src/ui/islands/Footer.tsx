import { useState } from 'react';
import { TOKENS } from '../../ports/tokens';
import { CollapsibleMenu } from '../components/CollapsibleMenu';
import { PushOptIn } from '../components/PushOptIn';
import { useService } from '../services';
import { LanguageSelector } from './LanguageSelector';
import type { IslandProps } from './IslandProps';

/** The footer: collapsible link groups (open on wide screens, collapsed on phones), the language selector and the push opt-in. */
export function Footer({ pathCode, navigation, messages }: IslandProps) {
  const environment = useService(TOKENS.Environment);
  const [isWide] = useState(() => !environment.isPhoneViewport());
  return (
    <footer className="tabiji-footer">
      {navigation.footer.length > 0 && (
        <nav className="tabiji-footer__groups" aria-label={messages.footerNavigation}>
          {navigation.footer.map((group) => (
            <CollapsibleMenu
              key={group.title}
              title={group.title}
              links={group.links}
              isInitiallyOpen={isWide}
              headingLevel={2}
            />
          ))}
        </nav>
      )}
      <div className="tabiji-footer__bottom">
        <LanguageSelector pathCode={pathCode} messages={messages} />
        <PushOptIn messages={messages} />
        <p className="tabiji-footer__copyright">{messages.copyright}</p>
      </div>
    </footer>
  );
}
