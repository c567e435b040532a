import { HOST_MARKUP } from '../../domain/hostMarkup';
import { EARLY_INTERACTIONS } from './earlyInteractions';

/** What becomes of the taps kept for regions whose code could not be loaded. */
export interface TapReplay {
  /** The regions' code will not come: each kept tap gets the server HTML's own action (a link is followed). */
  giveUp(regions: readonly HTMLElement[]): void;
}

/**
 * The first tap is never lost and never doubled. A click on a control of an island's server HTML marked
 * `data-tabiji-replay="key"` while the island is not ready (no `data-tabiji-ready`) is kept: its own action is
 * stopped (a link is not followed), `onKept` asks for the island, and when the island is ready the click is made,
 * once, on the control with the same key, which now runs the island's code. Several taps on one control before then
 * are one tap. Controls not so marked, and every control of a ready island, are left alone: the server HTML's
 * `<details>` menus and links work before any code.
 */
export function replayEarlyTaps(doc: Document, onKept: (region: HTMLElement) => void): TapReplay {
  /** The kept controls by region, one per key. */
  const kept = new Map<HTMLElement, Map<string, HTMLElement>>();
  /** The keys of kept controls that had the focus when tapped: the control made from them gets it back. */
  const focused = new Set<string>();
  /** Controls whose kept tap is given back to the browser (a region that failed): their next click goes through. */
  const released = new WeakSet<Element>();

  /** The island's own control for `key`: not one the server HTML alone has (replaced in a render after hydration). */
  const liveControl = (region: HTMLElement, key: string) =>
    Array.from(region.querySelectorAll<HTMLElement>(`[${HOST_MARKUP.replay}]`)).find(
      (element) => element.getAttribute(HOST_MARKUP.replay) === key && !element.hasAttribute(HOST_MARKUP.serverOnly),
    );

  /** Makes each kept tap of `region` once its control is the island's; false while one still waits for it. */
  const replay = (region: HTMLElement): boolean => {
    const controls = kept.get(region);
    for (const [key, keptControl] of controls ?? []) {
      const control = liveControl(region, key);
      if (!control && keptControl.isConnected && keptControl.hasAttribute(HOST_MARKUP.serverOnly)) continue;
      controls?.delete(key);
      if (control) {
        // Hydration may have replaced the element that had the focus (a link became a button): focus goes to its
        // successor, so what the island does next (a notice giving focus back once closed) starts from there.
        if (focused.delete(key)) control.focus({ preventScroll: true });
        control.click();
      } else console.info(`Tabiji: the "${key}" control is gone from its island; the early tap on it was dropped.`);
    }
    if (controls && controls.size > 0) return false;
    kept.delete(region);
    return true;
  };

  /** Once the region is ready, and again as its controls change (a server-only control replaced a render later). */
  const whenReady = (region: HTMLElement) => {
    const observer = new MutationObserver(() => {
      if (region.hasAttribute(HOST_MARKUP.ready) && replay(region)) observer.disconnect();
    });
    observer.observe(region, { attributes: true, attributeFilter: [HOST_MARKUP.ready], childList: true, subtree: true });
  };

  /** Keeps a tap on `control` (of `region`, not ready) and asks for its island. */
  const keep = (control: HTMLElement, region: HTMLElement) => {
    const controls = kept.get(region) ?? new Map<string, HTMLElement>();
    if (!kept.has(region)) {
      kept.set(region, controls);
      whenReady(region);
    }
    const key = control.getAttribute(HOST_MARKUP.replay) ?? '';
    controls.set(key, control);
    if (control.contains(doc.activeElement)) focused.add(key);
    onKept(region);
  };
  const notReadyRegionOf = (control: HTMLElement | null | undefined) => {
    const region = control?.closest<HTMLElement>(`[${HOST_MARKUP.island}]`);
    return region && !region.hasAttribute(HOST_MARKUP.ready) ? region : null;
  };

  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const control = target?.closest<HTMLElement>(`[${HOST_MARKUP.replay}]`);
      const region = notReadyRegionOf(control);
      if (!control || !region || released.has(control)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      keep(control, region);
    },
    { capture: true },
  );
  // The taps the head's notice script kept before this listened (earlyInteractions.ts): kept here from now on.
  doc.documentElement.setAttribute(EARLY_INTERACTIONS.replayListens, '');
  for (const control of Array.from(doc.querySelectorAll<HTMLElement>(`[${EARLY_INTERACTIONS.kept}]`))) {
    control.removeAttribute(EARLY_INTERACTIONS.kept);
    const region = notReadyRegionOf(control);
    if (region) keep(control, region);
  }

  return {
    giveUp(regions) {
      for (const region of regions) {
        const controls = kept.get(region);
        kept.delete(region);
        for (const control of controls?.values() ?? []) {
          if (!control.isConnected) continue;
          released.add(control);
          control.click();
        }
      }
    },
  };
}
