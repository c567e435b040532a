import { createLoadFailures, LEAVE_GRACE_MS, LEAVE_HOLD_MS } from '../../src/application/loadFailures';
import { FakeClockAdapter } from '../fakes/FakeClockAdapter';
import { FakePageLifecycleAdapter } from '../fakes/FakePageLifecycleAdapter';

/** Lets every pending promise chain finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A chunk download the test ends: `fail` rejects it as the browser does (an abort, a 404, the network down). */
function download() {
  let fail: (error: Error) => void = () => undefined;
  let arrive: () => void = () => undefined;
  const work = new Promise<string>((resolve, reject) => {
    fail = reject;
    arrive = () => resolve('module');
  });
  return { work, fail, arrive };
}

function setUp() {
  const page = new FakePageLifecycleAdapter();
  const clock = new FakeClockAdapter();
  const failures = createLoadFailures({ page, clock });
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  /** Watches a download and reports its failure, as every feature that loads a chunk does. */
  const load = (message = 'Tabiji: visit tracking could not start.') => {
    const chunk = download();
    failures.watch(chunk.work).catch((reason: unknown) => failures.report(message, reason));
    return chunk;
  };
  return { page, clock, failures, error, info, load };
}

const aborted = new TypeError('error loading dynamically imported module: https://guide.example/tabiji/pageVisitRecorder.js');

describe('createLoadFailures', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reports a failed download once it has waited LEAVE_HOLD_MS for a pagehide, when the visitor stays', async () => {
    const { clock, error, load } = setUp();
    const failure = new TypeError('404');
    load().fail(failure);
    await settle();
    clock.advance(LEAVE_HOLD_MS - 1);
    expect(error).not.toHaveBeenCalled();
    clock.advance(1);
    expect(error).toHaveBeenCalledWith('Tabiji: visit tracking could not start.', failure);
  });

  it('a download aborted as the next page commits, with no beforeunload seen (WebKit), is no error once pagehide follows', async () => {
    const { page, clock, error, info, load } = setUp();
    load().fail(aborted);
    await settle();
    clock.advance(30);
    page.leave();
    clock.advance(LEAVE_HOLD_MS);
    expect(error).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('a download aborted as the visitor leaves (Firefox, at beforeunload) is no error, only a note once pagehide has come', async () => {
    const { page, clock, error, info, load } = setUp();
    const tracking = load();
    const vitals = load('Tabiji: web vitals could not be measured.');
    page.startLeaving();
    tracking.fail(aborted);
    vitals.fail(aborted);
    await settle();
    clock.advance(2000);
    page.leave();
    clock.advance(LEAVE_GRACE_MS);
    expect(error).not.toHaveBeenCalled();
    expect(info.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('visit tracking could not start'),
      expect.stringContaining('web vitals could not be measured'),
    ]);
  });

  it('a failure after pagehide is no error', async () => {
    const { page, error, info, load } = setUp();
    const ads = load('Tabiji: the ads could not start.');
    page.leave();
    ads.fail(aborted);
    await settle();
    expect(error).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('reports the failure once the grace is over when the page is still shown (a cancelled navigation: a download, a 204)', async () => {
    const { page, clock, error, load } = setUp();
    const tracking = load();
    page.startLeaving();
    clock.advance(100);
    tracking.fail(aborted);
    await settle();
    clock.advance(LEAVE_GRACE_MS - 101);
    expect(error).not.toHaveBeenCalled();
    clock.advance(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Tabiji: visit tracking could not start.', aborted);
    // Still on the page: a later failure waits only LEAVE_HOLD_MS.
    load('Tabiji: the ads could not start.').fail(aborted);
    await settle();
    clock.advance(LEAVE_HOLD_MS);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('a failure held when the page goes into the back/forward cache stays a note after the restore', async () => {
    const { page, clock, error, info, load } = setUp();
    const tracking = load();
    page.startLeaving();
    tracking.fail(aborted);
    await settle();
    page.leave({ persisted: true });
    page.comeBack();
    clock.advance(LEAVE_GRACE_MS);
    expect(error).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('counts a page restored from the back/forward cache as shown again', async () => {
    const { page, clock, error, load } = setUp();
    load().arrive();
    page.leave({ persisted: true });
    page.comeBack();
    load().fail(aborted);
    await settle();
    clock.advance(LEAVE_HOLD_MS);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('listens to beforeunload only while a download is in flight (Firefox keeps such a page out of its back/forward cache)', async () => {
    const { page, clock, load } = setUp();
    expect(page.listenerCounts.beforeLeave).toBe(0);
    const first = load();
    const second = load();
    expect(page.listenerCounts.beforeLeave).toBe(1);
    first.arrive();
    await settle();
    expect(page.listenerCounts.beforeLeave).toBe(1);
    second.fail(new TypeError('404'));
    await settle();
    expect(page.listenerCounts.beforeLeave).toBe(0);
    clock.advance(LEAVE_HOLD_MS);
    jest.mocked(console.error).mockClear();
    // beforeunload with nothing in flight is not heard: a failure later waits only LEAVE_HOLD_MS.
    page.startLeaving();
    load().fail(new TypeError('404'));
    await settle();
    clock.advance(LEAVE_HOLD_MS);
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('passes the watched work on unchanged', async () => {
    const { failures } = setUp();
    await expect(failures.watch(Promise.resolve(7))).resolves.toBe(7);
    await expect(failures.watch(Promise.reject(aborted))).rejects.toBe(aborted);
  });
});
