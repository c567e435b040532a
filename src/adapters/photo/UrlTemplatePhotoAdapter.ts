import type { PlaceAttachment } from '../../domain/placePhotos';
import type { PhotoServicePort, PhotoSourceSet } from '../../ports/PhotoServicePort';
import { PHOTO_FORMATS, type PhotoSettings } from './photoSettings';

/**
 * The place-attachment photo service behind the photo port, by URL template: each attachment's images are at
 * `{host}/{id}/{width}.{format}` (or the configured template) for every width the service offers up to the
 * attachment's own (never an upscale), in every format offered.
 */
export class UrlTemplatePhotoAdapter implements PhotoServicePort {
  constructor(private readonly settings: PhotoSettings) {}

  sourcesFor(attachment: PlaceAttachment): { primary: PhotoSourceSet; fallback: PhotoSourceSet | null } | null {
    const { newHost, oldHost } = this.settings;
    if (this.settings.widths.length === 0 || this.settings.formats.length === 0) return null;
    const own = attachment.host === 'new' ? newHost : oldHost;
    if (own === null) return null;
    return {
      primary: this.sourceSet(own, attachment),
      fallback: attachment.host === 'new' && oldHost !== null ? this.sourceSet(oldHost, attachment) : null,
    };
  }

  private sourceSet(host: string, attachment: PlaceAttachment): PhotoSourceSet {
    const fitting = this.settings.widths.filter((width) => width <= attachment.width);
    // A photo narrower than every width offered: the smallest, which the service gives at the photo's own size.
    const widths = fitting.length > 0 ? fitting : [this.settings.widths[0]!];
    const srcset = (format: string) => widths.map((width) => `${this.url(host, attachment.id, width, format)} ${width}w`).join(', ');
    const formats = this.settings.formats;
    const own = formats[formats.length - 1]!;
    return {
      sources: formats.slice(0, -1).map((format) => ({ type: PHOTO_FORMATS[format]!, srcset: srcset(format) })),
      src: this.url(host, attachment.id, widths[widths.length - 1]!, own),
      srcset: srcset(own),
    };
  }

  private url(host: string, id: string, width: number, format: string): string {
    return this.settings.urlTemplate
      .replaceAll('{host}', host)
      .replaceAll('{id}', encodeURIComponent(id))
      .replaceAll('{width}', String(width))
      .replaceAll('{format}', format);
  }
}
