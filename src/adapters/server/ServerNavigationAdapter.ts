import type { NavigationPort } from '../../ports/NavigationPort';

/**
 * The page's address while its furniture is rendered on a server: the request's site path on the site's origin
 * (or a placeholder one: server HTML never depends on it). A server cannot move the visitor: those calls throw.
 */
export class ServerNavigationAdapter implements NavigationPort {
  constructor(
    private readonly path: string,
    private readonly origin = 'https://tabiji.invalid',
  ) {}

  currentHref(): string {
    return new URL(this.path, this.origin).href;
  }

  referrer(): string {
    return '';
  }

  assign(): void {
    throw new Error('navigation is browser-only: a server render cannot move the visitor');
  }

  openInNewTab(): void {
    throw new Error('navigation is browser-only: a server render cannot open a tab');
  }

  reload(): void {
    throw new Error('navigation is browser-only: a server render cannot reload the page');
  }

  clearLeaveWarning(): void {
    // No page, no warning.
  }
}
