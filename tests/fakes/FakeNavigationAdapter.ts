import type { NavigationPort } from '../../src/ports/NavigationPort';

/** An address that only changes when told to; records every move instead of leaving the page. */
export class FakeNavigationAdapter implements NavigationPort {
  readonly assigned: string[] = [];
  readonly openedInNewTab: string[] = [];
  reloads = 0;
  leaveWarningClears = 0;

  constructor(
    public href = 'http://localhost/en/',
    public referrerHref = '',
  ) {}

  currentHref(): string {
    return this.href;
  }

  referrer(): string {
    return this.referrerHref;
  }

  assign(href: string): void {
    this.assigned.push(href);
  }

  openInNewTab(href: string): void {
    this.openedInNewTab.push(href);
  }

  reload(): void {
    this.reloads += 1;
  }

  clearLeaveWarning(): void {
    this.leaveWarningClears += 1;
  }
}
