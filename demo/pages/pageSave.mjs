// The article's "Save" control (issue 46, docs/integrating.md "Saved items") in the host pages, asked for as the
// survey is (pageSurvey.mjs): the article marks where it goes, and the renderer's `save` region fills the mark;
// without the renderer, the mark is dropped.
import { raw } from '../http/html.mjs';

const SAVE_MARK = '<!--tabiji-save-->';

/** Where the article's "Save" control goes. */
export function saveSlot() {
  return raw(SAVE_MARK);
}

/** The `save` region, asked for when `body` has its mark (`saveRegion`, read by the layout's request). */
export function saveRequest(body) {
  return body.includes(SAVE_MARK) ? { saveRegion: ['save'] } : {};
}

/** `body` with the renderer's control (Tabiji's own escaped HTML) in place of its mark, or without the mark. */
export function fillSave(body, rendered) {
  return body.replace(SAVE_MARK, () => rendered ?? '');
}
