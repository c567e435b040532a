const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;
const MAX_UTF8_BYTES = 4;

/** The `keyword` query parameter of an absolute URL, decoded ('+' as space, bad escapes kept raw); '' when absent or unparseable. */
export function searchWordFrom(href: string): string {
  let search: string;
  try {
    search = new URL(href).search;
  } catch {
    return '';
  }
  for (const pair of search.slice(1).split('&')) {
    const equals = pair.indexOf('=');
    const key = equals === -1 ? pair : pair.slice(0, equals);
    if (decodeQueryComponent(key) === 'keyword') return equals === -1 ? '' : decodeQueryComponent(pair.slice(equals + 1));
  }
  return '';
}

/** Form-style decoding that never throws: '+' becomes a space, valid UTF-8 escapes are decoded, any other '%' text stays as written. */
export function decodeQueryComponent(text: string): string {
  return text.replace(/\+/g, ' ').replace(ESCAPE_RUN, decodeEscapeRun);
}

// Decodes the longest valid prefix (one UTF-8 character is at most 4 escapes) at each position, keeping the rest raw.
function decodeEscapeRun(run: string): string {
  const whole = tryDecode(run);
  if (whole !== undefined) return whole;
  let result = '';
  let index = 0;
  while (index < run.length) {
    let consumed = 3;
    let decoded = run.slice(index, index + 3);
    for (let count = MAX_UTF8_BYTES; count >= 1; count -= 1) {
      const chunk = run.slice(index, index + count * 3);
      const attempt = chunk.length === count * 3 ? tryDecode(chunk) : undefined;
      if (attempt !== undefined) {
        [consumed, decoded] = [chunk.length, attempt];
        break;
      }
    }
    result += decoded;
    index += consumed;
  }
  return result;
}

function tryDecode(escapes: string): string | undefined {
  try {
    return decodeURIComponent(escapes);
  } catch {
    return undefined;
  }
}
