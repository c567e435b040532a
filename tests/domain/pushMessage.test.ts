import { desktopNotificationFor, pushMessageFrom, PUSH_NOTIFICATION_TIMEOUT_MS, PUSH_VIBRATION_PATTERN } from '../../src/domain/pushMessage';

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
    const notification = desktopNotificationFor({ title: 'T', body: 'B', icon: '/i.png', link: '/x' }, 'Tabiji');
    expect(notification).toEqual({ title: 'T', body: 'B', icon: '/i.png', vibrate: PUSH_VIBRATION_PATTERN, timeoutMs: 4000, link: '/x' });
    expect(PUSH_NOTIFICATION_TIMEOUT_MS).toBe(4000);
    expect(PUSH_VIBRATION_PATTERN.length).toBeGreaterThan(0);
  });

  it('uses the fallback title when the message has none', () => {
    expect(desktopNotificationFor({ title: '', body: 'B', icon: '', link: '' }, 'Tabiji').title).toBe('Tabiji');
  });
});
