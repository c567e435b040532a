import type { EventLogRecord } from '../../../src/domain/eventRecord';
import { createEventLog, LOCK_TIMEOUT_MS, SEND_DEADLINE_MS } from '../../../src/application/tracking/eventLog';
import { QUEUE_KEY } from '../../../src/domain/eventQueue';
import { BACKOFF_KEY } from '../../../src/domain/eventBackoff';
import { EVENT_LOG_LIMITS } from '../../../src/domain/eventDelivery';
import { FakeClockAdapter } from '../../fakes/FakeClockAdapter';
import { FakeEventLogTransportAdapter } from '../../fakes/FakeEventLogTransportAdapter';
import { FakeLockAdapter } from '../../fakes/FakeLockAdapter';
import { FakeStorageAdapter } from '../../fakes/FakeStorageAdapter';
import { sampleRecord } from '../../sampleRecord';

const record = (id: string) => sampleRecord(id);
/** Lets every pending promise chain finish (a macrotask runs only once the microtask queue is empty). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(storage = new FakeStorageAdapter(), transport = new FakeEventLogTransportAdapter()) {
  const clock = new FakeClockAdapter();
  const log = createEventLog({ transport, storage, clock, locks: new FakeLockAdapter(), random: () => 1 });
  /** Moves the clock and lets the resulting sends finish. */
  const advance = async (ms: number) => {
    clock.advance(ms);
    await settle();
  };
  return { log, clock, storage, transport, advance };
}

describe('event-log queue', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('waits 5 s before sending fewer than 10 records, then sends them in one batch', async () => {
    const { log, transport, advance } = setup();
    log.record(record('a'));
    log.record(record('b'));
    await advance(4999);
    expect(transport.batches).toHaveLength(0);
    await advance(1);
    expect(transport.batches.map((b) => b.records.map((r) => r.event_id))).toEqual([['a', 'b']]);
  });

  it('asks for the cross-tab lock only in a later task: a record made at pagehide runs no script in a frozen page', async () => {
    const clock = new FakeClockAdapter();
    const storage = new FakeStorageAdapter();
    const transport = new FakeEventLogTransportAdapter();
    const locks = new FakeLockAdapter();
    const requested = jest.spyOn(locks, 'withLock');
    const log = createEventLog({ transport, storage, clock, locks, random: () => 1 });
    // What tracking does when the page is left: the last records, the hand-over and the hold, in one task.
    log.record(record('page-view'));
    log.flushOnUnload();
    log.hold();
    log.record(record('web-vitals'));
    log.flushOnUnload();
    await settle();
    expect(requested).not.toHaveBeenCalled();
    expect(JSON.parse(storage.get(QUEUE_KEY)!).records.map((r: EventLogRecord) => r.event_id)).toEqual(['page-view', 'web-vitals']);
    expect(transport.beacons.map((beacon) => beacon.records.map((r) => r.event_id))).toEqual([['page-view'], ['web-vitals']]);
    // Timers that run between pagehide and the freeze take no lock either, nor does a flush.
    clock.advance(EVENT_LOG_LIMITS.batchDelayMs);
    await log.flush();
    await settle();
    expect(requested).not.toHaveBeenCalled();
    // Shown again (back from the back/forward cache): sending goes on, under the lock.
    log.resume();
    clock.advance(EVENT_LOG_LIMITS.batchDelayMs);
    await settle();
    expect(requested).toHaveBeenCalled();
    expect(transport.batches.map((batch) => batch.records.map((r) => r.event_id))).toEqual([['page-view', 'web-vitals']]);
  });

  it('sends at once when 10 records are waiting, in batches of at most 10', async () => {
    const { log, transport, advance } = setup();
    for (let i = 0; i < 23; i += 1) log.record(record(`r${i}`));
    await advance(0);
    expect(transport.batches.map((b) => b.records.length)).toEqual([10, 10, 3]);
  });

  it('keeps records in storage until delivered, so a reload loses nothing', async () => {
    const storage = new FakeStorageAdapter();
    const first = setup(storage, new FakeEventLogTransportAdapter());
    first.transport.script.push({ kind: 'retry', reason: 'HTTP 503' });
    first.log.record(record('a'));
    await first.advance(5000);
    expect(JSON.parse(storage.get(QUEUE_KEY)!).records).toHaveLength(1);

    // The next page honours the backoff the failure started (0.5 s after it), then sends.
    const next = setup(storage);
    next.clock.nowMs = first.clock.now();
    await next.log.flush();
    await next.advance(500);
    expect(next.transport.deliveredIds()).toEqual(['a']);
    expect(JSON.parse(storage.get(QUEUE_KEY)!).records).toHaveLength(0);
  });

  it('retries network errors, timeouts, 5xx, 408 and 429 with backoff from 0.5 s doubling', async () => {
    const { log, transport, advance } = setup();
    transport.script.push(
      { kind: 'retry', reason: 'ECONNABORTED' },
      { kind: 'retry', reason: 'HTTP 503' },
      { kind: 'retry', reason: 'HTTP 429' },
    );
    log.record(record('a'));
    await advance(5000);
    expect(transport.batches).toHaveLength(1);
    await advance(499);
    expect(transport.batches).toHaveLength(1);
    await advance(1);
    expect(transport.batches).toHaveLength(2);
    await advance(1000);
    expect(transport.batches).toHaveLength(3);
    await advance(2000);
    expect(transport.batches).toHaveLength(4);
    await advance(60_000);
    expect(transport.batches).toHaveLength(4);
    expect(transport.deliveredIds()).toEqual(['a', 'a', 'a', 'a']);
  });

  it('waits as long as the collector asked, when that is longer than the backoff', async () => {
    const { log, transport, advance } = setup();
    transport.script.push({ kind: 'retry', reason: 'HTTP 429', afterMs: 20_000 });
    log.record(record('a'));
    await advance(5000);
    await advance(19_999);
    expect(transport.batches).toHaveLength(1);
    await advance(1);
    expect(transport.batches).toHaveLength(2);
  });

  it('waits no longer than 300 s, whatever the collector asked', async () => {
    const { log, transport, advance } = setup();
    transport.script.push({ kind: 'retry', reason: 'HTTP 503', afterMs: 86_400_000 });
    log.record(record('a'));
    await advance(5000);
    await advance(299_999);
    expect(transport.batches).toHaveLength(1);
    await advance(1);
    expect(transport.batches).toHaveLength(2);
  });

  it('never retries a refused batch: drops it, counts it, and reports the count with the next batch', async () => {
    const { log, transport, advance } = setup();
    transport.script.push({ kind: 'refused', reason: 'HTTP 422' });
    log.record(record('bad1'));
    log.record(record('bad2'));
    await advance(5000);
    await advance(60_000);
    expect(transport.batches).toHaveLength(1);
    expect(log.refusedCount()).toBe(2);
    expect(console.error).toHaveBeenCalledWith('Tabiji: the event-log collector refused 2 record(s) (HTTP 422); they were dropped.');
    log.record(record('good'));
    await advance(5000);
    expect(transport.batches[1]).toEqual({ records: [record('good')], dropped: 2 });
    log.record(record('later'));
    await advance(5000);
    expect(transport.batches[2]?.dropped).toBe(0);
  });

  it('reports records dropped by the 1000-record cap with the next batch', async () => {
    const storage = new FakeStorageAdapter();
    storage.set(QUEUE_KEY, JSON.stringify({ records: Array.from({ length: 1000 }, (_, i) => record(`old${i}`)), dropped: 0 }));
    const { log, transport, advance } = setup(storage);
    transport.script.push({ kind: 'retry', reason: 'offline' });
    log.record(record('new'));
    await advance(0);
    await advance(1000);
    expect(transport.batches[1]?.dropped).toBe(1);
    expect(transport.batches[1]?.records[0]?.event_id).toBe('old1');
  });

  it('hands everything to the browser when the page goes away, and keeps it queued until a batch is confirmed', async () => {
    const { log, transport, storage, advance } = setup();
    log.record(record('click'));
    log.flushOnUnload();
    expect(transport.beacons.map((b) => b.records.map((r) => r.event_id))).toEqual([['click']]);
    await settle();
    expect(JSON.parse(storage.get(QUEUE_KEY)!).records.map((r: EventLogRecord) => r.event_id)).toEqual(['click']);
    await advance(5000);
    expect(transport.batches.map((b) => b.records.map((r) => r.event_id))).toEqual([['click']]);
    expect(JSON.parse(storage.get(QUEUE_KEY)!).records).toHaveLength(0);
  });

  it('leaving in steps (tracking, the meter, the ad slots), each record and the dropped count are beaconed once', () => {
    const storage = new FakeStorageAdapter();
    storage.set(QUEUE_KEY, JSON.stringify({ records: [record('queued')], dropped: 3 }));
    const { log, transport } = setup(storage);
    log.record(record('page-view'));
    log.flushOnUnload();
    log.record(record('web-vitals'));
    log.flushOnUnload();
    log.flushOnUnload();
    log.record(record('ad-slot'));
    log.flushOnUnload();
    expect(transport.beacons.map((beacon) => [beacon.records.map((r) => r.event_id), beacon.dropped])).toEqual([
      [['queued', 'page-view'], 3],
      [['web-vitals'], 0],
      [['ad-slot'], 0],
    ]);
    // All of them stay queued for the next page's batches: a beacon is never confirmed.
    expect(JSON.parse(storage.get(QUEUE_KEY)!)).toMatchObject({ dropped: 3, records: [{ event_id: 'queued' }, { event_id: 'page-view' }, { event_id: 'web-vitals' }, { event_id: 'ad-slot' }] });
  });

  it('a beacon the browser refused is offered again at the next hand-over', () => {
    const { log, transport } = setup();
    log.record(record('a'));
    transport.unloadAccepted = false;
    log.flushOnUnload();
    transport.unloadAccepted = true;
    log.flushOnUnload();
    expect(transport.beacons.map((beacon) => beacon.records.map((r) => r.event_id))).toEqual([['a']]);
  });

  it('splits a large queue into beacons under 64 KB and reports the dropped count once', async () => {
    const storage = new FakeStorageAdapter();
    const long = `https://guide.example/${'x'.repeat(2000)}`;
    const big = Array.from({ length: 30 }, (_, i) => sampleRecord(`r${i}`, { source_url: long, referrer: long, link_url: long }));
    storage.set(QUEUE_KEY, JSON.stringify({ records: big, dropped: 4 }));
    const { log, transport } = setup(storage);
    log.flushOnUnload();
    expect(transport.beacons.length).toBeGreaterThan(2);
    for (const beacon of transport.beacons) expect(JSON.stringify(beacon).length).toBeLessThan(64 * 1024);
    expect(transport.beacons.map((b) => b.dropped)).toEqual([4, ...Array(transport.beacons.length - 1).fill(0)]);
    expect(transport.beacons.flatMap((b) => b.records)).toHaveLength(30);
  });

  it('still sends when storage is blocked (memory queue)', async () => {
    const storage = new FakeStorageAdapter();
    storage.isBlocked = true;
    const { log, transport, advance } = setup(storage);
    log.record(record('a'));
    await advance(5000);
    expect(transport.deliveredIds()).toEqual(['a']);
  });

  it('two tabs sharing the queue never send the same record twice on purpose', async () => {
    const storage = new FakeStorageAdapter();
    const locks = new FakeLockAdapter();
    const transport = new FakeEventLogTransportAdapter();
    const clock = new FakeClockAdapter();
    const tabA = createEventLog({ transport, storage, clock, locks, random: () => 1 });
    const tabB = createEventLog({ transport, storage, clock, locks, random: () => 1 });
    for (let i = 0; i < 6; i += 1) (i % 2 ? tabA : tabB).record(record(`r${i}`));
    await settle();
    await Promise.all([tabA.flush(), tabB.flush()]);
    const delivered = transport.deliveredIds();
    expect(delivered.sort()).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5']);
  });
});

describe('event-log record hygiene', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('queues a record with over-long strings cut to the schema’s sizes', async () => {
    const { log, transport, advance } = setup();
    log.record(sampleRecord('a', { user_agent: 'u'.repeat(5000), search_word: '温泉'.repeat(300) }));
    await advance(5000);
    expect(transport.batches[0]?.records).toEqual([sampleRecord('a', { user_agent: 'u'.repeat(512), search_word: '温泉'.repeat(128) })]);
  });

  it('never queues a record that fails the schema: counts it as dropped and warns once without its values', async () => {
    const { log, transport, advance } = setup();
    log.record(sampleRecord('', { source_url: 'https://guide.example/?email=ada@example.com' }));
    log.record(record('good'));
    await advance(5000);
    expect(transport.batches).toEqual([{ records: [record('good')], dropped: 1 }]);
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(jest.mocked(console.warn).mock.calls[0]?.join(' ')).toBe('Tabiji: an event-log record was dropped before queueing: event_id is empty.');
  });

  it('counts a refused record even when the page goes away before a batch', () => {
    const { log, transport } = setup();
    log.record(sampleRecord('a', { page_sequence: 0 }));
    log.record(record('b'));
    log.flushOnUnload();
    expect(transport.beacons).toEqual([{ records: [record('b')], dropped: 1 }]);
  });

  it('sends only the sound records of a tampered stored queue, counting the others as dropped', async () => {
    const storage = new FakeStorageAdapter();
    storage.set(QUEUE_KEY, JSON.stringify({
      records: [
        record('old-good'),
        sampleRecord(''),
        sampleRecord('wrong-type', { user_id: { admin: true } }),
        sampleRecord('absurd', { page_sequence: 1e9 }),
        sampleRecord('giant', { referrer: 'x'.repeat(1_000_000) }),
      ],
      dropped: 'many',
    }));
    const { log, transport, advance } = setup(storage);
    log.record(record('new'));
    await advance(5000);
    expect(transport.batches).toEqual([{ records: [record('old-good'), record('new')], dropped: 4 }]);
    log.record(record('later'));
    await advance(5000);
    expect(transport.batches[1]).toEqual({ records: [record('later')], dropped: 0 });
  });
});

describe('event-log queue timing', () => {
  it('sends a record that arrives while a flush is already running', async () => {
    const transport = new FakeEventLogTransportAdapter();
    const clock = new FakeClockAdapter();
    const storage = new FakeStorageAdapter();
    const log = createEventLog({ transport, storage, clock, locks: new FakeLockAdapter(), random: () => 1 });
    const flushing = log.flush();
    // Let the flush read the (still empty) queue before the record arrives, as happens in a browser.
    for (let i = 0; i < 4; i += 1) await Promise.resolve();
    log.record(record('late'));
    await flushing;
    await settle();
    clock.advance(5000);
    await settle();
    expect(transport.deliveredIds()).toEqual(['late']);
  });
});

describe('event-log delivery policy', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  const ids = (transport: FakeEventLogTransportAdapter) => transport.batches.map((b) => b.records.map((r) => r.event_id));

  /** Two tabs of one browser: one clock, one local storage, one lock manager, one collector. */
  function twoTabs() {
    const clock = new FakeClockAdapter();
    const storage = new FakeStorageAdapter();
    const locks = new FakeLockAdapter(clock);
    const transport = new FakeEventLogTransportAdapter();
    const tab = () => createEventLog({ transport, storage, clock, locks, random: () => 1 });
    // In steps, letting promises run between them as a browser would: one long jump would fire the lock timeouts
    // of waits that would have been granted on the way.
    const advance = async (ms: number) => {
      for (let left = ms; left >= 0; left -= 1000) {
        clock.advance(Math.min(1000, left));
        await settle();
        if (left <= 1000) break;
      }
    };
    return { tabA: tab(), tabB: tab(), clock, storage, locks, transport, advance };
  }

  it('sends a batch too large for the collector again one record per request, and drops only a single record refused so', async () => {
    const { log, transport, advance } = setup();
    transport.script.push({ kind: 'too-large' }, { kind: 'sent' }, { kind: 'too-large' });
    for (const id of ['a', 'huge', 'c']) log.record(record(id));
    await advance(5000);
    expect(ids(transport)).toEqual([['a', 'huge', 'c'], ['a'], ['huge'], ['c']]);
    expect(log.refusedCount()).toBe(1);
    expect(console.error).toHaveBeenCalledWith('Tabiji: the event-log collector refused 1 record(s) (too large); they were dropped.');
    log.record(record('d'));
    log.record(record('e'));
    await advance(5000);
    expect(ids(transport).at(-1)).toEqual(['d', 'e']);
  });

  it('shares a failure’s backoff with the other tabs, and the first success ends it for all', async () => {
    const { tabA, tabB, storage, transport, advance } = twoTabs();
    transport.script.push({ kind: 'retry', reason: 'HTTP 503', afterMs: 20_000 });
    tabA.record(record('a'));
    await advance(5000);
    expect(JSON.parse(storage.get(BACKOFF_KEY)!)).toMatchObject({ attempt: 1 });
    tabB.record(record('b'));
    await advance(5000);
    await tabB.flush();
    expect(transport.batches).toHaveLength(1);
    await advance(15_000);
    expect(ids(transport)).toEqual([['a'], ['a', 'b']]);
    expect(storage.get(BACKOFF_KEY)).toBeNull();
  });

  it('in an outage, two tabs recording all the while make one request per backoff period between them', async () => {
    const { tabA, tabB, transport, advance } = twoTabs();
    transport.outage = { kind: 'retry', reason: 'HTTP 503' };
    // Ten minutes of clicks, 25 a minute in each tab: the 10-record threshold is crossed again and again.
    for (let second = 0; second < 600; second += 1) {
      if (second % 5 === 0) tabA.record(record(`a${second}`));
      if (second % 5 === 2) tabB.record(record(`b${second}`));
      if (second % 12 === 0) await Promise.all([tabA.flush(), tabB.flush()]);
      await advance(1000);
    }
    // Backoff (random 1): 0.5, 1, 2, 4, ... 32 s, then 60 s: 7 requests in the first 70 s, then one a minute.
    expect(transport.batches.length).toBeGreaterThanOrEqual(14);
    expect(transport.batches.length).toBeLessThanOrEqual(17);
  });

  it('records made during a backoff only queue, even past the 10-record threshold', async () => {
    const { log, transport, advance } = setup();
    transport.script.push({ kind: 'retry', reason: 'HTTP 429', afterMs: 30_000 });
    log.record(record('first'));
    await advance(5000);
    for (let i = 0; i < 25; i += 1) log.record(record(`r${i}`));
    await advance(29_999);
    expect(transport.batches).toHaveLength(1);
    await advance(1);
    expect(transport.batches.map((b) => b.records.length)).toEqual([1, 10, 10, 6]);
  });

  it('bounds a stored retryAt far in the future to 300 s, and keeps it there as time passes', async () => {
    const storage = new FakeStorageAdapter();
    const { log, clock, transport, advance } = setup(storage);
    storage.set(BACKOFF_KEY, JSON.stringify({ retryAt: Date.UTC(2100, 0, 1), attempt: 3 }));
    log.record(record('a'));
    await advance(5000);
    expect(JSON.parse(storage.get(BACKOFF_KEY)!).retryAt).toBe(clock.now() + 300_000);
    await advance(299_999);
    expect(transport.batches).toHaveLength(0);
    await advance(1);
    expect(transport.deliveredIds()).toEqual(['a']);
  });

  it('while backing off, beacons only what storage cannot keep (stored records wait for the next page)', async () => {
    const { log, transport, storage, advance } = setup();
    transport.script.push({ kind: 'retry', reason: 'HTTP 503', afterMs: 10_000 });
    log.record(record('a'));
    await advance(5000);
    log.record(record('b'));
    log.flushOnUnload();
    expect(transport.beacons).toHaveLength(0);
    expect(JSON.parse(storage.get(QUEUE_KEY)!).records.map((r: EventLogRecord) => r.event_id)).toEqual(['a', 'b']);

    storage.isBlocked = true;
    log.flushOnUnload();
    expect(transport.beacons.map((b) => b.records.map((r) => r.event_id))).toEqual([['a', 'b']]);
  });

  it('a tab stuck holding the lock: a flush gives up after 10 s instead of waiting, loses no record, and sends once the lock is free', async () => {
    const { tabA, locks, storage, transport, advance } = twoTabs();
    const release = locks.hold('tabiji-event-log');
    await settle();
    tabA.record(record('a'));
    const isFlushed = jest.fn();
    void tabA.flush().then(isFlushed);
    await advance(LOCK_TIMEOUT_MS);
    expect(isFlushed).toHaveBeenCalled();
    expect(transport.batches).toHaveLength(0);
    // Not saved yet (the lock was never granted): the page's unload saves it without the lock.
    tabA.flushOnUnload();
    expect(JSON.parse(storage.get(QUEUE_KEY)!).records.map((r: EventLogRecord) => r.event_id)).toEqual(['a']);
    release();
    await advance(EVENT_LOG_LIMITS.batchDelayMs);
    expect(ids(transport)).toEqual([['a']]);
  });

  it('never holds the lock past the send deadline when the transport never answers', async () => {
    const { tabA, tabB, transport, advance } = twoTabs();
    transport.stalls = 1;
    tabA.record(record('a'));
    await advance(5000);
    expect(transport.batches).toHaveLength(1);
    tabB.record(record('b'));
    await advance(SEND_DEADLINE_MS);
    await advance(60_000);
    expect(transport.deliveredIds().slice(1).sort()).toEqual(['a', 'b']);
  });
  it('a page that could not send (its request code did not load) backs off alone: the other tab sends at once', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { tabA, tabB, storage, transport, advance } = twoTabs();
    transport.script.push({ kind: 'unsent', reason: 'the request code did not load (chunk failed)' });
    tabA.record(record('a'));
    await advance(5000);
    expect(ids(transport)).toEqual([['a']]);
    expect(storage.get(BACKOFF_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be sent from this page'));
    // The other tab is not held back by it: it sends what waits (tab A's record with its own) at its next flush.
    tabB.record(record('b'));
    await tabB.flush();
    expect(ids(transport)).toEqual([['a'], ['a', 'b']]);
  });

  it('a page that keeps failing to send waits longer each time, as after collector failures', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { log, transport, advance } = setup();
    transport.outage = { kind: 'unsent', reason: 'offline chunk' };
    log.record(record('a'));
    await advance(5000);
    // Backoff (random 1): 0.5, 1, 2, 4 s after the first try.
    for (const wait of [500, 1000, 2000, 4000]) await advance(wait);
    expect(transport.batches).toHaveLength(5);
    transport.outage = null;
    await advance(8000);
    expect(ids(transport).at(-1)).toEqual(['a']);
    await advance(60_000);
    expect(transport.batches).toHaveLength(6);
  });
});

describe('event-log retry bound', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('gives up records still undelivered 12 hours after they were made, and reports them as dropped', async () => {
    const { log, clock, transport, advance } = setup();
    transport.outage = { kind: 'retry', reason: 'HTTP 503' };
    log.record(sampleRecord('old', { datetime: new Date(clock.now()).toISOString() }));
    await advance(5000);
    await advance(EVENT_LOG_LIMITS.maxRecordAgeMs - 5000 - 60_000);
    expect(transport.batches.at(-1)!.records.map((r) => r.event_id)).toEqual(['old']);
    const tries = transport.batches.length;
    await advance(120_000);
    // Past the bound: the record is no longer tried.
    expect(transport.batches.slice(tries).every((batch) => batch.records.length === 0)).toBe(true);
    transport.outage = null;
    log.record(sampleRecord('new', { datetime: new Date(clock.now()).toISOString() }));
    await advance(60_000);
    expect(transport.batches.at(-1)).toEqual({ records: [expect.objectContaining({ event_id: 'new' })], dropped: 1 });
  });

  it('gives up a stored record dated more than 12 hours ahead (the clock was set back), counting it', async () => {
    const storage = new FakeStorageAdapter();
    const { log, clock, transport, advance } = setup(storage);
    const ahead = new Date(clock.now() + EVENT_LOG_LIMITS.maxRecordAgeMs + 60_000).toISOString();
    storage.set(QUEUE_KEY, JSON.stringify({ records: [sampleRecord('future', { datetime: ahead }), record('kept')], dropped: 0 }));
    log.record(record('now'));
    await advance(5000);
    expect(transport.batches).toEqual([{ records: [expect.objectContaining({ event_id: 'kept' }), expect.objectContaining({ event_id: 'now' })], dropped: 1 }]);
  });

  it('hands no record past the bound to the browser when the page goes away', () => {
    const storage = new FakeStorageAdapter();
    const { log, clock, transport } = setup(storage);
    const stale = new Date(clock.now() - EVENT_LOG_LIMITS.maxRecordAgeMs - 1).toISOString();
    storage.set(QUEUE_KEY, JSON.stringify({ records: [sampleRecord('stale', { datetime: stale }), record('kept')], dropped: 0 }));
    log.flushOnUnload();
    expect(transport.beacons).toEqual([{ records: [expect.objectContaining({ event_id: 'kept' })], dropped: 1 }]);
  });
});

describe('event-log queue in memory', () => {
  afterEach(() => jest.restoreAllMocks());

  it('in an outage, a record made does not re-read the whole stored queue', async () => {
    const { log, transport, advance } = setup();
    transport.outage = { kind: 'retry', reason: 'HTTP 503' };
    for (let index = 0; index < 300; index += 1) log.record(record(`r${index}`));
    await advance(5000);
    const parse = jest.spyOn(JSON, 'parse');
    for (let index = 0; index < 20; index += 1) {
      log.record(record(`late${index}`));
      await advance(100);
    }
    const queueReads = parse.mock.calls.filter(([text]) => typeof text === 'string' && text.includes('"records"'));
    expect(queueReads).toHaveLength(0);
  });

  it('still sees what another tab wrote to the queue since', async () => {
    const storage = new FakeStorageAdapter();
    const { log, transport, advance } = setup(storage);
    log.record(record('a'));
    await advance(10);
    const stored = JSON.parse(storage.get(QUEUE_KEY)!) as { records: EventLogRecord[]; dropped: number };
    storage.set(QUEUE_KEY, JSON.stringify({ records: [...stored.records, record('from-other-tab')], dropped: 2 }));
    await advance(5000);
    expect(transport.batches).toEqual([{ records: [expect.objectContaining({ event_id: 'a' }), expect.objectContaining({ event_id: 'from-other-tab' })], dropped: 2 }]);
  });
});
