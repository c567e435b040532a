// The demo host's own sign-in, for builds with TABIJI_IDENTITY=host-session: a server session in a cookie, as a
// site that signs visitors in itself has one. Tabiji's host-session adapter reads it from GET /api/session and
// signs out with POST /api/session/logout and the session's CSRF token. Sessions live in memory (a restart signs
// everyone out).
import { createHash, randomBytes } from 'node:crypto';
import { URLSearchParams } from 'node:url';
import { signInRefusal } from './collector/crossSiteRefusal.mjs';
import { safeNextPath } from './pages/signinPage.mjs';

const COOKIE = 'tabiji_demo_session';
const MAX_FORM_BYTES = 8 * 1024;
const MAX_FIELD = 200;

/** @typedef {{ id: number, name: string | null, email: string, photoURL: string | null }} DemoUser */

function cookieOf(request) {
  const pair = (request.headers.cookie ?? '').split(';').map((part) => part.trim()).find((part) => part.startsWith(`${COOKIE}=`));
  return pair ? pair.slice(COOKIE.length + 1) : null;
}

function readForm(request) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) reject(new Error('form too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });
}

/** The same user id for the same e-mail address: a whole number, as the event log's user_id. */
function userIdFor(email) {
  return createHash('sha256').update(email.toLowerCase()).digest().readUInt32BE(0) % 1_000_000_000 + 1;
}

function json(response, status, body, headers = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  response.end(JSON.stringify(body));
}

/**
 * Routes of the demo's host session: POST /api/session/signin (form: email, name, photoURL, next; only from the site's
 * own pages, `ownOrigins`: login CSRF is refused), GET
 * /api/session, POST /api/session/logout (header X-CSRF-Token). Returns whether it answered.
 */
export function createHostSessionRoutes({ isSecure = false, ownOrigins = [] } = {}) {
  /** @type {Map<string, { user: DemoUser, csrfToken: string }>} */
  const sessions = new Map();
  const cookieAttributes = `Path=/; HttpOnly; SameSite=Lax${isSecure ? '; Secure' : ''}`;

  async function handle({ request, response, url }) {
    const { pathname } = url;
    if (pathname === '/api/session' && (request.method === 'GET' || request.method === 'HEAD')) {
      const session = sessions.get(cookieOf(request) ?? '');
      json(response, 200, session ? { user: session.user, csrfToken: session.csrfToken } : { user: null, csrfToken: '' });
      return true;
    }
    if (pathname === '/api/session/signin' && request.method === 'POST') {
      // Login CSRF: another site's page must not sign the visitor in as an account of its choosing.
      const refusal = signInRefusal(request.headers, ownOrigins);
      if (refusal) {
        request.resume();
        response.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end(`Sign-in refused: ${refusal}.\n`);
        return true;
      }
      const form = await readForm(request).catch(() => null);
      const email = form?.get('email')?.trim().slice(0, MAX_FIELD) ?? '';
      if (!form || !/^[^\s@]+@[^\s@]+$/.test(email)) {
        response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('An e-mail address is required.\n');
        return true;
      }
      const photo = form.get('photoURL')?.trim() ?? '';
      const user = {
        id: userIdFor(email),
        name: form.get('name')?.trim().slice(0, MAX_FIELD) || null,
        email,
        photoURL: /^https?:\/\//.test(photo) ? photo.slice(0, 2000) : null,
      };
      const id = randomBytes(24).toString('base64url');
      sessions.set(id, { user, csrfToken: randomBytes(24).toString('base64url') });
      response.writeHead(303, { Location: safeNextPath(form.get('next'), '/en/'), 'Set-Cookie': `${COOKIE}=${id}; ${cookieAttributes}`, 'Cache-Control': 'no-store' });
      response.end();
      return true;
    }
    if (pathname === '/api/session/logout' && request.method === 'POST') {
      const id = cookieOf(request) ?? '';
      const session = sessions.get(id);
      if (session && request.headers['x-csrf-token'] !== session.csrfToken) {
        json(response, 403, { error: 'the CSRF token does not match the session' });
        return true;
      }
      sessions.delete(id);
      response.writeHead(204, { 'Set-Cookie': `${COOKIE}=; ${cookieAttributes}; Max-Age=0`, 'Cache-Control': 'no-store' });
      response.end();
      return true;
    }
    return false;
  }
  /** The session a request's cookie names, or null (the demo's app API asks who is signed in). */
  handle.sessionOf = (request) => sessions.get(cookieOf(request) ?? '') ?? null;
  return handle;
}
