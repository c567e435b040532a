import { languageTag } from '../../domain/languages';
import type { MenuItem } from '../../domain/navigation';
import { CollapsibleMenu } from '../components/CollapsibleMenu';
import { Disclosure } from '../components/Disclosure';
import type { Messages } from '../messages/Messages';
import { UserMenu } from './UserMenu';
import type { IslandProps } from './IslandProps';
import { HostLink, hostLinkKey } from '../components/HostLink';

/** The sticky header: hamburger menu, the site's name and the user menu. CSS keeps it in view (position: sticky). */
export function StickyHeader({ pathCode, navigation, messages }: IslandProps) {
  return (
    <header className="tabiji-header" lang={languageTag(pathCode)}>
      <HamburgerMenu items={navigation.menu} messages={messages} />
      <a className="tabiji-header__brand" href={`/${pathCode}/`} aria-label={messages.home}>
        <span aria-hidden="true">Tabiji</span>
        {/* An element, not a ::after of the link: a pseudo-element after "Tabiji" would move if a first paint came
            between the two (the browser can paint while the HTML is half read); an element parsed later is only
            added. Its text is its own ::before (tabiji.css), decoration rather than text: the link's visible text is
            then "Tabiji", which its name "Tabiji home" contains (WCAG 2.5.3, Label in Name). */}
        <span className="tabiji-header__brand-ja" aria-hidden="true" lang="ja" />
      </a>
      <UserMenu signinHref={navigation.signin} messages={messages} />
    </header>
  );
}

function HamburgerMenu({ items, messages }: { items: readonly MenuItem[]; messages: Messages }) {
  return (
    <Disclosure
      className="tabiji-hamburger"
      buttonClassName="tabiji-hamburger__button"
      label={(isOpen) => (
        <>
          <span className="tabiji-hamburger__icon" data-open={isOpen} aria-hidden="true" />
          <span className="tabiji-hamburger__label">{messages.menu}</span>
        </>
      )}
      panel={(panelProps) => (
        <nav {...panelProps} className="tabiji-hamburger__panel" aria-label={messages.mainMenu}>
          <ul className="tabiji-menu-list">
            {items.map((item) => (
              <li key={hostLinkKey(item)}>
                {item.children.length > 0 ? (
                  <CollapsibleMenu title={item.label} links={[item, ...item.children]} />
                ) : (
                  <HostLink link={item} />
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
    />
  );
}
