import { useState } from 'react';
import { HOST_MARKUP } from '../domain/hostMarkup';
import type { PathCode } from '../domain/languages';
import { photoSizes, type PlaceAttachment } from '../domain/placePhotos';
import type { PhotoServicePort } from '../ports/PhotoServicePort';
import { FoldedPhoto, PlacePhoto, type PlacePhotoProps } from './components/PlacePhoto';

/**
 * Renders a place photo into each of the host's photo placeholders (`data-tabiji-photo="id"`) that the server left
 * empty (a host without Tabiji's renderer): the same markup as the server's. The page's first placeholder gets the
 * high fetch priority when it is one of these (a server-rendered first photo already has it). A placeholder naming
 * no attachment of the page is reported and left as it is. In light mode (`isOnTap`) each waits for a tap. Returns the
 * ids rendered.
 */
export async function mountPhotos(
  root: ParentNode,
  attachments: readonly PlaceAttachment[],
  pathCode: PathCode,
  photos: PhotoServicePort,
  { isOnTap }: { isOnTap: boolean } = { isOnTap: false },
): Promise<string[]> {
  const placeholders = Array.from(root.querySelectorAll<HTMLElement>(`[${HOST_MARKUP.photo}]`));
  const empty = placeholders.filter((placeholder) => placeholder.firstElementChild === null);
  if (empty.length === 0) return [];
  const { createRoot } = await import('react-dom/client');
  const byId = new Map(attachments.map((attachment) => [attachment.id, attachment]));
  const rendered: string[] = [];
  for (const placeholder of empty) {
    const id = placeholder.getAttribute(HOST_MARKUP.photo) ?? '';
    const attachment = byId.get(id);
    if (!attachment) {
      console.error(`Tabiji: a photo placeholder names "${id.slice(0, 80)}", which the page's tabiji-photos JSON does not list; left empty.`);
      continue;
    }
    const isPriority = placeholder === placeholders[0] && placeholder.getAttribute(HOST_MARKUP.photoPriority) !== 'low';
    const props: PlacePhotoProps = { attachment, sources: photos.sourcesFor(attachment), pathCode, sizes: photoSizes(placeholder.getAttribute(HOST_MARKUP.photoSizes)), isPriority };
    createRoot(placeholder).render(isOnTap && props.sources ? <PhotoOnTap {...props} /> : <PlacePhoto {...props} />);
    rendered.push(id);
  }
  return rendered;
}

/** Light mode in the browser: the photo folded (as the server folds it), rendered only once the reader opens it. */
function PhotoOnTap(props: PlacePhotoProps) {
  const [isOpened, setOpened] = useState(false);
  return (
    <FoldedPhoto attachment={props.attachment} pathCode={props.pathCode} onToggle={(isOpen) => isOpen && setOpened(true)}>
      {isOpened && <PlacePhoto {...props} isPriority={false} />}
    </FoldedPhoto>
  );
}
