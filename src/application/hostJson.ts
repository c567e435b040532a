/**
 * The text of the host's JSON data element `<script type="application/json" id="{id}">`, read only from such a
 * script element: article content with an element of the same id (DOM clobbering: `getElementById` returns the
 * first one) is never read. Several such scripts are reported, and the last one is read: the host-page contract puts
 * the host's own at the end of `<body>`, after any content. Null when there is none.
 */
export function hostJsonText(doc: Document, id: string): { text: string | null; errors: string[] } {
  const scripts = Array.from(doc.querySelectorAll<HTMLScriptElement>('script[type="application/json"]')).filter(
    (script) => script.id === id,
  );
  const errors: string[] = [];
  const others = doc.querySelectorAll(`[id="${id}"]`).length - scripts.length;
  if (others > 0) errors.push(`${id}: ${others} other element(s) on the page have this id; only the JSON script is read`);
  if (scripts.length > 1) errors.push(`${id}: ${scripts.length} JSON scripts have this id; the last one is read`);
  return { text: scripts.at(-1)?.textContent ?? null, errors };
}
