import type { NavigationPort } from '../ports/NavigationPort';

/** Clicking any link clears the leave-page warning (spec §2). Returns a function that stops listening. */
export function clearLeaveWarningOnLinkClick(root: Document, navigation: NavigationPort): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (target instanceof Element && target.closest('a[href]')) navigation.clearLeaveWarning();
  };
  root.addEventListener('click', onClick, { capture: true });
  return () => root.removeEventListener('click', onClick, { capture: true });
}
