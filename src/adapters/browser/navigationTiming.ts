/** The navigation as the browser's Performance Timeline tells it, for the adapters that time the page. */

/** The navigation's entry (type, response times, activationStart); undefined where the browser has none. */
export function navigationEntry(): (PerformanceEntry & { readonly type?: string; readonly responseStart?: number; readonly activationStart?: number }) | undefined {
  return typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation')[0] : undefined;
}

/** When a prerendered page was shown to its visitor (ms from navigation start); 0 for a page loaded normally. */
export function activationStartMs(): number {
  const activationStart = navigationEntry()?.activationStart;
  return typeof activationStart === 'number' ? activationStart : 0;
}

/** Whether the document is being prerendered (Speculation Rules) and not yet shown; false where that is unknown. */
export function isPrerendering(): boolean {
  return (document as Document & { prerendering?: boolean }).prerendering === true;
}

/** The entry types the browser reports to observers (and keeps buffers of); none without PerformanceObserver. */
export function observableEntryTypes(): readonly string[] {
  return (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes) || [];
}

/** Whether the browser reports entries of `type` to observers. */
export function isObservable(type: string): boolean {
  return observableEntryTypes().includes(type);
}
