import { openPushLinkFromWorker, pushLinkOfNotification, type WindowClientsLike } from '../../src/serviceWorker/notificationClick';

/** The worker's window clients: the windows open now, and every window opened or focused. */
class FakeWindowClients implements WindowClientsLike {
  readonly opened: string[] = [];
  readonly focused: string[] = [];
  constructor(private readonly urls: string[] = []) {}

  async matchAll() {
    return this.urls.map((url) => ({ url, focus: async () => void this.focused.push(url) }));
  }

  async openWindow(url: string) {
    this.opened.push(url);
    return null;
  }
}

const SITE = 'https://www.tabiji.example';

describe('pushLinkOfNotification', () => {
  it.each([
    ['a Tabiji notification', { tabijiLink: '/jp/articles/2' }, '/jp/articles/2'],
    ['a Tabiji notification without a link', { tabijiLink: '' }, ''],
    ['a link that is not text', { tabijiLink: ['/jp/'] }, null],
    ['someone else’s notification', { other: 1 }, null],
    ['no data', null, null],
  ])('reads %s', (_label, data, link) => {
    expect(pushLinkOfNotification(data)).toBe(link);
  });
});

describe('openPushLinkFromWorker', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('opens the exact link in a new window', async () => {
    const clients = new FakeWindowClients([`${SITE}/en/`]);
    await openPushLinkFromWorker('/en/articles/3?utm=push#map', { clients, siteOrigin: SITE, linkAllowlist: [] });
    expect(clients.opened).toEqual([`${SITE}/en/articles/3?utm=push#map`]);
    expect(clients.focused).toEqual([]);
  });

  it('focuses a window already showing exactly that address', async () => {
    const clients = new FakeWindowClients([`${SITE}/en/`, `${SITE}/en/articles/3`]);
    await openPushLinkFromWorker(`${SITE}/en/articles/3`, { clients, siteOrigin: SITE, linkAllowlist: [] });
    expect(clients.focused).toEqual([`${SITE}/en/articles/3`]);
    expect(clients.opened).toEqual([]);
  });

  it('opens an allow-listed origin', async () => {
    const clients = new FakeWindowClients();
    await openPushLinkFromWorker('https://partner.example/deal', { clients, siteOrigin: SITE, linkAllowlist: ['https://partner.example'] });
    expect(clients.opened).toEqual(['https://partner.example/deal']);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'java\nscript:alert(1)', '//evil.example/', 'https://evil.example/', 'https://a:b@www.tabiji.example/'])(
    'refuses and logs %j',
    async (link) => {
      const clients = new FakeWindowClients();
      await openPushLinkFromWorker(link, { clients, siteOrigin: SITE, linkAllowlist: [] });
      expect(clients.opened).toEqual([]);
      expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/^Tabiji: refused to open the push notification link/));
    },
  );

  it('does nothing for a notification without a link', async () => {
    const clients = new FakeWindowClients();
    await openPushLinkFromWorker('', { clients, siteOrigin: SITE, linkAllowlist: [] });
    expect(clients.opened).toEqual([]);
  });
});
