import { useEffect, useRef } from 'react';
import type { Messages } from '../messages/Messages';
import type { PushOptInState } from '../../application/push/pushController';
import { usePush } from '../hooks/usePush';

/** States in which the visitor can (still) ask for notifications. */
const OFFERED: ReadonlySet<PushOptInState> = new Set(['off', 'working', 'failed']);

function statusText(state: PushOptInState, messages: Messages): string {
  switch (state) {
    case 'on':
      return messages.notificationsOn;
    case 'blocked':
      return messages.notificationsBlocked;
    case 'unsupported':
      return messages.notificationsUnsupported;
    case 'home-screen':
      return messages.notificationsHomeScreen;
    case 'failed':
      return messages.notificationsFailed;
    default:
      return '';
  }
}

/**
 * The push opt-in control (APG button): the browser is asked for permission only when the visitor presses it.
 * Its outcome, or why push is not possible here, is announced in a status line; when the button goes away
 * under the visitor's focus, focus moves to that line. On an iPhone or iPad browser that gets push only from the
 * Home Screen, that line says how to add the site there instead of offering a button that cannot work.
 */
export function PushOptIn({ messages }: { messages: Messages }) {
  const { controller, state } = usePush();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const wasPressed = useRef(false);
  const isOffered = OFFERED.has(state);
  const isWorking = state === 'working';

  useEffect(() => {
    // The pressed button has just gone: focus fell to <body>, so hand it to the outcome instead.
    const isFocusLost = document.activeElement === null || document.activeElement === document.body;
    if (!isOffered && wasPressed.current && isFocusLost) statusRef.current?.focus();
  }, [isOffered]);

  const optIn = () => {
    if (isWorking) return;
    wasPressed.current = true;
    void controller.optIn();
  };

  return (
    <div className="tabiji-push" data-state={state}>
      {isOffered && (
        <button
          type="button"
          className="tabiji-push__button"
          aria-disabled={isWorking || undefined}
          aria-busy={isWorking || undefined}
          onClick={optIn}
        >
          <span className="tabiji-push__bell" aria-hidden="true" />
          {messages.notificationsOptIn}
        </button>
      )}
      <p ref={statusRef} className="tabiji-push__status" role="status" tabIndex={-1}>
        {statusText(state, messages)}
      </p>
    </div>
  );
}
