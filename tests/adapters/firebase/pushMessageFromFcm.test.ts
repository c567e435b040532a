import { pushMessageFromFcm, pushMessageInFcmNotification } from '../../../src/adapters/firebase/pushMessageFromFcm';

const NONE = { title: '', body: '', icon: '', link: '' };

describe('pushMessageFromFcm', () => {
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
    ['a data-only message with click_action', { data: { click_action: '/d' } }, { ...NONE, link: '/d' }],
    ['notification fields before data fields', { notification: { title: 'N' }, data: { title: 'D', body: 'DB' } }, { ...NONE, title: 'N', body: 'DB' }],
    ['blank fields as missing, and text trimmed', { notification: { title: '   ', body: ' B ' }, data: { title: ' D ' } }, { ...NONE, title: 'D', body: 'B' }],
  ])('reads %s', (_label, payload, expected) => {
    expect(pushMessageFromFcm(payload)).toEqual(expected);
  });

  it.each([
    ['fields that are not text', { notification: { title: 42, body: null, icon: { href: '/i.png' } }, fcmOptions: { link: ['/x'] } }],
    ['sections that are not objects', { notification: 'T', data: 'x', fcmOptions: 7 }],
    ['sections that are lists', { notification: ['T'], data: [{ title: 'T' }], fcm_options: [{ link: '/x' }] }],
    ['a string', 'hello'],
    ['null', null],
    ['undefined', undefined],
    ['a list', [{ notification: { title: 'T' } }]],
  ])('makes nothing of %s', (_label, payload) => {
    expect(pushMessageFromFcm(payload)).toEqual(NONE);
  });

  it('reads only its own fields: a payload cannot reach the prototype', () => {
    const payload = JSON.parse('{"__proto__": {"title": "P"}, "notification": {"__proto__": {"body": "P"}}}') as unknown;
    expect(pushMessageFromFcm(payload)).toEqual(NONE);
    expect(({} as Record<string, unknown>)['title']).toBeUndefined();
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['another host', 'https://evil.example/'],
  ])('hands a %s link over as received, for the link rule to refuse', (_label, link) => {
    expect(pushMessageFromFcm({ fcmOptions: { link }, notification: { icon: link } })).toEqual({ ...NONE, icon: link, link });
  });

  it('hands huge and markup-laden text over untouched (notifications show text, never markup)', () => {
    const huge = `<img src=x onerror=alert(1)>${'x'.repeat(1_000_000)}`;
    const message = pushMessageFromFcm({ notification: { title: huge, body: huge } });
    expect(message.title).toBe(huge);
    expect(message.body).toBe(huge);
  });
});

describe('pushMessageInFcmNotification', () => {
  it.each([
    ['a Firebase notification with fcmOptions.link', { FCM_MSG: { notification: { title: 'T' }, fcmOptions: { link: '/en/' } } }, { ...NONE, title: 'T', link: '/en/' }],
    ['a Firebase notification with click_action', { FCM_MSG: { notification: { click_action: 'https://x.example/' } } }, { ...NONE, link: 'https://x.example/' }],
    ['a Firebase notification without a link', { FCM_MSG: { notification: { title: 'T' } } }, { ...NONE, title: 'T' }],
    ['a Tabiji notification', { tabijiLink: '/jp/articles/2' }, null],
    ['a message that is not an object', { FCM_MSG: '{"fcmOptions":{"link":"/x"}}' }, null],
    ['no data', null, null],
    ['data that is a list', [{ FCM_MSG: {} }], null],
  ])('reads %s', (_label, data, expected) => {
    expect(pushMessageInFcmNotification(data)).toEqual(expected);
  });
});
