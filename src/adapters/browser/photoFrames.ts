import { afterPhotoError, type PhotoFrameState } from '../../domain/placePhotos';
import type { PhotoSourceSet } from '../../ports/PhotoServicePort';
import { hasFailed, isFramedPhoto, PHOTO_FRAME } from './photoFailures';

/** The old host's images for a frame's attachment (by its id), or null when there are none to fall back to. */
export type FallbackFor = (attachmentId: string) => PhotoSourceSet | null;

/** Moves `frame` on after its image failed: to the old host's images once when it has them, else to an empty frame. */
function onFailure(frame: HTMLElement, image: HTMLImageElement, fallbackFor: FallbackFor): void {
  const state = (frame.dataset['tabijiPhotoState'] ?? 'primary') as PhotoFrameState;
  if (state === 'empty') return;
  const fallback = state === 'primary' ? fallbackFor(frame.getAttribute('data-tabiji-photo-frame') ?? '') : null;
  const next = afterPhotoError(state, fallback !== null);
  frame.dataset['tabijiPhotoState'] = next;
  if (next === 'fallback' && fallback) {
    // Each <source> takes the old host's candidates of its own type; one the old host lacks goes.
    for (const source of Array.from(frame.querySelectorAll('source'))) {
      const match = fallback.sources.find((candidate) => candidate.type === source.type);
      if (match) source.srcset = match.srcset;
      else source.remove();
    }
    image.srcset = fallback.srcset;
    image.src = fallback.src;
    return;
  }
  // Empty: the frame keeps the image's box (its width and height), shows no broken image, and still says what it was.
  const alt = image.alt;
  if (alt) {
    frame.setAttribute('role', 'img');
    frame.setAttribute('aria-label', alt);
    // An alt text in another language than the page's says so on the frame too.
    if (image.lang) frame.lang = image.lang;
  }
  for (const source of Array.from(frame.querySelectorAll('source'))) source.remove();
  image.removeAttribute('srcset');
  image.removeAttribute('src');
  image.alt = '';
}

/** The frame of a photo image, or null for any other image of the page. */
function frameOf(target: EventTarget | null): { frame: HTMLElement; image: HTMLImageElement } | null {
  return isFramedPhoto(target) ? { frame: target.parentElement!, image: target } : null;
}

/**
 * Watches the page's photo frames: an image that fails (the new host answering an error, say) is fetched from the
 * old host once (`fallbackFor` its attachment), then its frame is left empty at the same size — never a broken-image icon, never a layout shift.
 * Error events do not bubble, so one capturing listener serves every frame, rendered by the server or the islands.
 * Images that failed before this ran (the islands start after the first paint) are found by looking. Returns the
 * call that stops watching.
 */
export function watchPhotoFrames(doc: Document, fallbackFor: FallbackFor): () => void {
  const onError = (event: Event) => {
    const found = frameOf(event.target);
    if (found) onFailure(found.frame, found.image, fallbackFor);
  };
  doc.addEventListener('error', onError, true);
  for (const image of Array.from(doc.querySelectorAll<HTMLImageElement>(`${PHOTO_FRAME} > img`))) {
    // It failed before anyone listened.
    if (hasFailed(image)) onFailure(image.parentElement!, image, fallbackFor);
  }
  return () => doc.removeEventListener('error', onError, true);
}
