// The chrome dictionary of a page language: six written ones, English for the rest.
import en from './en.mjs';
import ja from './ja.mjs';
import ko from './ko.mjs';
import th from './th.mjs';
import zhCn from './zhCn.mjs';
import zhTw from './zhTw.mjs';

const DICTIONARIES = { en, ja, ko, th, 'zh-cn': zhCn, 'zh-tw': zhTw };

/** @typedef {typeof en} Dictionary */

/** The dictionary named by a language's `dictionary` field; English when there is none of that name. */
export function dictionaryFor(name) {
  return DICTIONARIES[name] ?? en;
}
