import { BrowserPushPermissionAdapter } from '../../../src/adapters/browser/BrowserPushPermissionAdapter';

describe('BrowserPushPermissionAdapter', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'Notification');
  afterEach(() => {
    if (original) Object.defineProperty(window, 'Notification', original);
    else Reflect.deleteProperty(window, 'Notification');
  });

  it.each(['granted', 'denied', 'default'] as const)('reads the browser’s permission (%s)', (permission) => {
    Object.defineProperty(window, 'Notification', { value: { permission }, configurable: true, writable: true });
    expect(new BrowserPushPermissionAdapter().permission()).toBe(permission);
  });

  it('reads "denied" where the browser has no notifications', () => {
    Reflect.deleteProperty(window, 'Notification');
    expect(new BrowserPushPermissionAdapter().permission()).toBe('denied');
  });
});
