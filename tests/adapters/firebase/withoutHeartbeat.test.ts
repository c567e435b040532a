/**
 * @jest-environment node
 */
import { _getProvider, deleteApp, initializeApp } from 'firebase/app';
import { withoutHeartbeat } from '../../../src/adapters/firebase/firebaseApp';

// The real firebase/app: the override must reach the component Firebase's products ask for.
describe('withoutHeartbeat', () => {
  it('replaces the SDK heartbeat with one that stores and sends nothing', async () => {
    const app = initializeApp({ apiKey: 'key', projectId: 'demo-tabiji' }, 'heartbeat-test');
    try {
      const before = _getProvider(app, 'heartbeat' as never).getImmediate({ optional: true }) as unknown;
      expect(before?.constructor.name).toBe('HeartbeatServiceImpl');
      withoutHeartbeat(app);
      const after = _getProvider(app, 'heartbeat' as never).getImmediate({ optional: true }) as { getHeartbeatsHeader(): Promise<string>; triggerHeartbeat(): Promise<void> };
      expect(after.constructor.name).not.toBe('HeartbeatServiceImpl');
      await expect(after.triggerHeartbeat()).resolves.toBeUndefined();
      await expect(after.getHeartbeatsHeader()).resolves.toBe('');
    } finally {
      await deleteApp(app);
    }
  });
});
