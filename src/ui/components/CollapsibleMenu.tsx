import type { NavLink } from '../../domain/navigation';
import { useDisclosure } from './useDisclosure';
import { HostLink, hostLinkKey } from './HostLink';

/** A titled list of links behind a disclosure button (the collapsible menu of spec §2). */
export function CollapsibleMenu({
  title,
  links,
  isInitiallyOpen = false,
  headingLevel,
}: {
  title: string;
  links: readonly NavLink[];
  isInitiallyOpen?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { isOpen, containerProps, buttonProps, panelProps } = useDisclosure(isInitiallyOpen);
  const button = (
    <button {...buttonProps} className="tabiji-collapsible__button">
      <span>{title}</span>
      <span className="tabiji-chevron" data-open={isOpen} aria-hidden="true" />
    </button>
  );
  const Heading = headingLevel === undefined ? null : (`h${headingLevel}` as const);
  return (
    <div className="tabiji-collapsible" {...containerProps}>
      {Heading ? <Heading className="tabiji-collapsible__heading">{button}</Heading> : button}
      <ul {...panelProps} className="tabiji-collapsible__panel">
        {links.map((link) => (
          <li key={hostLinkKey(link)}>
            <HostLink link={link} />
          </li>
        ))}
      </ul>
    </div>
  );
}
