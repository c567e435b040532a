import { useCallback, useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * The WAI-ARIA disclosure pattern: a button with aria-expanded/aria-controls shows and hides a panel; Escape
 * closes it and returns focus to the button; moving focus elsewhere on the page closes it. `isFocusedAtStart`
 * focuses the button when it mounts (it replaces a toggle that had focus).
 */
export function useDisclosure(initiallyOpen = false, isFocusedAtStart = false) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (isFocusedAtStart) buttonRef.current?.focus();
  }, [isFocusedAtStart]);
  const panelId = useId();
  const toggle = useCallback(() => setOpen((open) => !open), []);
  const close = useCallback(() => setOpen(false), []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isOpen) return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    },
    [isOpen],
  );
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  }, []);

  return {
    isOpen,
    setOpen,
    close,
    containerProps: { onKeyDown, onBlur },
    buttonProps: { ref: buttonRef, type: 'button' as const, 'aria-expanded': isOpen, 'aria-controls': panelId, onClick: toggle },
    panelProps: { id: panelId, hidden: !isOpen },
  };
}
