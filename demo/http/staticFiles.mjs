// Files from a folder, served only from inside it, with a content type from a fixed list.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { send, sendText } from './respond.mjs';

const CONTENT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * The absolute path of `relativePath` inside `folder`, or undefined when it would leave the folder, names a
 * hidden file, holds a NUL or is not %-decodable.
 */
export function resolveInside(folder, relativePath) {
  let decoded;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return undefined;
  }
  if (decoded === '' || decoded.includes('\0') || decoded.includes('\\')) return undefined;
  if (decoded.split('/').some((part) => part.startsWith('.'))) return undefined;
  const root = path.resolve(folder);
  const full = path.resolve(root, decoded);
  return full.startsWith(root + path.sep) ? full : undefined;
}

/**
 * Answers with the file, or 404 when it is missing, outside the folder, a directory or of an unlisted type.
 * @param {{ request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse }} exchange
 * @param {{ folder: string, relativePath: string, cacheControl: string, exclude?: string[], headers?: Record<string, string> }} options
 */
export async function serveFile({ request, response }, { folder, relativePath, cacheControl, exclude = [], headers = {} }) {
  const isHead = request.method === 'HEAD';
  const full = resolveInside(folder, relativePath);
  const type = full && CONTENT_TYPES[path.extname(full).toLowerCase()];
  if (!full || !type || exclude.includes(path.basename(full))) {
    sendText(response, 404, 'Not found', isHead);
    return;
  }
  let body;
  try {
    const stat = await fs.stat(full);
    if (!stat.isFile()) throw new Error('not a file');
    body = await fs.readFile(full);
  } catch {
    sendText(response, 404, 'Not found', isHead);
    return;
  }
  send(response, 200, {
    'Content-Type': type,
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  }, body, isHead);
}
