import type { InteractionKind, PageLifecyclePort, Unsubscribe } from '../ports/PageLifecyclePort';

/**
 * Runs `task` once, when the visitor may want what it brings: at their first interaction (of `kinds`, by default any)
 * or as soon as one of `elements` comes within `margin` of the viewport (at once where the engine cannot tell),
 * whichever comes first. How a feature's code stays off the start path until someone could see or use it (ADR 038).
 * Returns a cancel.
 */
export function whenWanted(
  page: Pick<PageLifecyclePort, 'onFirstInteraction' | 'whenNearViewport'>,
  elements: readonly Element[],
  margin: string,
  task: () => void,
  kinds?: readonly InteractionKind[],
): Unsubscribe {
  let isDone = false;
  const stops: Unsubscribe[] = [];
  const stop = () => stops.splice(0).forEach((each) => each());
  const run = () => {
    if (isDone) return;
    isDone = true;
    stop();
    task();
  };
  stops.push(page.onFirstInteraction(run, kinds));
  if (!isDone && elements.length > 0) stops.push(page.whenNearViewport(elements, margin, run));
  // Near the viewport at once (an engine that cannot tell): the interaction wait went with `run`; this one too.
  if (isDone) stop();
  return () => {
    isDone = true;
    stop();
  };
}
