import type { LinkClick, PageLifecyclePort, Unsubscribe } from '../../src/ports/PageLifecyclePort';

/**
 * A page a test drives: `click`, `load`, `hide`, `leave` and `comeBack` call the listeners at once, in order.
 * `afterLoad` tasks run at `load()` (or at once when the page has loaded): no real task boundary.
 */
export class FakePageLifecycleAdapter implements PageLifecyclePort {
  isLoaded = false;
  private readonly clicks = new Set<(click: LinkClick) => void>();
  private readonly loadTasks: Array<() => void> = [];
  private readonly hiddenListeners = new Set<(value: void) => void>();
  private readonly leaveListeners = new Set<(persisted: boolean) => void>();
  private readonly returnListeners = new Set<(value: void) => void>();
  private readonly visibleListeners = new Set<(value: void) => void>();

  /** How many listeners of each kind are attached now (a test can see that one stopped listening). */
  get listenerCounts(): { clicks: number; hidden: number; leave: number; return: number } {
    return { clicks: this.clicks.size, hidden: this.hiddenListeners.size, leave: this.leaveListeners.size, return: this.returnListeners.size };
  }

  click(href: string, { isAffiliate = false } = {}): void {
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

  /** Restored from the back/forward cache: pageshow (persisted), then the page is visible. */
  comeBack(): void {
    [...this.returnListeners].forEach((listener) => listener());
    this.show();
  }

  onLinkClick(listener: (click: LinkClick) => void): Unsubscribe {
    return subscribe(this.clicks, listener);
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

  onReturn(listener: () => void): Unsubscribe {
    return subscribe(this.returnListeners, listener);
  }
}

/** Adds a wrapper, so the same function added twice runs twice (as in the browser adapter). */
function subscribe<T>(listeners: Set<(value: T) => void>, listener: (value: T) => void): Unsubscribe {
  const entry = (value: T) => listener(value);
  listeners.add(entry);
  return () => void listeners.delete(entry);
}
