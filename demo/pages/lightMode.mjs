// The light mode, decided as any host would (docs/integrating.md, "Light mode"): the reader's own choice in the
// `tabiji_light` cookie (`on` or `off`, kept a year), else the browser's `Save-Data: on` (Chromium sends it with the
// system's data saver; iPhones never do, hence the footer's switch). The page tells Tabiji in its context
// (`light_mode`). The switch is a form Tabiji's footer writes, posted to `/{lang}/light-mode`: this sets the cookie
// and sends the reader back where they were, so it works without JavaScript.
import { URLSearchParams } from 'node:url';
import { readBody } from '../http/readBody.mjs';

export const LIGHT_MODE_COOKIE = 'tabiji_light';
/** The switch's post path: a language's first segment and `light-mode`. */
export const LIGHT_MODE_POST = /^\/([a-z]+)\/light-mode$/;
const YEAR_S = 365 * 24 * 60 * 60;
const BODY_LIMIT = 4 * 1024;

/** The value of the cookie `name` in a Cookie header, or undefined. */
function cookieValue(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * Whether this request is read in light mode: the cookie when it says `on` or `off`, else `Save-Data: on`.
 * @param {{ headers: Record<string, string | string[] | undefined> }} request
 */
export function lightModeOf(request) {
  const choice = cookieValue(String(request.headers.cookie ?? ''), LIGHT_MODE_COOKIE);
  if (choice === 'on') return true;
  if (choice === 'off') return false;
  return String(request.headers['save-data'] ?? '').trim().toLowerCase() === 'on';
}

/** A path on this site to send the reader back to: `next` when it is one, else the language's home. */
export function returnPath(next, code) {
  const home = `/${code}/`;
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return home;
  try {
    const url = new URL(next, 'http://demo.invalid');
    return url.origin === 'http://demo.invalid' ? `${url.pathname}${url.search}` : home;
  } catch {
    return home;
  }
}

/**
 * Answers the switch's post: `{ status: 303, location, cookie }`, or `{ status, message }` when refused (a post from
 * another site, a choice that is not `on`, `off` or `toggle`, a body over 4 KB).
 * @param {import('node:http').IncomingMessage} request
 * @param {{ code: string, origin: string }} site
 */
export async function answerLightModePost(request, { code, origin }) {
  // Only the site's own footer may change it (a cross-site form could otherwise switch it for the reader).
  const fetchSite = request.headers['sec-fetch-site'];
  if ((request.headers.origin && request.headers.origin !== origin) || (fetchSite && !['same-origin', 'none'].includes(fetchSite))) {
    return { status: 403, message: 'Forbidden: light mode is switched from the site’s own pages only' };
  }
  const text = await readBody(request, BODY_LIMIT);
  if (text === undefined) return { status: 413, message: 'Payload too large' };
  const params = new URLSearchParams(text);
  const asked = params.get('light') ?? '';
  if (!['on', 'off', 'toggle'].includes(asked)) return { status: 400, message: 'Bad request: light must be on, off or toggle' };
  const isOn = asked === 'toggle' ? !lightModeOf(request) : asked === 'on';
  const secure = origin.startsWith('https:') ? '; Secure' : '';
  return {
    status: 303,
    location: returnPath(params.get('next'), code),
    cookie: `${LIGHT_MODE_COOKIE}=${isOn ? 'on' : 'off'}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax; HttpOnly${secure}`,
  };
}
