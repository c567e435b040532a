/** A place photo's frame, as the renderer and the islands draw it. */
export const PHOTO_FRAME = 'picture[data-tabiji-photo-frame]';

/** Whether `target` is the image of a photo frame. */
export function isFramedPhoto(target: EventTarget | null): target is HTMLImageElement {
  return target instanceof HTMLImageElement && target.parentElement?.matches(PHOTO_FRAME) === true;
}

/** Whether `image` is done with a chosen address and nothing to show (a lazy image not yet fetched has no address). */
export function hasFailed(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth === 0 && image.currentSrc !== '';
}

/**
 * Runs `task` once, when the first place photo of the page fails to load, or at once when one already has: what
 * brings the frames' error handling (photosChunk) to a page whose photos the server rendered, and only then. Error
 * events do not bubble: one capturing listener sees every frame's. Returns a cancel.
 */
export function whenAPhotoFails(doc: Document, task: () => void): () => void {
  const stop = () => doc.removeEventListener('error', onError, true);
  function onError(event: Event): void {
    if (!isFramedPhoto(event.target)) return;
    stop();
    task();
  }
  if (Array.from(doc.querySelectorAll<HTMLImageElement>(`${PHOTO_FRAME} > img`)).some(hasFailed)) {
    task();
    return () => undefined;
  }
  doc.addEventListener('error', onError, true);
  return stop;
}
