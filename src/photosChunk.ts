import { watchPhotoFrames } from './adapters/browser/photoFrames';
import type { PathCode } from './domain/languages';
import { hostJsonText } from './application/hostJson';
import { pageFactsFromContextJson } from './domain/pageContext';
import { parsePlaceAttachmentsJson, PHOTOS_JSON_ID } from './domain/placePhotos';
import type { PhotoServicePort } from './ports/PhotoServicePort';
import { mountPhotos } from './ui/mountPhotos';

// The place photos' browser side, one lazy chunk fetched only by pages with photo placeholders (boot.ts), when one is
// empty or a photo fails: the frames' error handling (the old host once, then an empty frame) and the photos the
// server left for the browser to render.
// A plain object, not re-exports (parcel-bundler/parcel#9972).

async function start(deps: {
  doc: Document;
  pathCode: PathCode;
  photos: PhotoServicePort;
}): Promise<void> {
  // The host's `tabiji-photos` JSON.
  const json = hostJsonText(deps.doc, PHOTOS_JSON_ID);
  const { attachments, errors } = parsePlaceAttachmentsJson(json.text);
  for (const error of [...json.errors, ...errors]) console.error(`Tabiji: ${error}`);
  const byId = new Map(attachments.map((attachment) => [attachment.id, attachment]));
  watchPhotoFrames(deps.doc, (id) => {
    const attachment = byId.get(id);
    return attachment ? deps.photos.sourcesFor(attachment)?.fallback ?? null : null;
  });
  // Light mode: the photos the browser renders wait for a tap, as the server's do.
  const { lightMode } = pageFactsFromContextJson(hostJsonText(deps.doc, 'tabiji-context').text);
  await mountPhotos(deps.doc, attachments, deps.pathCode, deps.photos, { isOnTap: lightMode === true });
}

export const photosChunk = { start };
