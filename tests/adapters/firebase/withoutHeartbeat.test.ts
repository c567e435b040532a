/**
 * @jest-environment node
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { withoutHeartbeat } from '../../../src/adapters/firebase/firebaseApp';

// The real firebase/app: the override must reach the component Firebase's products ask for (through the app's
// container, as Firebase's own `_getProvider` does; that function is left out of firebase/app's public types).
function heartbeatOf(app: FirebaseApp): unknown {
  const container = (app as unknown as { container: { getProvider(name: string): { getImmediate(options: { optional: boolean }): unknown } } }).container;
  return container.getProvider('heartbeat').getImmediate({ optional: true });
}

describe('withoutHeartbeat', () => {
  it('replaces the SDK heartbeat with one that stores and sends nothing', async () => {
    const app = initializeApp({ apiKey: 'key', projectId: 'demo-tabiji' }, 'heartbeat-test');
    try {
      const before = heartbeatOf(app) as { constructor: { name: string } } | null;
      expect(before?.constructor.name).toBe('HeartbeatServiceImpl');
      withoutHeartbeat(app);
      const after = heartbeatOf(app) as { getHeartbeatsHeader(): Promise<string>; triggerHeartbeat(): Promise<void> };
      expect(after.constructor.name).not.toBe('HeartbeatServiceImpl');
      await expect(after.triggerHeartbeat()).resolves.toBeUndefined();
      await expect(after.getHeartbeatsHeader()).resolves.toBe('');
    } finally {
      await deleteApp(app);
    }
  });
});
