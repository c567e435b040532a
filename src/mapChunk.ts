import { BrowserEnvironmentAdapter } from './adapters/browser/BrowserEnvironmentAdapter';
import { DocumentCookieReader } from './adapters/browser/DocumentCookieReader';
import { GoogleMapsEmbedAdapter } from './adapters/maps/GoogleMapsEmbedAdapter';
import { consentBesideTheVisit, type VisitForAds } from './application/ads/adsBesideTheVisit';
import { readConsentAtStart } from './application/consent/consentStore';
import { mapsSettings } from './composition/browserSettings' with { type: 'macro' };
import type { ConsentChoice } from './domain/consent';
import { disclosurePath } from './domain/externalTransmission';
import { format } from './domain/messageFormat';
import type { PathCode } from './domain/pathCodes';
import { SPOT_CARD_ATTRIBUTE, SPOT_MAP_ATTRIBUTE, SPOT_MAP_BUTTON_CLASS } from './domain/spotCardMarkup';
import type { MapPlace, PlaceMapPort } from './ports/PlaceMapPort';

// The map on request (issue 45), a chunk fetched only when a visitor presses a spot card's "Show the map": the maps
// adapter with its key (a build-time macro, so no other file of the build carries it), the words of the question
// asked before acceptance, and the map itself. A plain object, not re-exports (parcel-bundler/parcel#9972).

/** The words of the map's question and frame in each language; {provider} is the port's providerName. */
interface MapWords {
  /** Said before the map loads when the visitor has not accepted: who provides it and what showing it sends. */
  readonly notice: string;
  /** The question's button: loads the map. */
  readonly confirm: string;
  /** The link to the disclosure page. */
  readonly whoReceives: string;
  /** The map frame's title; {name} is the place's. */
  readonly title: string;
  readonly failed: string;
}

const MAP_WORDS: Readonly<Record<PathCode, MapWords>> = {
  jp: {
    notice: 'この地図は{provider}が提供しています。表示すると、IP アドレス、この場所、ブラウザの情報が{provider}に送信され、{provider}が Cookie を使うことがあります。',
    confirm: '地図を読み込む',
    whoReceives: '送信される情報と送信先',
    title: '地図：{name}',
    failed: '地図を表示できませんでした。',
  },
  en: {
    notice: '{provider} provides this map. Showing it sends {provider} your IP address, this place and details of your browser, and {provider} may use its cookies.',
    confirm: 'Load the map',
    whoReceives: 'What is sent, and to whom',
    title: 'Map: {name}',
    failed: 'The map could not be shown.',
  },
  tw: {
    notice: '此地圖由 {provider} 提供。顯示地圖時，您的 IP 位址、此地點與瀏覽器資訊會傳送給 {provider}，{provider} 也可能使用 Cookie。',
    confirm: '載入地圖',
    whoReceives: '傳送的資訊與接收者',
    title: '地圖：{name}',
    failed: '無法顯示地圖。',
  },
  th: {
    notice: 'แผนที่นี้ให้บริการโดย {provider} เมื่อแสดงแผนที่ ที่อยู่ IP ของคุณ สถานที่นี้ และข้อมูลเบราว์เซอร์ของคุณจะถูกส่งไปยัง {provider} และ {provider} อาจใช้คุกกี้',
    confirm: 'โหลดแผนที่',
    whoReceives: 'ข้อมูลที่ส่งและผู้รับ',
    title: 'แผนที่: {name}',
    failed: 'ไม่สามารถแสดงแผนที่ได้',
  },
  ko: {
    notice: '이 지도는 {provider}에서 제공합니다. 지도를 표시하면 IP 주소, 이 장소, 브라우저 정보가 {provider}에 전송되며 {provider}가 쿠키를 사용할 수 있습니다.',
    confirm: '지도 불러오기',
    whoReceives: '전송되는 정보와 받는 곳',
    title: '지도: {name}',
    failed: '지도를 표시할 수 없습니다.',
  },
  cn: {
    notice: '此地图由 {provider} 提供。显示地图时，您的 IP 地址、此地点和浏览器信息将发送给 {provider}，{provider} 还可能使用 Cookie。',
    confirm: '加载地图',
    whoReceives: '发送的信息及接收方',
    title: '地图：{name}',
    failed: '无法显示地图。',
  },
  id: {
    notice: 'Peta ini disediakan oleh {provider}. Jika ditampilkan, alamat IP Anda, tempat ini, dan informasi peramban Anda dikirim ke {provider}, dan {provider} dapat menggunakan cookie.',
    confirm: 'Muat peta',
    whoReceives: 'Apa yang dikirim dan kepada siapa',
    title: 'Peta: {name}',
    failed: 'Peta tidak dapat ditampilkan.',
  },
  vn: {
    notice: 'Bản đồ này do {provider} cung cấp. Khi hiển thị, địa chỉ IP của bạn, địa điểm này và thông tin trình duyệt của bạn sẽ được gửi đến {provider}, và {provider} có thể dùng cookie.',
    confirm: 'Tải bản đồ',
    whoReceives: 'Thông tin được gửi và bên nhận',
    title: 'Bản đồ: {name}',
    failed: 'Không thể hiển thị bản đồ.',
  },
  easy: {
    notice: 'この ちずは {provider}の ものです。ちずを 出すと、IP アドレス、この ばしょ、ブラウザの じょうほうを {provider}に 送ります。{provider}が クッキーを つかう ことも あります。',
    confirm: 'ちずを 出す',
    whoReceives: '送る じょうほうと 送る 先',
    title: 'ちず：{name}',
    failed: 'ちずを 出せませんでした。',
  },
  es: {
    notice: 'Este mapa lo ofrece {provider}. Al mostrarlo, se envían a {provider} tu dirección IP, este lugar y datos de tu navegador, y {provider} puede usar cookies.',
    confirm: 'Cargar el mapa',
    whoReceives: 'Qué se envía y a quién',
    title: 'Mapa: {name}',
    failed: 'No se ha podido mostrar el mapa.',
  },
};

/** The question's look: styles of a state that exists only after a tap, so they stay out of the page's head. */
const QUESTION_STYLES = `
.tabiji-spot__map--asking { height: auto; min-height: 12rem; }
.tabiji-spot__map-ask { display: grid; gap: 0.5rem; justify-items: start; box-sizing: border-box; width: 100%; padding: 0.75rem 1rem; background: var(--tabiji-paper, #fff); font-size: 0.875rem; }
.tabiji-spot__map-ask p { margin: 0; }
.tabiji-spot__map-failed { margin: 0; padding: 0.25rem 0.5rem; background: var(--tabiji-paper, #fff); }
`;

const ASKING_CLASS = 'tabiji-spot__map--asking';
let isStyled = false;
/** How many questions this page has asked: each notice's id. */
let asked = 0;
function adoptQuestionStyles(document: Document): void {
  if (isStyled) return;
  isStyled = true;
  // A constructed sheet: a page's CSP may allow no inline <style>, and these rules are needed only after a tap.
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(QUESTION_STYLES);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // An engine without constructed sheets shows the question unstyled, in the same box.
  }
}

/** The facade's place: its coordinates and its card's name; null when the facade's attribute is not two numbers. */
export function placeOfFacade(facade: Element): MapPlace | null {
  const [latitude, longitude, ...rest] = (facade.getAttribute(SPOT_MAP_ATTRIBUTE) ?? '').split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (rest.length > 0 || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const name = facade.closest(`[${SPOT_CARD_ATTRIBUTE}]`)?.querySelector('h2')?.textContent?.trim() ?? '';
  return { latitude: latitude!, longitude: longitude!, name };
}

/** What the chunk needs of the page: its language, the visitor's choice as it is now, and where failures go. */
export interface MapRequest {
  readonly pathCode: PathCode;
  readonly consentChoice: () => ConsentChoice;
  readonly report: (message: string, error: unknown) => void;
  /** The maps provider; the build's adapter when not given (tests give a fake). */
  readonly maps?: PlaceMapPort;
}

/**
 * Answers a press on `facade`'s "Show the map": the map at once when the visitor has accepted; otherwise, first, in
 * the same box, who provides the map and what showing it sends, with a button that loads it (and a link to the
 * disclosure page). Only that second press, or the first after acceptance, requests anything of the provider.
 */
function show(facade: HTMLElement, request: MapRequest): void {
  const { pathCode } = request;
  const words = MAP_WORDS[pathCode];
  const document = facade.ownerDocument;
  const maps = request.maps ?? new GoogleMapsEmbedAdapter(mapsSettings());
  const place = placeOfFacade(facade);
  const facadeParts = Array.from(facade.childNodes);
  const load = () => {
    facade.classList.remove(ASKING_CLASS);
    try {
      if (!place) throw new Error(`the map cannot be shown: ${JSON.stringify(facade.getAttribute(SPOT_MAP_ATTRIBUTE))} is not "latitude,longitude"`);
      maps.show(facade, place, pathCode, format(words.title, { name: place.name }));
      facade.querySelector('iframe')?.focus();
    } catch (error) {
      request.report('Tabiji: the map could not be shown.', error);
      // The facade as it was, its link still there, and a word on what happened in place of its button.
      const failed = document.createElement('p');
      failed.className = 'tabiji-spot__map-failed';
      failed.setAttribute('role', 'status');
      failed.textContent = words.failed;
      facade.replaceChildren(...facadeParts.filter((part) => !(part instanceof Element && part.classList.contains(SPOT_MAP_BUTTON_CLASS))), failed);
      adoptQuestionStyles(document);
    }
  };
  if (request.consentChoice() === 'accepted') {
    load();
    return;
  }
  adoptQuestionStyles(document);
  const question = document.createElement('div');
  question.className = 'tabiji-spot__map-ask';
  const notice = document.createElement('p');
  notice.id = `tabiji-map-ask-${(asked += 1)}`;
  notice.textContent = format(words.notice, { provider: maps.providerName });
  const confirm = document.createElement('button');
  confirm.type = 'button';
  confirm.className = 'tabiji-button tabiji-button--primary';
  confirm.textContent = words.confirm;
  confirm.setAttribute('aria-describedby', notice.id);
  confirm.addEventListener('click', load, { once: true });
  const who = document.createElement('a');
  who.href = disclosurePath(pathCode);
  who.textContent = words.whoReceives;
  question.append(notice, confirm, who);
  facade.replaceChildren(question);
  // As tall as the question needs (a long language on a narrow phone): it grows under the visitor's own tap.
  facade.classList.add(ASKING_CLASS);
  // The pressed button is gone: the focus goes to the one that now asks, so a keyboard user goes on from there.
  confirm.focus();
}

/**
 * `show` on the page: the consent is the visit's consent store once the visit's services run (the one the cookie
 * notice changes), and until then the notice cookies as the page started (adsBesideTheVisit.ts).
 */
function showOnPage(facade: HTMLElement, { pathCode, visit, report }: { pathCode: PathCode; visit: VisitForAds; report: MapRequest['report'] }): void {
  const consent = consentBesideTheVisit(visit, () => readConsentAtStart({ cookies: new DocumentCookieReader(), environment: new BrowserEnvironmentAdapter() }));
  show(facade, { pathCode, report, consentChoice: () => consent.getState().choice });
}

export const mapChunk = { show, showOnPage };
