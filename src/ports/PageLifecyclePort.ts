/** A click on a link of the page (or on something inside one). */
export interface LinkClick {
  /** The link's address, resolved against the page. */
  readonly href: string;
  /** Whether the host marked the link as an affiliate link (HOST_MARKUP.affiliate). */
  readonly isAffiliate: boolean;
}

/** Stops listening; calling it twice is harmless. */
export type Unsubscribe = () => void;

/** What the visitor does to the page: a press (pointer or touch), a key, a scroll. */
export type InteractionKind = 'press' | 'key' | 'scroll';

/** Every kind of interaction: what "the visitor's first interaction" means unless a caller narrows it. */
export const INTERACTION_KINDS: readonly InteractionKind[] = ['press', 'key', 'scroll'];

/**
 * What the page itself tells: link clicks and the stages of its life, from one listener each for the whole page.
 * Listeners run in the order they were added.
 */
export interface PageLifecyclePort {
  /**
   * Runs `task` once the page is the visitor's: at once (in the caller's task) for a page loaded normally, at
   * activation for one prerendered by Speculation Rules. Until then nothing may count, request or sign in.
   */
  whenActivated(task: () => void): void;
  /** When the visitor's page view began, in epoch milliseconds: navigation start, or activation for a prerendered page. */
  activatedAtMs(): number;
  /**
   * Runs `task` after the page's first contentful paint (in a task of its own; the next frame where the engine reports
   * no paint timing); a hidden page, or one that never reports it, after a timeout.
   */
  afterFirstPaint(task: () => void): void;
  /**
   * Runs `task` once the host's HTML is parsed, so every region and JSON block it marks is in the document: at once
   * (in the caller's task) when it is, at DOMContentLoaded while it is still loading (a host that loads the entry
   * `async`, or a page still streaming in).
   */
  whenDomReady(task: () => void): void;
  /**
   * Runs `task` once, at the visitor's first interaction of one of `kinds` (by default any) with the page, seen before
   * the page's own handlers (capture) and without delaying them (passive); in a task of its own at once when one
   * already happened since the page adapter was made. Returns a cancel.
   */
  onFirstInteraction(task: () => void, kinds?: readonly InteractionKind[]): Unsubscribe;
  /**
   * Runs `task` once, as soon as one of `elements` comes within `margin` (a CSS length, as IntersectionObserver's
   * rootMargin) of the viewport; at once where the engine cannot tell. Returns a cancel.
   */
  whenNearViewport(elements: readonly Element[], margin: string, task: () => void): Unsubscribe;
  /** Every click on a link, seen before the page's own handlers (capture). */
  onLinkClick(listener: (click: LinkClick) => void): Unsubscribe;
  /**
   * Runs `task` once, at the first click anywhere (assistive technology clicks with no press before it), in the
   * window's capture phase: before every other listener of that click, so a link-click listener that `task` adds
   * still sees it. Returns a cancel.
   */
  onFirstClick(task: () => void): Unsubscribe;
  /** Runs `task` once the load event has passed, in a task of its own (at once, in a new task, if it has). */
  afterLoad(task: () => void): void;
  /** The page was hidden: another tab, the screen turned off, or the page being left. */
  onHidden(listener: () => void): Unsubscribe;
  /** The page is visible again after being hidden (another tab, the screen turned off). */
  onVisible(listener: () => void): Unsubscribe;
  /** The page is being left (pagehide); `persisted` when it may come back from the back/forward cache. */
  onLeave(listener: (persisted: boolean) => void): Unsubscribe;
  /**
   * The visitor is about to navigate away (beforeunload): it may still stay (a cancelled prompt), and iOS never
   * tells it. Chromium tells it where it skips pagehide: a page left while still loading with its main thread busy.
   * Firefox keeps a page with such a listener out of its back/forward cache: unsubscribe once it is not needed.
   */
  onBeforeLeave(listener: () => void): Unsubscribe;
  /**
   * The page came back from the back/forward cache (pageshow with persisted), at `atMs` (epoch ms, the event's
   * time: every listener gets the same value).
   */
  onReturn(listener: (atMs: number) => void): Unsubscribe;
}
