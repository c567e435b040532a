/** The page's address and the moves away from it. */
export interface NavigationPort {
  /** The current absolute address (location.href). */
  currentHref(): string;
  /** The referring address, or '' when none. */
  referrer(): string;
  /** Loads another address in this tab. */
  assign(href: string): void;
  /** Opens an address in a new tab with no opener and no referrer. */
  openInNewTab(href: string): void;
  /** Reloads the current page. */
  reload(): void;
  /** Removes the page's leave-page warning (the `beforeunload` prompt), if any. */
  clearLeaveWarning(): void;
}
