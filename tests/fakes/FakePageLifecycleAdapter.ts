import { INTERACTION_KINDS, type InteractionKind, type LinkClick, type PageLifecyclePort, type Unsubscribe } from '../../src/ports/PageLifecyclePort';

/**
 * A page a test drives: `click`, `load`, `hide`, `leave` and `comeBack` call the listeners at once, in order.
 * `afterLoad` tasks run at `load()` (or at once when the page has loaded): no real task boundary.
 */
export class FakePageLifecycleAdapter implements PageLifecyclePort {
  isLoaded = false;
  /** Prerendered and not yet shown: `activate()` shows it. */
  isPrerendering = false;
  /** What `activatedAtMs` answers. */
  startMs = 0;
  isPainted = false;
  /** Whether the host's HTML is parsed: `parse()` finishes it. */
  isParsed = true;
  private readonly activationTasks: Array<() => void> = [];
  private readonly paintTasks: Array<() => void> = [];
  private readonly parseTasks: Array<() => void> = [];
  private readonly clicks = new Set<(click: LinkClick) => void>();
  private readonly firstClickTasks: Array<() => void> = [];
  private readonly loadTasks: Array<() => void> = [];
  private readonly hiddenListeners = new Set<(value: void) => void>();
  private readonly leaveListeners = new Set<(persisted: boolean) => void>();
  private readonly beforeLeaveListeners = new Set<(value: void) => void>();
  private readonly returnListeners = new Set<(atMs: number) => void>();
  private readonly visibleListeners = new Set<(value: void) => void>();
  private readonly interactionWaits = new Set<{ task: () => void; kinds: readonly InteractionKind[] }>();
  private readonly viewportWaits = new Set<{ elements: readonly Element[]; margin: string; task: () => void }>();

  /** How many listeners of each kind are attached now (a test can see that one stopped listening). */
  get listenerCounts(): { clicks: number; hidden: number; leave: number; beforeLeave: number; return: number } {
    return {
      clicks: this.clicks.size,
      hidden: this.hiddenListeners.size,
      leave: this.leaveListeners.size,
      beforeLeave: this.beforeLeaveListeners.size,
      return: this.returnListeners.size,
    };
  }

  /** A prerendered page becomes the visitor's (prerenderingchange) at `atMs`. */
  activate(atMs = this.startMs): void {
    this.isPrerendering = false;
    this.startMs = atMs;
    this.activationTasks.splice(0).forEach((task) => task());
  }

  paint(): void {
    this.isPainted = true;
    this.paintTasks.splice(0).forEach((task) => task());
  }

  whenActivated(task: () => void): void {
    if (this.isPrerendering) this.activationTasks.push(task);
    else task();
  }

  activatedAtMs(): number {
    return this.startMs;
  }

  afterFirstPaint(task: () => void): void {
    if (this.isPainted) task();
    else this.paintTasks.push(task);
  }

  /** The host's HTML is now parsed (DOMContentLoaded). */
  parse(): void {
    this.isParsed = true;
    this.parseTasks.splice(0).forEach((task) => task());
  }

  whenDomReady(task: () => void): void {
    if (this.isParsed) task();
    else this.parseTasks.push(task);
  }

  /** A click on a link: the first-click tasks run first (the window's capture phase), then the link listeners. */
  click(href: string, { isAffiliate = false } = {}): void {
    this.firstClickTasks.splice(0).forEach((task) => task());
    [...this.clicks].forEach((listener) => listener({ href, isAffiliate }));
  }

  load(): void {
    this.isLoaded = true;
    this.loadTasks.splice(0).forEach((task) => task());
  }

  hide(): void {
    [...this.hiddenListeners].forEach((listener) => listener());
  }

  show(): void {
    [...this.visibleListeners].forEach((listener) => listener());
  }

  /** The visitor leaves: the page is hidden, then pagehide (persisted: it goes into the back/forward cache). */
  leave({ persisted = false } = {}): void {
    this.hide();
    [...this.leaveListeners].forEach((listener) => listener(persisted));
  }

  /** The visitor starts to navigate away (beforeunload); as Chromium may, no pagehide follows unless `leave()` is called. */
  startLeaving(): void {
    [...this.beforeLeaveListeners].forEach((listener) => listener());
  }

  /** Restored from the back/forward cache at `atMs`: pageshow (persisted), then the page is visible. */
  comeBack(atMs = 0): void {
    [...this.returnListeners].forEach((listener) => listener(atMs));
    this.show();
  }

  /** The visitor interacts (a press by default): the waiting first-interaction tasks of that kind run, once each. */
  interact(kind: InteractionKind = 'press'): void {
    [...this.interactionWaits].filter((wait) => wait.kinds.includes(kind)).forEach((wait) => {
      this.interactionWaits.delete(wait);
      wait.task();
    });
  }

  /** One of the watched elements comes near the viewport: every waiting task for it runs, once. */
  bringNearViewport(element: Element): void {
    [...this.viewportWaits].filter((wait) => wait.elements.includes(element)).forEach((wait) => {
      this.viewportWaits.delete(wait);
      wait.task();
    });
  }

  /** What the tasks still waiting for an element to come near the viewport watch, with their margins. */
  get viewportWatches(): Array<{ elements: readonly Element[]; margin: string }> {
    return [...this.viewportWaits].map(({ elements, margin }) => ({ elements, margin }));
  }

  /** How many tasks still wait for a first interaction. */
  get interactionWaitCount(): number {
    return this.interactionWaits.size;
  }

  onFirstInteraction(task: () => void, kinds: readonly InteractionKind[] = INTERACTION_KINDS): Unsubscribe {
    const wait = { task, kinds };
    this.interactionWaits.add(wait);
    return () => this.interactionWaits.delete(wait);
  }

  whenNearViewport(elements: readonly Element[], margin: string, task: () => void): Unsubscribe {
    const wait = { elements, margin, task };
    this.viewportWaits.add(wait);
    return () => this.viewportWaits.delete(wait);
  }

  onLinkClick(listener: (click: LinkClick) => void): Unsubscribe {
    return subscribe(this.clicks, listener);
  }

  onFirstClick(task: () => void): Unsubscribe {
    this.firstClickTasks.push(task);
    return () => {
      const index = this.firstClickTasks.indexOf(task);
      if (index >= 0) this.firstClickTasks.splice(index, 1);
    };
  }

  afterLoad(task: () => void): void {
    if (this.isLoaded) task();
    else this.loadTasks.push(task);
  }

  onHidden(listener: () => void): Unsubscribe {
    return subscribe(this.hiddenListeners, listener);
  }

  onVisible(listener: () => void): Unsubscribe {
    return subscribe(this.visibleListeners, listener);
  }

  onLeave(listener: (persisted: boolean) => void): Unsubscribe {
    return subscribe(this.leaveListeners, listener);
  }

  onBeforeLeave(listener: () => void): Unsubscribe {
    return subscribe(this.beforeLeaveListeners, listener);
  }

  onReturn(listener: (atMs: number) => void): Unsubscribe {
    return subscribe(this.returnListeners, listener);
  }
}

/** Adds a wrapper, so the same function added twice runs twice (as in the browser adapter). */
function subscribe<T>(listeners: Set<(value: T) => void>, listener: (value: T) => void): Unsubscribe {
  const entry = (value: T) => listener(value);
  listeners.add(entry);
  return () => void listeners.delete(entry);
}
