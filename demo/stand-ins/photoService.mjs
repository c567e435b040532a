// The place-attachment photo service's stand-in, on the demo's own origin (so the demo's CSP already allows it): the
// new host at /photo-service/new/{id}/{width}.{format} and the old host at /photo-service/old/…, serving the
// generated scenes (demo/photos/) for the attachments of demo/content/photos.mjs, as each attachment's `service`
// says: its image, 503 (the host in trouble) or 404.
import { readFile } from 'node:fs/promises';
import { PHOTO_ATTACHMENTS } from '../content/photos.mjs';
import { send, sendText } from '../http/respond.mjs';
import { IMMUTABLE } from '../http/staticFiles.mjs';
import { PHOTO_FORMATS, PHOTO_WIDTHS, photoFile } from '../photos/generatePhotos.mjs';

export const PHOTO_SERVICE_PATH = '/photo-service/';

const ROUTE = /^\/photo-service\/(new|old)\/([^/]+)\/(\d{1,5})\.([a-z]+)$/;

/**
 * What the stand-in answers for `pathname`: the file of a scene, or an error status. Unknown paths, attachments,
 * widths and formats are 404s before any attachment's own answer (503 from a host in trouble).
 * @returns {{ status: 200, scene: string, width: number, format: string } | { status: 404 | 503 }}
 */
export function photoServiceAnswer(pathname) {
  const match = ROUTE.exec(pathname);
  if (!match) return { status: 404 };
  const [, host, id, widthText, format] = match;
  const attachment = PHOTO_ATTACHMENTS.get(id);
  const width = Number(widthText);
  if (!attachment || !PHOTO_WIDTHS.includes(width) || !Object.hasOwn(PHOTO_FORMATS, format)) return { status: 404 };
  const availability = attachment.service[host];
  if (availability === 'unavailable') return { status: 503 };
  if (availability !== 'served') return { status: 404 };
  return { status: 200, scene: attachment.scene, width, format };
}

/**
 * The stand-in's routes over the generated photos in `folder` (kept in memory once read: a few MB). GET and HEAD.
 * @param {string} folder  from ensurePhotos()
 * @returns {(exchange: { request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, url: URL }) => Promise<boolean>}
 */
export function createPhotoServiceRoutes(folder) {
  const files = new Map();
  const bytesOf = (file) => {
    if (!files.has(file)) files.set(file, readFile(file));
    return files.get(file);
  };
  return async function handlePhotoService({ request, response, url }) {
    if (!url.pathname.startsWith(PHOTO_SERVICE_PATH)) return false;
    const isHead = request.method === 'HEAD';
    const answer = photoServiceAnswer(url.pathname);
    if (answer.status === 503) {
      send(response, 503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '60', 'X-Content-Type-Options': 'nosniff' }, 'Service unavailable\n', isHead);
      return true;
    }
    if (answer.status !== 200) {
      sendText(response, 404, 'Not found', isHead);
      return true;
    }
    const file = photoFile(folder, answer.scene, answer.width, answer.format);
    let body;
    try {
      body = await bytesOf(file);
    } catch (error) {
      files.delete(file);
      console.error(`Tabiji demo: photo stand-in: ${file} could not be read (${error.code ?? error.message})`);
      sendText(response, 500, 'Internal server error', isHead);
      return true;
    }
    send(response, 200, { 'Content-Type': PHOTO_FORMATS[answer.format], 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' }, body, isHead);
    return true;
  };
}
