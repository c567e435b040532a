// The chrome dictionary of each page language: the demo host speaks all ten.
import easy from './easy.mjs';
import en from './en.mjs';
import es from './es.mjs';
import id from './id.mjs';
import ja from './ja.mjs';
import ko from './ko.mjs';
import th from './th.mjs';
import vi from './vi.mjs';
import zhCn from './zhCn.mjs';
import zhTw from './zhTw.mjs';

const DICTIONARIES = { en, ja, easy, ko, th, 'zh-cn': zhCn, 'zh-tw': zhTw, id, vi, es };

/** @typedef {typeof en} Dictionary */

/** The names of every dictionary, as languages.mjs refers to them. */
export const DICTIONARY_NAMES = Object.freeze(Object.keys(DICTIONARIES));

/** The dictionary named by a language's `dictionary` field; English when there is none of that name. */
export function dictionaryFor(name) {
  return DICTIONARIES[name] ?? en;
}
