import { isOpenAt, parseOpeningHours } from './domain/openingHours';
import type { PathCode } from './domain/pathCodes';
import { SPOT_HOURS_ATTRIBUTE, SPOT_MAP_ATTRIBUTE, SPOT_MAP_BUTTON_CLASS, SPOT_NOW_CLASS } from './domain/spotCardMarkup';

// The spot cards' browser part, one small chunk the entry fetches when a card nears the viewport or the visitor first
// interacts (main.tsx): "open now", which the server HTML cannot say (it is cached, and a page is read at any hour),
// so the browser reads each card's hours and Japan's time; and the map facades' buttons, shown now that a press can
// be answered (the map itself is another chunk, fetched on the press). A plain object, not re-exports
// (parcel-bundler/parcel#9972).

/** "Open now" and "Closed now" in each language: two words a card needs, kept here rather than in a catalog chunk. */
const NOW_WORDS: Readonly<Record<PathCode, readonly [open: string, closed: string]>> = {
  jp: ['営業中', '営業時間外'],
  en: ['Open now', 'Closed now'],
  tw: ['營業中', '非營業時間'],
  th: ['เปิดอยู่ตอนนี้', 'ปิดอยู่ตอนนี้'],
  ko: ['지금 운영 중', '지금 운영 종료'],
  cn: ['营业中', '非营业时间'],
  id: ['Buka sekarang', 'Tutup sekarang'],
  vn: ['Đang mở cửa', 'Đang đóng cửa'],
  easy: ['いま あいています', 'いま しまっています'],
  es: ['Abierto ahora', 'Cerrado ahora'],
};

/**
 * Says on each spot card under `root` whether its place is open at `at` (Japan time), after the kicker: ' · Open now'.
 * A card whose hours cannot be read says nothing. Returns how many cards it marked.
 */
function start(root: ParentNode, pathCode: PathCode, at: Date = new Date(), onShowMap?: (facade: HTMLElement) => void): number {
  if (onShowMap) showMapButtons(root, onShowMap);
  const [open, closed] = NOW_WORDS[pathCode];
  let marked = 0;
  for (const card of Array.from(root.querySelectorAll(`[${SPOT_HOURS_ATTRIBUTE}]`))) {
    const slot = card.querySelector(`.${SPOT_NOW_CLASS}`);
    let hours = null;
    try {
      hours = parseOpeningHours(JSON.parse(card.getAttribute(SPOT_HOURS_ATTRIBUTE) ?? '')).hours;
    } catch {
      // Not JSON: nothing said.
    }
    if (!slot || !hours) continue;
    const isOpen = isOpenAt(hours, at);
    slot.textContent = ` · ${isOpen ? open : closed}`;
    slot.setAttribute('data-open', String(isOpen));
    marked += 1;
  }
  return marked;
}

/** Shows each map facade's button under `root`, a press on it handed to `onShowMap` with its facade (once). */
function showMapButtons(root: ParentNode, onShowMap: (facade: HTMLElement) => void): void {
  for (const button of Array.from(root.querySelectorAll<HTMLButtonElement>(`[${SPOT_MAP_ATTRIBUTE}] > .${SPOT_MAP_BUTTON_CLASS}`))) {
    const facade = button.parentElement!;
    button.addEventListener('click', () => onShowMap(facade), { once: true });
    button.hidden = false;
  }
}

export const placesChunk = { start };
