import type { NavigationPort } from '../../ports/NavigationPort';

/** The window's location and document referrer. */
export class BrowserNavigationAdapter implements NavigationPort {
  currentHref(): string {
    return window.location.href;
  }

  referrer(): string {
    return document.referrer;
  }

  assign(href: string): void {
    window.location.assign(href);
  }

  openInNewTab(href: string): void {
    window.open(href, '_blank', 'noopener,noreferrer');
  }

  reload(): void {
    window.location.reload();
  }

  clearLeaveWarning(): void {
    window.onbeforeunload = null;
  }
}
