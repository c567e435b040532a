import { desktopNotificationFor, notificationOptionsWithCheckedImages, PUSH_NOTIFICATION_TIMEOUT_MS, PUSH_VIBRATION_PATTERN, refusedIconWarning } from '../../src/domain/pushMessage';

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

// Issue 43: Firebase's worker shows a message's notification part as sent; the worker checks its images first.
describe('notificationOptionsWithCheckedImages', () => {
  it('keeps the images on the site or the allow-list, made absolute, and everything else as it was', () => {
    const { options, warnings } = notificationOptionsWithCheckedImages({
      body: 'Peak bloom',
      icon: '/icon-192.png',
      image: 'https://cdn.tabiji.example/photos/kyoto.jpg',
      badge: '/badge.png',
      actions: [{ action: 'open', title: 'Open', icon: '/open.png' }],
      data: { FCM_MSG: { x: 1 } },
    }, SITE);
    expect(options).toEqual({
      body: 'Peak bloom',
      icon: 'https://tabiji.example/icon-192.png',
      image: 'https://cdn.tabiji.example/photos/kyoto.jpg',
      badge: 'https://tabiji.example/badge.png',
      actions: [{ action: 'open', title: 'Open', icon: 'https://tabiji.example/open.png' }],
      data: { FCM_MSG: { x: 1 } },
    });
    expect(warnings).toEqual([]);
  });

  it('leaves out every image the browser would fetch from elsewhere, with a warning for each', () => {
    const { options, warnings } = notificationOptionsWithCheckedImages({
      title: 'x',
      icon: 'https://tracker.example/pixel.png',
      image: 'file:///etc/passwd',
      badge: 'https://user:pass@tabiji.example/b.png',
      actions: [{ action: 'a', title: 'A', icon: 'javascript:alert(1)' }, 'not an action'],
    }, SITE);
    expect(options).toEqual({ title: 'x', actions: [{ action: 'a', title: 'A' }, 'not an action'] });
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toMatch(/^Tabiji: left the push notification icon "https:\/\/tracker\.example\/pixel\.png" out: /);
    expect(warnings[1]).toMatch(/notification image "file:\/\/\/etc\/passwd" out: the scheme file: is not http\(s\)/);
    expect(warnings[2]).toMatch(/notification badge/);
    expect(warnings[3]).toMatch(/notification action icon "javascript:alert\(1\)"/);
  });

  it('leaves out an image that is not text, and ignores absent or empty ones', () => {
    const { options, warnings } = notificationOptionsWithCheckedImages({ icon: { src: '/x.png' }, image: '', badge: null }, SITE);
    expect(options).toEqual({});
    expect(warnings).toEqual(['Tabiji: left the push notification icon "" out: it is not an address.']);
  });
});
