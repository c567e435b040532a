import { HOST_MARKUP } from '../../domain/hostMarkup';
import { INTERACTION_KINDS, type InteractionKind, type LinkClick, type PageLifecyclePort, type Unsubscribe } from '../../ports/PageLifecyclePort';
import { activationStartMs, isObservable, isPrerendering } from './navigationTiming';
import { EARLY_INTERACTIONS, INTERACTION_EVENTS, kindsSeen } from './earlyInteractions';
import { Channel, visibilityChannel } from './pageChannel';

/** How long afterFirstPaint waits for a frame that a hidden tab never paints. */
const FIRST_PAINT_TIMEOUT_MS = 200;
/** How long it waits, in a visible tab, for a first contentful paint the engine may never report (nothing contentful). */
const FIRST_CONTENTFUL_PAINT_TIMEOUT_MS = 3000;

/**
 * The document's and window's events: one capture click listener, visibilitychange, pagehide, beforeunload (only while
 * someone listens) and pageshow.
 */
export class BrowserPageLifecycleAdapter implements PageLifecyclePort {
  private readonly clicks = new Channel<LinkClick>((emit) => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (anchor instanceof HTMLAnchorElement) emit({ href: anchor.href, isAffiliate: anchor.hasAttribute(HOST_MARKUP.affiliate) });
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  });

  private readonly hidden = visibilityChannel('hidden');

  private readonly visible = visibilityChannel('visible');

  private readonly leaving = new Channel<boolean>((emit) => {
    const onPageHide = (event: PageTransitionEvent) => emit(event.persisted);
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  });

  private readonly beforeLeaving = new Channel<void>((emit) => {
    // Never cancels the navigation: listening only.
    const onBeforeUnload = () => emit();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  });

  private readonly returning = new Channel<number>((emit) => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) emit(Math.round(performance.timeOrigin + event.timeStamp));
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  });

  /** The kinds of interaction seen since this adapter was made (the entry makes it as its script runs). */
  private readonly seen = new Set<InteractionKind>();

  /** Whether the head's notice script listened from the start: its record of what was seen is then complete. */
  private readonly headListened = document.documentElement.hasAttribute(EARLY_INTERACTIONS.seen);

  constructor() {
    // What the head's notice script saw before this script ran (a menu opened, a key pressed).
    kindsSeen(document.documentElement.getAttribute(EARLY_INTERACTIONS.seen)).forEach((kind) => this.seen.add(kind));
    const options = { capture: true, passive: true } as const;
    for (const kind of INTERACTION_KINDS) {
      const types = INTERACTION_EVENTS[kind];
      const onSeen = () => {
        this.seen.add(kind);
        types.forEach((type) => window.removeEventListener(type, onSeen, options));
      };
      types.forEach((type) => window.addEventListener(type, onSeen, options));
    }
  }

  whenActivated(task: () => void): void {
    if (!isPrerendering()) {
      task();
      return;
    }
    document.addEventListener('prerenderingchange', () => task(), { once: true });
  }

  activatedAtMs(): number {
    // activationStart is 0 for a page loaded normally; an engine without it (or without the entry) has no prerendering.
    return Math.round(performance.timeOrigin + activationStartMs());
  }

  afterFirstPaint(task: () => void): void {
    let isDone = false;
    const once = () => {
      if (isDone) return;
      isDone = true;
      task();
    };
    const isHidden = document.visibilityState === 'hidden';
    // Paint timing: Chromium, Firefox, Safari from 14.1.
    if (isObservable('paint')) {
      // The engine's own first contentful paint: a frame (rAF) can run well before the first frame with content is
      // presented, and a download started in between competes with that paint (Lighthouse counted the islands'
      // bundles in the first paint in 2 of 6 runs). Hidden tabs do not paint: the short timeout starts it there.
      const observer = new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        setTimeout(once, 0);
      });
      observer.observe({ type: 'paint', buffered: true });
      setTimeout(() => {
        observer.disconnect();
        once();
      }, isHidden ? FIRST_PAINT_TIMEOUT_MS : FIRST_CONTENTFUL_PAINT_TIMEOUT_MS);
      return;
    }
    // No paint timing: rAF runs before the next paint, the 0-ms timer after it.
    requestAnimationFrame(() => setTimeout(once, 0));
    setTimeout(once, FIRST_PAINT_TIMEOUT_MS);
  }

  onFirstInteraction(task: () => void, kinds: readonly InteractionKind[] = INTERACTION_KINDS): Unsubscribe {
    // A page already scrolled when the first caller asks about scrolls was scrolled by the visitor while it loaded
    // (or restored where they left it): a scroll seen. The head's notice script saw any such scroll (it listens from
    // before the body). Only where it did not run (a CSP without its hash) is the position read: the scroll position
    // forces a layout, and the claim program asks as its script runs, while the document may still be parsed (a
    // forced layout of the half-parsed page: 25–46 ms of its main thread on /th/ and /jp/articles/1 at 4x CPU).
    if (!this.headListened && kinds.includes('scroll') && !this.seen.has('scroll') && (window.scrollY > 0 || window.scrollX > 0)) this.seen.add('scroll');
    // Already happened (before the caller asked, while the page was still starting): a task of its own, at once.
    if (kinds.some((kind) => this.seen.has(kind))) {
      const timer = setTimeout(task, 0);
      return () => clearTimeout(timer);
    }
    const types = kinds.flatMap((kind) => INTERACTION_EVENTS[kind]);
    const options = { capture: true, passive: true } as const;
    const stop = () => types.forEach((type) => window.removeEventListener(type, onInteraction, options));
    const onInteraction = () => {
      stop();
      task();
    };
    types.forEach((type) => window.addEventListener(type, onInteraction, options));
    return stop;
  }

  whenNearViewport(elements: readonly Element[], margin: string, task: () => void): Unsubscribe {
    if (typeof IntersectionObserver !== 'function') {
      task();
      return () => undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task();
    }, { rootMargin: margin });
    elements.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }

  whenDomReady(task: () => void): void {
    if (document.readyState !== 'loading') {
      task();
      return;
    }
    document.addEventListener('DOMContentLoaded', () => task(), { once: true });
  }

  onLinkClick(listener: (click: LinkClick) => void): Unsubscribe {
    return this.clicks.add(listener);
  }

  onFirstClick(task: () => void): Unsubscribe {
    const options = { capture: true, passive: true } as const;
    const onClick = () => {
      window.removeEventListener('click', onClick, options);
      task();
    };
    window.addEventListener('click', onClick, options);
    return () => window.removeEventListener('click', onClick, options);
  }

  afterLoad(task: () => void): void {
    const later = () => void setTimeout(task, 0);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  }

  onHidden(listener: () => void): Unsubscribe {
    return this.hidden.add(listener);
  }

  onVisible(listener: () => void): Unsubscribe {
    return this.visible.add(listener);
  }

  onLeave(listener: (persisted: boolean) => void): Unsubscribe {
    return this.leaving.add(listener);
  }

  onBeforeLeave(listener: () => void): Unsubscribe {
    return this.beforeLeaving.add(listener);
  }

  onReturn(listener: (atMs: number) => void): Unsubscribe {
    return this.returning.add(listener);
  }
}

