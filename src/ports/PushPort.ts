/** A push message as delivered to the page (spec §3): notification fields and the link to open. */
export interface PushMessage {
  readonly title: string;
  readonly body: string;
  readonly icon: string;
  /** click_action, else the link option; '' when the payload has none. */
  readonly link: string;
}

/** Why push cannot be offered, or that it can. */
export type PushAvailability = 'available' | 'unsupported' | 'denied' | 'no-service-worker';

/** Browser push notifications through a messaging service. */
export interface PushPort {
  /** Whether push can be offered in this browser now. */
  availability(): Promise<PushAvailability>;
  /** Asks the browser for permission (only ever after the visitor opted in); resolves with the outcome. */
  requestPermission(): Promise<NotificationPermission>;
  /** Registers for push and resolves with the messaging token. */
  register(): Promise<string>;
  /** Calls the listener for each message received while the page is in the foreground. */
  onForegroundMessage(listener: (message: PushMessage) => void): () => void;
}
