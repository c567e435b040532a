import type { ReactNode } from 'react';
import { languageTag, type PathCode } from '../../domain/languages';
import { PHOTO_ON_TAP_ATTRIBUTE } from '../../domain/lightMode';
import { photoAlt, type PlaceAttachment } from '../../domain/placePhotos';
import type { PhotoSourceSet } from '../../ports/PhotoServicePort';
import { SHOW_PHOTO } from '../messages/photos/showPhoto';

/** The attribute that marks a photo frame (the `<picture>`), with the attachment's id. */
export const PHOTO_FRAME_ATTRIBUTE = 'data-tabiji-photo-frame';

export interface PlacePhotoProps {
  readonly attachment: PlaceAttachment;
  /** The attachment's images, from the photo service (PhotoServicePort.sourcesFor); null when it has none. */
  readonly sources: { readonly primary: PhotoSourceSet; readonly fallback: PhotoSourceSet | null } | null;
  readonly pathCode: PathCode;
  /** The `sizes` of the layout: how wide the photo is shown at each viewport width. */
  readonly sizes: string;
  /** The page's first photo: fetched at high priority, never lazily (it is usually the largest paint). */
  readonly isPriority: boolean;
  /**
   * Light mode (PageContext.lightMode): the photo loads only when the reader asks, folded behind "Show photo"
   * (FoldedPhoto). A lazy image in a closed `<details>` is not enough: WebKitGTK fetches lazy images at once, and
   * Chromium shows one it has cached.
   */
  readonly isOnTap?: boolean;
}

/**
 * A place photo, fast by construction: a `<picture>` with a `<source>` per smaller format and a `srcset`/`sizes` per
 * width, the intrinsic width and height on the `<img>` (the frame is sized before any byte arrives), high fetch
 * priority for the page's first photo and lazy loading with async decoding for the others, the alt text in the
 * page's language. The frame's error handling (photoFrames.ts) finds the old host's images from the attachment's id
 * (no copy of them in the HTML, which is on every page's critical path): the old host once, then an empty frame of
 * the same size. Renders the same on the server.
 */
export function PlacePhoto({ attachment, sources: found, pathCode, sizes, isPriority, isOnTap = false }: PlacePhotoProps) {
  if (!isOnTap || !found) return <PhotoFrame attachment={attachment} sources={found} pathCode={pathCode} sizes={sizes} isPriority={isPriority} />;
  const frame = <PhotoFrame attachment={attachment} sources={found} pathCode={pathCode} sizes={sizes} isPriority={false} />;
  return (
    <FoldedPhoto attachment={attachment} pathCode={pathCode}>
      <template>{frame}</template>
      <noscript>{frame}</noscript>
    </FoldedPhoto>
  );
}

/**
 * A photo in light mode, folded: a `<details>` whose summary says "Show photo" and names it, around the frame's box
 * (`data-tabiji-photo-tap`). The server's holds the photo in a template (no engine fetches it; the entry's
 * photosOnTap copies it out as the details opens) and a noscript copy; the browser's (mountPhotos) renders it as it
 * opens.
 */
export function FoldedPhoto({ attachment, pathCode, onToggle, children }: { attachment: PlaceAttachment; pathCode: PathCode; onToggle?: (isOpen: boolean) => void; children?: ReactNode }) {
  const alt = photoAlt(attachment, pathCode);
  const words = SHOW_PHOTO[pathCode];
  const [before = '', after = ''] = words.named.split('{name}');
  return (
    <details className="tabiji-photo-tap" onToggle={onToggle ? (event) => onToggle(event.currentTarget.open) : undefined}>
      <summary className="tabiji-photo-tap__show">
        {alt.text ? <>{before}<span lang={alt.lang ? languageTag(alt.lang) : undefined}>{alt.text}</span>{after}</> : words.alone}
      </summary>
      <div {...{ [PHOTO_ON_TAP_ATTRIBUTE]: attachment.id }}>{children}</div>
    </details>
  );
}

function PhotoFrame({ attachment, sources: found, pathCode, sizes, isPriority }: Omit<PlacePhotoProps, 'isOnTap'>) {
  const alt = photoAlt(attachment, pathCode);
  const image = {
    alt: alt.text,
    lang: alt.lang ? languageTag(alt.lang) : undefined,
    width: attachment.width,
    height: attachment.height,
    sizes,
    ...(isPriority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const }),
  };
  if (!found) {
    // The service is not configured for this host: an empty frame of the photo's size, its alt text still read.
    return (
      <picture
        className="tabiji-photo"
        {...{ [PHOTO_FRAME_ATTRIBUTE]: attachment.id }}
        data-tabiji-photo-state="empty"
        role={alt.text ? 'img' : undefined}
        aria-label={alt.text || undefined}
        lang={alt.text ? image.lang : undefined}
      >
        <img className="tabiji-photo__img" {...image} alt="" />
      </picture>
    );
  }
  const { primary } = found;
  return (
    <picture className="tabiji-photo" {...{ [PHOTO_FRAME_ATTRIBUTE]: attachment.id }} data-tabiji-photo-state="primary">
      {primary.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img className="tabiji-photo__img" src={primary.src} srcSet={primary.srcset} {...image} />
    </picture>
  );
}
