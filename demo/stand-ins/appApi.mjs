// The main app API's stand-in for saved items (TABIJI_APP_API_URL, by default /api/), on the demo's own origin, as
// docs/configuration.md ("The main app API: saved items") describes it: `POST /api/saved-items/merge` adds the items
// sent to the signed-in reader's list (each key once, an item it has keeps its earlier save) and `DELETE
// /api/saved-items/{key}` takes one off; both answer `{"items": [...]}`, the whole list, newest first. Who is signed
// in: the Firebase identity token in `Authorization: Bearer`, verified by the Auth emulator (as Firebase Admin's
// verifyIdToken would be against Google), or the host session's cookie with its CSRF token. A real store: one JSON
// file in the demo's data folder, replaced whole on each change (written beside it, then renamed over it).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readBody } from '../http/readBody.mjs';
import { sendJson } from '../http/respond.mjs';

const PREFIX = '/api/saved-items';
const BODY_LIMIT = 256 * 1024;
const MAX_ITEMS = 200;
const PATH_CODES = new Set(['jp', 'en', 'th', 'cn', 'tw', 'ko', 'id', 'vn', 'easy', 'es']);

/** An entry as an item of a list, or null when it is not one (the shape Tabiji's saved items have). */
function itemOf(entry) {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
  const { kind, key, title, path: itemPath, language, savedAtMs } = entry;
  const isSitePath = (text) => typeof text === 'string' && text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\') && text.length <= 512 && !/[\p{Cc}\s]/u.test(text);
  if (kind !== 'article' && kind !== 'place') return null;
  if (typeof key !== 'string' || key.length > 512 || (kind === 'article' ? !isSitePath(key) : !/^place:.+/.test(key))) return null;
  if (typeof title !== 'string' || title.trim() === '' || title.length > 200) return null;
  if (!isSitePath(itemPath) || !PATH_CODES.has(language)) return null;
  if (typeof savedAtMs !== 'number' || !Number.isFinite(savedAtMs) || savedAtMs < 0) return null;
  return { kind, key, title, path: itemPath, language, savedAtMs };
}

/** The saved items of every account, kept in one JSON file. */
export class AccountSavedItemsStore {
  /** @param {string} filePath  created (with its folder) at the first change */
  constructor(filePath) {
    this.filePath = filePath;
    /** @type {Record<string, object[]>} */
    this.lists = {};
    if (existsSync(filePath)) {
      try {
        this.lists = JSON.parse(readFileSync(filePath, 'utf8'));
      } catch (error) {
        console.warn(`demo app API: ${filePath} is not readable JSON (${error.message}); starting with no saved items`);
      }
    }
  }

  list(account) {
    return this.lists[account] ?? [];
  }

  /** Adds `items` to the account's list, each key once, the earlier save kept; the list, newest first. */
  merge(account, items) {
    const byKey = new Map(this.list(account).map((item) => [item.key, item]));
    for (const item of items) {
      const known = byKey.get(item.key);
      if (!known || item.savedAtMs < known.savedAtMs) byKey.set(item.key, item);
    }
    return this.keep(account, [...byKey.values()]);
  }

  remove(account, key) {
    return this.keep(account, this.list(account).filter((item) => item.key !== key));
  }

  keep(account, items) {
    const list = items.sort((a, b) => b.savedAtMs - a.savedAtMs).slice(0, MAX_ITEMS);
    this.lists = { ...this.lists, [account]: list };
    mkdirSync(path.dirname(this.filePath), { recursive: true });
    const next = `${this.filePath}.next`;
    writeFileSync(next, JSON.stringify(this.lists));
    renameSync(next, this.filePath);
    return list;
  }
}

/**
 * The account a request speaks for, or null: a Firebase identity token the Auth emulator knows, or the host
 * session's cookie with its CSRF token. Never logs the token.
 * @param {import('node:http').IncomingMessage} request
 * @param {{ authEmulatorUrl: string, apiKey: string, hostSessionOf: (request: import('node:http').IncomingMessage) => ({ user: { id: number }, csrfToken: string } | null) }} who
 */
async function accountOf(request, who) {
  const bearer = /^Bearer ([\w.-]{1,4096})$/.exec(request.headers.authorization ?? '');
  if (bearer && who.authEmulatorUrl) {
    try {
      const answer = await fetch(`${who.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=${encodeURIComponent(who.apiKey)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken: bearer[1] }),
        signal: AbortSignal.timeout(3000),
      });
      const body = answer.ok ? await answer.json() : null;
      const localId = body?.users?.[0]?.localId;
      return typeof localId === 'string' && localId !== '' ? `firebase:${localId}` : null;
    } catch {
      return null;
    }
  }
  const session = who.hostSessionOf(request);
  if (session && request.headers['x-csrf-token'] === session.csrfToken) return `host:${session.user.id}`;
  return null;
}

/**
 * Answers the saved-items paths; false for other paths.
 * @param {{ request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, url: URL }} exchange
 * @param {{ store: AccountSavedItemsStore } & Parameters<typeof accountOf>[1]} options
 */
export async function handleAppApi({ request, response, url }, { store, ...who }) {
  const { pathname } = url;
  if (pathname !== `${PREFIX}/merge` && !pathname.startsWith(`${PREFIX}/`)) return false;
  const isMerge = pathname === `${PREFIX}/merge`;
  const allowed = isMerge ? 'POST' : 'DELETE';
  if (request.method !== allowed) {
    sendJson(response, 405, { error: `use ${allowed}` }, { Allow: allowed });
    return true;
  }
  const account = await accountOf(request, who);
  if (!account) {
    sendJson(response, 401, { error: 'nobody is signed in' });
    return true;
  }
  if (!isMerge) {
    let key;
    try {
      key = decodeURIComponent(pathname.slice(`${PREFIX}/`.length));
    } catch {
      sendJson(response, 400, { error: 'the key is not a URL-encoded text' });
      return true;
    }
    sendJson(response, 200, { items: store.remove(account, key) });
    return true;
  }
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
    sendJson(response, 415, { error: 'send the items as application/json' });
    return true;
  }
  const text = await readBody(request, BODY_LIMIT);
  if (text === undefined) {
    sendJson(response, 413, { error: `a merge is at most ${BODY_LIMIT} bytes` }, { Connection: 'close' });
    return true;
  }
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    sendJson(response, 400, { error: 'the body is not JSON' });
    return true;
  }
  if (!Array.isArray(body?.items) || body.items.length > MAX_ITEMS) {
    sendJson(response, 422, { error: `items must be a list of at most ${MAX_ITEMS} saved items` });
    return true;
  }
  const items = body.items.map(itemOf);
  if (items.includes(null)) {
    sendJson(response, 422, { error: 'an entry of items is not a saved item' });
    return true;
  }
  sendJson(response, 200, { items: store.merge(account, items) });
  return true;
}
