// One way to build HTML: the `html` tagged template escapes every interpolation unless it is marked safe.

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Markup that is already safe: produced by `html` or explicitly marked with `raw`. */
export class SafeHtml {
  /** @param {string} text */
  constructor(text) {
    this.text = text;
  }

  toString() {
    return this.text;
  }
}

/** Text with & < > " ' replaced by character references; safe in element content and quoted attributes. */
export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

/** Marks trusted markup so `html` inserts it unescaped. Use only for markup this server wrote. */
export function raw(markup) {
  return new SafeHtml(String(markup));
}

/** One interpolated value: null/undefined/false → nothing, arrays → each item, SafeHtml as is, else escaped. */
function render(value) {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(value);
}

/** Tagged template: html`<p>${text}</p>` escapes `text`; nested html`` results and raw() pass through. */
export function html(strings, ...values) {
  let out = strings[0];
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1];
  });
  return new SafeHtml(out);
}

/**
 * JSON for a <script type="application/json"> element: < > & and U+2028/U+2029 become \u escapes,
 * so neither `</script>` nor `<!--` can end or change the element.
 */
export function jsonForScript(value) {
  const text = JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) =>
    `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return raw(text);
}
