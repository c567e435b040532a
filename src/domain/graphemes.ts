/** The user-perceived characters of `text` (Intl.Segmenter graphemes; code points where Segmenter is missing). */
export function graphemesOf(text: string): string[] {
  if (typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function') {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    return Array.from(segmenter.segment(text), (part) => part.segment);
  }
  return Array.from(text);
}

/** Number of user-perceived characters in `text`; 0 for ''. */
export function graphemeLength(text: string): number {
  return graphemesOf(text).length;
}
