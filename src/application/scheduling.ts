/**
 * Runs `task` once the window `load` event has passed, in a task of its own (not inside the load listeners).
 */
export function afterLoad(task: () => void): void {
  const later = () => void setTimeout(task, 0);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * Runs `task` once the window `load` event has passed and the main thread is idle (at most `idleTimeoutMs` after
 * load; a fixed delay where requestIdleCallback is missing).
 */
export function afterLoadWhenIdle(task: () => void, idleTimeoutMs: number): void {
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: idleTimeoutMs });
    else setTimeout(task, Math.min(idleTimeoutMs, 1000));
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
