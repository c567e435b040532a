import type { NavLink } from '../../domain/navigation';

/** React key of a host link: the same address may appear under two labels. */
export function hostLinkKey(link: NavLink): string {
  return `${link.href}|${link.label}`;
}

/**
 * One of the host page's navigation links, marked when it is the page being shown. A link with a reading shows it
 * as ruby above the label (<rp> brackets where ruby is not drawn); both are React text, never markup.
 */
export function HostLink({ link }: { link: NavLink }) {
  return (
    <a href={link.href} aria-current={link.isCurrent ? 'page' : undefined}>
      {link.reading === undefined ? (
        link.label
      ) : (
        <ruby>
          {link.label}
          <rp>（</rp>
          <rt>{link.reading}</rt>
          <rp>）</rp>
        </ruby>
      )}
    </a>
  );
}
