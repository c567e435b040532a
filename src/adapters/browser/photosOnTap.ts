import { PHOTO_ON_TAP_ATTRIBUTE } from '../../domain/lightMode';

/**
 * Light mode's folded photos as the server wrote them (PlacePhoto): as a reader opens one, its photo is copied out of
 * its `<template>` into the frame, in the same task, so the frame has its size as the details opens and the image is
 * fetched only then. Photos opened before this ran (a tap before the entry) are shown at once. Does nothing on a page
 * without folded photos. Returns a stop.
 */
export function showPhotosOnTap(document: Document): () => void {
  const selector = `details > [${PHOTO_ON_TAP_ATTRIBUTE}]`;
  if (document.querySelector(selector) === null) return () => undefined;
  const show = (details: Element) => {
    const frame = details.querySelector(`:scope > [${PHOTO_ON_TAP_ATTRIBUTE}]`);
    const template = frame?.querySelector(':scope > template');
    if (frame && template instanceof HTMLTemplateElement) frame.replaceChildren(template.content.cloneNode(true));
  };
  // toggle does not bubble: one capturing listener hears every details.
  const onToggle = (event: Event) => {
    const target = event.target as Element | null;
    if (target?.localName === 'details' && (target as HTMLDetailsElement).open) show(target);
  };
  document.addEventListener('toggle', onToggle, true);
  document.querySelectorAll(selector).forEach((frame) => {
    if ((frame.parentElement as HTMLDetailsElement).open) show(frame.parentElement as Element);
  });
  return () => document.removeEventListener('toggle', onToggle, true);
}
