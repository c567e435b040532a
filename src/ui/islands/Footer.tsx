import { languageTag } from '../../domain/languages';
import { disclosurePath } from '../../domain/externalTransmission';
import { HOST_MARKUP } from '../../domain/hostMarkup';
import { LIGHT_MODE_PATH } from '../../domain/lightMode';
import { TOKENS } from '../../ports/tokens';
import { ClientOnly } from '../components/ClientOnly';
import { CollapsibleMenu } from '../components/CollapsibleMenu';
import { COOKIE_SETTINGS_REPLAY, CookieSettingsButton } from '../components/CookieSettingsButton';
import { PushOptIn } from '../components/PushOptIn';
import { useService } from '../services';
import { LanguageSelector } from './LanguageSelector';
import type { IslandProps } from './IslandProps';

/**
 * The footer: collapsible link groups, the language selector, the push opt-in, the links to the
 * external-transmission disclosure and the cookie settings, and the light mode's switch where the host offers it. The groups are open in the
 * server HTML (readable without JavaScript); once enhanced they stay open on wide screens and fold on phones, unless
 * the visitor already has them on screen (folding them would move what they are reading).
 */
export function Footer({ pathCode, path, navigation, context, messages }: IslandProps) {
  const environment = useService(TOKENS.Environment);
  const keepOpen = (wasOpen: boolean, details: HTMLElement) =>
    wasOpen && (!environment.isPhoneViewport() || isUpToTheScreen(details));
  return (
    <footer className="tabiji-footer" lang={languageTag(pathCode)}>
      {navigation.footer.length > 0 && (
        <nav className="tabiji-footer__groups" aria-label={messages.footerNavigation}>
          {navigation.footer.map((group) => (
            <CollapsibleMenu
              key={group.title}
              title={group.title}
              links={group.links}
              isInitiallyOpen
              keepOpen={keepOpen}
              headingLevel={2}
            />
          ))}
        </nav>
      )}
      <div className="tabiji-footer__bottom">
        <LanguageSelector pathCode={pathCode} path={path} messages={messages} />
        <div className="tabiji-footer__legal">
          <a className="tabiji-footer__link" href={disclosurePath(pathCode)}>{messages.externalTransmission}</a>
          {/* Without JavaScript nothing is tracked and no choice can be stored: the server HTML links to the
              disclosure instead, in the same place and style, so the button replaces it without moving anything.
              A tap on the link before the footer's code has arrived is kept and made on the button (adapters/browser/tapReplay.ts). */}
          <ClientOnly
            fallback={
              <a className="tabiji-footer__link" href={disclosurePath(pathCode)} {...COOKIE_SETTINGS_REPLAY} {...{ [HOST_MARKUP.serverOnly]: '' }}>
                {messages.cookieSettings}
              </a>
            }
          >
            <CookieSettingsButton messages={messages} />
          </ClientOnly>
          {/* Light mode, where the host offers it: a form the host answers (it sets the cookie and sends the reader
              back), so it works without JavaScript and the same with it. */}
          {context.lightMode !== null && (
            <form method="post" action={`/${pathCode}/${LIGHT_MODE_PATH}`}>
              <input type="hidden" name="next" value={path} />
              <button type="submit" className="tabiji-footer__link" name="light" value={context.lightMode ? 'off' : 'on'}>
                {context.lightMode ? messages.lightModeTurnOff : messages.lightModeTurnOn}
              </button>
            </form>
          )}
        </div>
        <p className="tabiji-footer__copyright">{messages.copyright}</p>
        {/* Last, on a row of its own: what it shows (a button, a status line, both) is known only in the browser,
            so its height may change when the islands start, and nothing may come after it to be moved. */}
        <ClientOnly fallback={<div className="tabiji-push" />}>
          <PushOptIn messages={messages} />
        </ClientOnly>
      </div>
    </footer>
  );
}

/** Whether the element starts within the screen or above it: changing its size would move something in view. */
function isUpToTheScreen(element: HTMLElement): boolean {
  return element.getBoundingClientRect().top < element.ownerDocument.documentElement.clientHeight;
}
