import type { PlaceAttachment } from '../../src/domain/placePhotos';
import type { PhotoServicePort, PhotoSourceSet } from '../../src/ports/PhotoServicePort';

/**
 * A photo service with one width (the photo's own) in WebP and JPEG, at `https://{new|old}.photos.test/{id}.{format}`;
 * current attachments fall back to the old host. `isConfigured = false` answers null for everything. Records the ids
 * asked for. Unlike the real one it offers no width choice and follows no template.
 */
export class FakePhotoServiceAdapter implements PhotoServicePort {
  readonly requestedIds: string[] = [];
  isConfigured = true;

  sourcesFor(attachment: PlaceAttachment): { primary: PhotoSourceSet; fallback: PhotoSourceSet | null } | null {
    this.requestedIds.push(attachment.id);
    if (!this.isConfigured) return null;
    return {
      primary: sourceSet(attachment.host, attachment),
      fallback: attachment.host === 'new' ? sourceSet('old', attachment) : null,
    };
  }
}

function sourceSet(host: string, { id, width }: PlaceAttachment): PhotoSourceSet {
  const url = (format: string) => `https://${host}.photos.test/${id}.${format}`;
  return { sources: [{ type: 'image/webp', srcset: `${url('webp')} ${width}w` }], src: url('jpeg'), srcset: `${url('jpeg')} ${width}w` };
}
