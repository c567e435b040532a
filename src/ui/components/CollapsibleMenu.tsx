import type { NavLink } from '../../domain/navigation';
import { Disclosure } from './Disclosure';
import { HostLink, hostLinkKey } from './HostLink';

/** A titled list of links behind a disclosure (the collapsible menu of spec §2); works without JavaScript. */
export function CollapsibleMenu({
  title,
  links,
  isInitiallyOpen = false,
  keepOpen,
  headingLevel,
}: {
  title: string;
  links: readonly NavLink[];
  isInitiallyOpen?: boolean;
  keepOpen?: (wasOpen: boolean, details: HTMLElement) => boolean;
  headingLevel?: 2 | 3;
}) {
  return (
    <Disclosure
      className="tabiji-collapsible"
      buttonClassName="tabiji-collapsible__button"
      isInitiallyOpen={isInitiallyOpen}
      keepOpen={keepOpen}
      heading={headingLevel === undefined ? undefined : { level: headingLevel, className: 'tabiji-collapsible__heading' }}
      label={(isOpen) => (
        <>
          <span>{title}</span>
          <span className="tabiji-chevron" data-open={isOpen} aria-hidden="true" />
        </>
      )}
      panel={(panelProps) => (
        <ul {...panelProps} className="tabiji-collapsible__panel">
          {links.map((link) => (
            <li key={hostLinkKey(link)}>
              <HostLink link={link} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}
