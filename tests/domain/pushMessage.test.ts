import { desktopNotificationFor, pushMessageFrom, PUSH_NOTIFICATION_TIMEOUT_MS, PUSH_VIBRATION_PATTERN, refusedIconWarning } from '../../src/domain/pushMessage';

const SITE = { siteOrigin: 'https://tabiji.example', allowlist: ['https://cdn.tabiji.example/any/path'] };

describe('pushMessageFrom', () => {
  it.each([
    [
      'the window SDK shape (fcmOptions.link)',
      { notification: { title: 'T', body: 'B', icon: '/i.png' }, fcmOptions: { link: '/en/articles/1' } },
      { title: 'T', body: 'B', icon: '/i.png', link: '/en/articles/1' },
    ],
    [
      'the raw FCM shape (notification.click_action)',
      { notification: { title: 'T', body: 'B', icon: '/i.png', click_action: 'https://x.example/' } },
      { title: 'T', body: 'B', icon: '/i.png', link: 'https://x.example/' },
    ],
    [
      'the link option winning over click_action',
      { notification: { title: 'T', click_action: '/a' }, fcm_options: { link: '/b' } },
      { title: 'T', body: '', icon: '', link: '/b' },
    ],
    [
      'a data-only message',
      { data: { title: 'T', body: 'B', icon: '/i.png', link: '/c' } },
      { title: 'T', body: 'B', icon: '/i.png', link: '/c' },
    ],
    ['nothing usable', { notification: { title: 42, body: null }, data: 'x' }, { title: '', body: '', icon: '', link: '' }],
    ['not an object', 'hello', { title: '', body: '', icon: '', link: '' }],
  ])('reads %s', (_label, payload, expected) => {
    expect(pushMessageFrom(payload)).toEqual(expected);
  });
});

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

  it('has nothing to say of a message without an icon', () => {
    expect(refusedIconWarning({ title: 'T', body: '', icon: '', link: '' }, SITE)).toBeNull();
  });
});
