import type { CookiePort } from '../../ports/CookiePort';

/** Decodes what js-cookie encodes (percent-escapes); undefined where it does not decode (js-cookie skips those). */
function decoded(text: string): string | undefined {
  try {
    return text.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
  } catch {
    return undefined;
  }
}

/**
 * Reads first-party cookies as js-cookie does (JsCookieAdapter writes them), for the claim program, which only reads
 * (the consent choice, Google's client id) and so carries no cookie library; a blocked jar reads as empty.
 */
export class DocumentCookieReader implements Pick<CookiePort, 'get'> {
  get(name: string): string | undefined {
    let jar: string;
    try {
      jar = document.cookie;
    } catch {
      return undefined;
    }
    for (const pair of jar ? jar.split('; ') : []) {
      const at = pair.indexOf('=');
      if (at < 1 || decoded(pair.slice(0, at)) !== name) continue;
      const value = pair.slice(at + 1);
      const read = decoded(value.startsWith('"') && value.endsWith('"') && value.length > 1 ? value.slice(1, -1) : value);
      if (read !== undefined) return read;
    }
    return undefined;
  }
}
