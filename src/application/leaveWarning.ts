import type { NavigationPort } from '../ports/NavigationPort';
import type { PageLifecyclePort, Unsubscribe } from '../ports/PageLifecyclePort';

/** Clicking any link clears the leave-page warning (spec §2). Returns a function that stops listening. */
export function clearLeaveWarningOnLinkClick(page: PageLifecyclePort, navigation: NavigationPort): Unsubscribe {
  return page.onLinkClick(() => navigation.clearLeaveWarning());
}
