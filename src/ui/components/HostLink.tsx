import type { NavLink } from '../../domain/navigation';

/** React key of a host link: the same address may appear under two labels. */
export function hostLinkKey(link: NavLink): string {
  return `${link.href}|${link.label}`;
}

/** One of the host page's navigation links, marked when it is the page being shown. */
export function HostLink({ link }: { link: NavLink }) {
  return (
    <a href={link.href} aria-current={link.isCurrent ? 'page' : undefined}>
      {link.label}
    </a>
  );
}
