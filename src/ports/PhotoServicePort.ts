import type { PlaceAttachment } from '../domain/placePhotos';

/** One format's candidates for a `<source>`: its MIME type and its `srcset` ('url 320w, url 640w, …'). */
export interface PhotoSource {
  readonly type: string;
  readonly srcset: string;
}

/** Everything an attachment's `<picture>` needs from one host of the photo service. */
export interface PhotoSourceSet {
  /** The smaller formats the browser may choose, best first (each a `<source>`). */
  readonly sources: readonly PhotoSource[];
  /** The `<img>`'s own format, which every browser shows: its `src` (the largest width offered) and `srcset`. */
  readonly src: string;
  readonly srcset: string;
}

/** The place-attachment photo service (spec §7): where an attachment's images are, in each width and format. */
export interface PhotoServicePort {
  /**
   * The images of `attachment` on its own host, and on the old host to fall back to once when a current
   * attachment's image fails (null for a legacy attachment, already on the old host); null as a whole when the
   * service is not configured for the attachment's host.
   */
  sourcesFor(attachment: PlaceAttachment): { readonly primary: PhotoSourceSet; readonly fallback: PhotoSourceSet | null } | null;
}
