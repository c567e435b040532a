// The demo's stand-in data for the place-manager API (TABIJI_PLACE_API_URL; docs/configuration.md describes the
// API's shape): the 13 places the demo's articles are about, keyed by the articles' slugs. `common` holds each
// place's language-independent facts (kind, postal code, coordinates, opening hours, website, phone) and `texts`, per
// path code, its name, address, access, price and notes in that language; an answer for `{id}?lang={code}` joins
// common[id] with texts[code][id] (the address from postalCode, region, locality and street).
import common from './common.mjs';
import cn from './i18n/cn.mjs';
import easy from './i18n/easy.mjs';
import en from './i18n/en.mjs';
import es from './i18n/es.mjs';
import id from './i18n/id.mjs';
import jp from './i18n/jp.mjs';
import ko from './i18n/ko.mjs';
import th from './i18n/th.mjs';
import tw from './i18n/tw.mjs';
import vn from './i18n/vn.mjs';

export default { common, texts: { jp, en, th, cn, tw, ko, id, vn, easy, es } };
