import { visitOnDemand, wantVisitWhenNeeded, type VisitTriggerDeps } from '../../src/application/visitOnDemand';
import { FakeClockAdapter } from '../fakes/FakeClockAdapter';
import { FakePageLifecycleAdapter } from '../fakes/FakePageLifecycleAdapter';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('visitOnDemand (the visit’s services when first wanted, ADR 042)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('loads nothing until wanted, then starts once for every caller', async () => {
    const start = jest.fn(async () => ({ name: 'visit' }));
    const visit = visitOnDemand(start);
    expect(start).not.toHaveBeenCalled();
    expect(visit.current()).toBeUndefined();
    const [first, second] = await Promise.all([visit.want(), visit.want()]);
    expect(start).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(visit.current()).toBe(first);
  });

  it('tells each listener once the services run: at once for one that asks after', async () => {
    const visit = visitOnDemand(async () => ({ name: 'visit' }));
    const early = jest.fn();
    visit.whenStarted(early);
    expect(early).not.toHaveBeenCalled();
    const started = await visit.want();
    expect(early).toHaveBeenCalledWith(started);
    const late = jest.fn();
    visit.whenStarted(late);
    expect(late).toHaveBeenCalledWith(started);
    await visit.want();
    expect(early).toHaveBeenCalledTimes(1);
  });

  it('a listener that throws keeps no other from the services', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const visit = visitOnDemand(async () => ({ name: 'visit' }));
    const after = jest.fn();
    visit.whenStarted(() => {
      throw new Error('a feature’s bug');
    });
    visit.whenStarted(after);
    await visit.want();
    expect(after).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith('Tabiji: a feature could not follow the visit’s services.', expect.any(Error));
  });

  it('services that cannot start reject every caller with the same error and stay absent', async () => {
    const start = jest.fn(async () => {
      throw new Error('the chunk did not load');
    });
    const visit = visitOnDemand(start);
    const listener = jest.fn();
    visit.whenStarted(listener);
    await expect(visit.want()).rejects.toThrow('the chunk did not load');
    await expect(visit.want()).rejects.toThrow('the chunk did not load');
    expect(start).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();
    expect(visit.current()).toBeUndefined();
  });
});

describe('wantVisitWhenNeeded (what wants the visit’s services before the visitor does anything)', () => {
  function setUp(markup = '', { tracks = true, mayBeSignedIn = false, pushGranted = false } = {}) {
    document.body.innerHTML = markup;
    const page = new FakePageLifecycleAdapter();
    const clock = new FakeClockAdapter();
    const photoFailures: Array<() => void> = [];
    const deps: VisitTriggerDeps = {
      page,
      clock,
      document,
      tracksThisPage: () => tracks,
      mayBeSignedIn: () => Promise.resolve(mayBeSignedIn),
      isPushGranted: () => pushGranted,
      whenAPhotoFails: (task) => void photoFailures.push(task),
    };
    const want = jest.fn();
    wantVisitWhenNeeded(deps, want);
    return { page, clock, want, photoFailures };
  }

  it('a visitor who does nothing on a tracked page wants nothing, through load and a long read', async () => {
    // Affiliate links and ads come without them (affiliateChunk.ts, adsChunk.ts).
    const { page, clock, want } = setUp('<p>Text</p><a href="/en/articles/2">Next</a><a href="https://hotels.example/" data-tabiji-affiliate="hotel">Hotels</a>');
    page.load();
    clock.advance(60_000);
    await settle();
    expect(want).not.toHaveBeenCalled();
  });

  it.each(['press', 'key', 'scroll'] as const)('the first interaction (%s) wants them', (kind) => {
    const { page, want } = setUp();
    page.interact(kind);
    expect(want).toHaveBeenCalledTimes(1);
  });

  it('a return from the back/forward cache wants them', () => {
    const { page, want } = setUp();
    page.load();
    page.leave({ persisted: true });
    page.comeBack(5_000);
    expect(want).toHaveBeenCalledTimes(1);
  });

  it('after load: a page the claim program does not track, or a visitor who may be signed in', async () => {
    const untracked = setUp('', { tracks: false });
    await settle();
    expect(untracked.want).not.toHaveBeenCalled();
    untracked.page.load();
    expect(untracked.want).toHaveBeenCalledTimes(1);
    const signedIn = setUp('', { mayBeSignedIn: true });
    await settle();
    expect(signedIn.want).not.toHaveBeenCalled();
    signedIn.page.load();
    await settle();
    expect(signedIn.want).toHaveBeenCalledTimes(1);
  });

  it('a photo placeholder the server left empty wants them at once; rendered photos only when one fails', () => {
    const empty = setUp('<div data-tabiji-photo="a"></div><div data-tabiji-photo="b"><picture data-tabiji-photo-frame><img alt=""></picture></div>');
    expect(empty.want).toHaveBeenCalledTimes(1);
    const rendered = setUp('<div data-tabiji-photo="b"><picture data-tabiji-photo-frame><img alt=""></picture></div>');
    expect(rendered.want).not.toHaveBeenCalled();
    expect(rendered.photoFailures).toHaveLength(1);
    rendered.photoFailures[0]!();
    expect(rendered.want).toHaveBeenCalledTimes(1);
  });

  it('a visitor with notifications on wants them when the main thread is idle', () => {
    const { clock, want } = setUp('', { pushGranted: true });
    expect(want).not.toHaveBeenCalled();
    clock.advance(4000);
    expect(want).toHaveBeenCalledTimes(1);
  });

  it('asks for the notification permission only at idle, never in the start task (a synchronous browser question)', () => {
    document.body.innerHTML = '';
    const clock = new FakeClockAdapter();
    const isPushGranted = jest.fn(() => false);
    const want = jest.fn();
    wantVisitWhenNeeded({
      page: new FakePageLifecycleAdapter(),
      clock,
      document,
      tracksThisPage: () => true,
      mayBeSignedIn: () => Promise.resolve(false),
      isPushGranted,
      whenAPhotoFails: () => undefined,
    }, want);
    expect(isPushGranted).not.toHaveBeenCalled();
    clock.advance(4000);
    expect(isPushGranted).toHaveBeenCalledTimes(1);
    expect(want).not.toHaveBeenCalled();
  });
});
