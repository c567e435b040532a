import { CLAIM_PROGRAM_GLOBAL } from '../../domain/claimProgramGlobal';
import type { ClaimProgramPort } from '../../ports/ClaimProgramPort';
import type { StoragePort } from '../../ports/StoragePort';
import { NO_CLAIM_PROGRAM } from './claimProgram';

// The browser for the head script (src/pageViewHead.ts), which must stay about a kilobyte: only what it uses, each as
// small as it can be. The islands use the full adapters (BrowserStorageAdapter, BrowserPageLifecycleAdapter, …).

/** A v4 UUID, where the browser makes them (secure contexts: https and localhost); undefined elsewhere. */
export const randomUuid = (): string | undefined => crypto.randomUUID?.();

/**
 * Session storage for the head script: reaching it throws where it is blocked, and so may a write when it is full.
 * The head script stops then, and the claim program, finding no claim, makes its own.
 */
export function sessionStorageAtStart(): Pick<StoragePort, 'get' | 'set'> {
  const storage = window.sessionStorage;
  return {
    get: (key) => storage.getItem(key),
    set: (key, value) => (storage.setItem(key, value), true),
  };
}

/** Runs `task` once the page is the visitor's: now, or at a prerendered page's activation. */
export function whenActivated(task: () => void): void {
  if ((document as Document & { prerendering?: boolean }).prerendering === true) {
    document.addEventListener('prerenderingchange', task, { once: true });
  } else {
    task();
  }
}

/** When the visitor's page view began (epoch ms): navigation start, or a prerendered page's activation. */
export function activatedAtMs(): number {
  const entry = performance.getEntriesByType?.('navigation')[0] as (PerformanceEntry & { activationStart?: number }) | undefined;
  return Math.round(performance.timeOrigin + (entry?.activationStart ?? 0));
}

/**
 * Calls `listener` with each link the visitor clicks (capture phase, before the page's handlers). An SVG link's
 * `href` is no string: what is kept of it is no click (parseEarlyClicks drops it).
 */
export function onLinkClick(listener: (link: { href: string; isAffiliate: boolean }) => void): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Partial<Element> | null)?.closest?.('a[href]') as HTMLAnchorElement | null | undefined;
    if (link) listener({ href: link.href, isAffiliate: link.hasAttribute('data-tabiji-affiliate') });
  }, { capture: true });
}

/**
 * Says that the claim program runs, with its part for the other bundles (a global of this name, read by
 * claimProgram.ts; null: it tracks nothing here): the head script leaves the early clicks to it.
 */
export function announceClaimProgram(program: ClaimProgramPort | null): void {
  (window as unknown as Record<string, unknown>)[CLAIM_PROGRAM_GLOBAL] = program ?? NO_CLAIM_PROGRAM;
}

/** Whether the claim program runs on this page. */
export const hasClaimProgram = (): boolean => Boolean((window as unknown as Record<string, unknown>)[CLAIM_PROGRAM_GLOBAL]);
