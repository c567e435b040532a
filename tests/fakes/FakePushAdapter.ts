import type { PushAvailability } from '../../src/domain/pushAvailability';
import type { DesktopNotification, PushMessage } from '../../src/domain/pushMessage';
import type { PushPort, ShownNotification } from '../../src/ports/PushPort';

/** A notification the fake "showed": its fields, whether it is closed, and a click the test can make. */
export interface FakeNotification {
  readonly notification: DesktopNotification;
  isClosed: boolean;
  click(): void;
}

/**
 * A push service in memory. The browser's answer to the permission prompt is `permissionAnswer`; register()
 * succeeds with `token` or fails with `registerFailure`; `deliver` hands a foreground message to the listeners.
 * It does not model the service worker or background messages (those are covered by the browser tests).
 */
export class FakePushAdapter implements PushPort {
  readonly shown: FakeNotification[] = [];
  readonly calls: string[] = [];
  permissionAnswer: NotificationPermission = 'granted';
  registerFailure: Error | null = null;
  token = 'fake-token';
  /** An iPhone or iPad browser outside a Home Screen app: push only once the site is added there. */
  isHomeScreenOnly = false;
  private readonly listeners = new Set<(message: PushMessage) => void>();
  private pendingPermission: ((permission: NotificationPermission) => void) | null = null;
  private isHoldingPrompt = false;

  constructor(
    public currentPermission: NotificationPermission = 'default',
    public supported = true,
  ) {}

  availability(): PushAvailability {
    if (this.isHomeScreenOnly) return 'home-screen';
    if (!this.supported) return 'unsupported';
    return this.currentPermission === 'denied' ? 'denied' : 'available';
  }

  permission(): NotificationPermission {
    return this.currentPermission;
  }

  /** Answers with `permissionAnswer` at once, unless `holdPermissionPrompt` was called. */
  requestPermission(): Promise<NotificationPermission> {
    this.calls.push('requestPermission');
    return new Promise((resolve) => {
      const answer = (permission: NotificationPermission) => {
        this.currentPermission = permission;
        resolve(permission);
      };
      if (this.isHoldingPrompt) this.pendingPermission = answer;
      else answer(this.permissionAnswer);
    });
  }

  /** Keeps the next permission prompt open until `answerPrompt` is called. */
  holdPermissionPrompt(): void {
    this.isHoldingPrompt = true;
  }

  answerPrompt(permission: NotificationPermission): void {
    this.isHoldingPrompt = false;
    this.pendingPermission?.(permission);
    this.pendingPermission = null;
  }

  async register(): Promise<string> {
    this.calls.push('register');
    if (this.registerFailure) throw this.registerFailure;
    return this.token;
  }

  onForegroundMessage(listener: (message: PushMessage) => void): () => void {
    this.calls.push('onForegroundMessage');
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  showNotification(notification: DesktopNotification, onClick: () => void): ShownNotification {
    const fake: FakeNotification = { notification, isClosed: false, click: () => onClick() };
    this.shown.push(fake);
    return { close: () => void (fake.isClosed = true) };
  }

  /** Delivers a message as if it arrived while the page is in the foreground. */
  deliver(message: PushMessage): void {
    this.listeners.forEach((listener) => listener(message));
  }

  listenerCount(): number {
    return this.listeners.size;
  }
}
