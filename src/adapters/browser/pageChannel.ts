import type { Unsubscribe } from '../../ports/PageLifecyclePort';

/** One set of listeners behind one DOM listener, added with the first and removed with the last. */
export class Channel<T> {
  private readonly listeners = new Set<(value: T) => void>();

  constructor(private readonly listen: (emit: (value: T) => void) => () => void) {}

  private stopListening: (() => void) | undefined;

  add(listener: (value: T) => void): Unsubscribe {
    // A wrapper per subscription, so the same function added twice runs twice and is removed once per call.
    const entry = (value: T) => listener(value);
    this.listeners.add(entry);
    this.stopListening ??= this.listen((value) => [...this.listeners].forEach((each) => each(value)));
    return () => {
      this.listeners.delete(entry);
      if (this.listeners.size === 0) {
        this.stopListening?.();
        this.stopListening = undefined;
      }
    };
  }
}

/** The document turning hidden or visible. */
export function visibilityChannel(state: DocumentVisibilityState): Channel<void> {
  return new Channel<void>((emit) => {
    const onChange = () => {
      if (document.visibilityState === state) emit();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  });
}
