import type { InteractionKind } from '../../ports/PageLifecyclePort';

/**
 * What the head's notice script tells the entry of the visitor's interactions before the entry ran (ADR 038): the
 * page itself is the channel, so nothing global is shared between the two scripts.
 */
export const EARLY_INTERACTIONS = {
  /**
   * On `<html>`: the kinds of interaction seen before the entry ran, as initials (`p` press, `k` key, `s` scroll). Set
   * (empty) as the head starts listening, so its presence says the head has seen every interaction since.
   */
  seen: 'data-tabiji-seen',
  /** On a replay button (`data-tabiji-replay`) tapped before the entry's tap replay listened: the tap, kept. */
  kept: 'data-tabiji-kept',
  /** On `<html>`: the entry's tap replay listens; the head keeps no more taps. */
  replayListens: 'data-tabiji-replay-listens',
} as const;

/** The DOM events of each kind of interaction (a scroll of the document reaches the window in the capture phase). */
export const INTERACTION_EVENTS: Readonly<Record<InteractionKind, readonly string[]>> = {
  press: ['pointerdown', 'touchstart'],
  key: ['keydown'],
  scroll: ['scroll'],
};

/** The events the head listens to, each with the initial of its kind (INTERACTION_EVENTS's, first letters). */
export const HEAD_EVENTS: ReadonlyArray<readonly [type: string, initial: string]> = [
  ['pointerdown', 'p'],
  ['touchstart', 'p'],
  ['keydown', 'k'],
  ['scroll', 's'],
];

/** The kinds of interaction the head recorded, from `seen`'s value (unknown initials are ignored). */
export function kindsSeen(initials: string | null): InteractionKind[] {
  return (Object.keys(INTERACTION_EVENTS) as InteractionKind[]).filter((kind) => initials?.includes(kind[0]!));
}

/**
 * Run by the head's notice script, before the body is parsed: records on `<html>` each kind of interaction seen
 * (capture, passive: the page's own handlers are neither delayed nor changed), and marks a replay button tapped
 * before the entry's tap replay listens (a server-HTML button does nothing by itself: the replay makes the tap once
 * the island is ready). Links are left alone: one tapped now is followed, as HTML. `seen` is there from the start,
 * empty: a page script then knows the head listened, and a scroll before it would be in it too (a scroll position
 * restored as the page loads fires one). Written small: it is inline in every page's head (about 150 bytes gzip).
 */
export function captureEarlyInteractions(root: HTMLElement): void {
  const options = { capture: true, passive: true };
  if (!root.hasAttribute(EARLY_INTERACTIONS.seen)) root.setAttribute(EARLY_INTERACTIONS.seen, '');
  for (const [type, initial] of HEAD_EVENTS) {
    addEventListener(type, () => {
      const seen = root.getAttribute(EARLY_INTERACTIONS.seen) ?? '';
      if (!seen.includes(initial)) root.setAttribute(EARLY_INTERACTIONS.seen, seen + initial);
    }, options);
  }
  addEventListener('click', (event) => {
    if (!root.hasAttribute(EARLY_INTERACTIONS.replayListens)) {
      (event.target as Partial<Element>).closest?.('button[data-tabiji-replay]')?.setAttribute(EARLY_INTERACTIONS.kept, '');
    }
  }, options);
}
