import { desktopNotificationFor, PUSH_NOTIFICATION_TIMEOUT_MS, PUSH_VIBRATION_PATTERN, refusedIconWarning } from '../../src/domain/pushMessage';

const SITE = { siteOrigin: 'https://tabiji.example', allowlist: ['https://cdn.tabiji.example/any/path'] };

describe('desktopNotificationFor', () => {
  it('carries the fields, the vibration pattern and the 4000 ms timeout', () => {
    const notification = desktopNotificationFor({ title: 'T', body: 'B', icon: '/i.png', link: '/x' }, 'Tabiji', SITE);
    expect(notification).toEqual({ title: 'T', body: 'B', icon: 'https://tabiji.example/i.png', vibrate: PUSH_VIBRATION_PATTERN, timeoutMs: 4000, link: '/x' });
    expect(PUSH_NOTIFICATION_TIMEOUT_MS).toBe(4000);
    expect(PUSH_VIBRATION_PATTERN.length).toBeGreaterThan(0);
  });

  it('uses the fallback title when the message has none', () => {
    expect(desktopNotificationFor({ title: '', body: 'B', icon: '', link: '' }, 'Tabiji', SITE).title).toBe('Tabiji');
  });

  it.each([
    ['a site path', '/icons/sakura.png', 'https://tabiji.example/icons/sakura.png'],
    ['an allow-listed origin', 'https://cdn.tabiji.example/icon.png', 'https://cdn.tabiji.example/icon.png'],
  ])('keeps an icon on %s, as an absolute address', (_label, icon, expected) => {
    const message = { title: 'T', body: '', icon, link: '' };
    expect(desktopNotificationFor(message, 'Tabiji', SITE).icon).toBe(expected);
    expect(refusedIconWarning(message, SITE)).toBeNull();
  });

  it.each([
    ['another host (every recipient would call it)', 'https://tracker.example/pixel.png', 'the origin https://tracker.example'],
    ['a protocol-relative address', '//tracker.example/pixel.png', 'the origin https://tracker.example'],
    ['javascript:', 'javascript:alert(1)', 'the scheme javascript:'],
    ['a data: address', 'data:image/svg+xml,<svg/>', 'the scheme data:'],
    ['a file: address', 'file:///etc/passwd', 'the scheme file:'],
    ['credentials', 'https://user:pw@tabiji.example/i.png', 'credentials'],
    ['control characters', '/i.png\n<script>', 'control characters'],
  ])('leaves out an icon that is %s, and says why', (_label, icon, reason) => {
    const message = { title: 'T', body: 'B', icon, link: '/x' };
    const notification = desktopNotificationFor(message, 'Tabiji', SITE);
    expect(notification.icon).toBe('');
    expect(notification.title).toBe('T');
    expect(refusedIconWarning(message, SITE)).toContain(reason);
  });

  it('quotes a hostile icon in its warning as JSON, cut to 200 characters', () => {
    const icon = `javascript:"${'x'.repeat(100_000)}`;
    const warning = refusedIconWarning({ title: 'T', body: '', icon, link: '' }, SITE) ?? '';
    expect(warning).toContain(JSON.stringify(icon.slice(0, 200)));
    expect(warning.length).toBeLessThan(400);
  });

  it('has nothing to say of a message without an icon', () => {
    expect(refusedIconWarning({ title: 'T', body: '', icon: '', link: '' }, SITE)).toBeNull();
  });
});
