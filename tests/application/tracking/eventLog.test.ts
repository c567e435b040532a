import type { EventLogRecord } from '../../../src/domain/eventRecord';
import { createEventLog, QUEUE_KEY } from '../../../src/application/tracking/eventLog';
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

    const next = setup(storage);
    await next.log.flush();
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

  it('honours Retry-After', async () => {
    const { log, transport, advance } = setup();
    transport.script.push({ kind: 'retry', reason: 'HTTP 429', retryAfterMs: 20_000 });
    log.record(record('a'));
    await advance(5000);
    await advance(19_999);
    expect(transport.batches).toHaveLength(1);
    await advance(1);
    expect(transport.batches).toHaveLength(2);
  });

  it('never retries a refused batch: drops it, counts it, and reports the count with the next batch', async () => {
    const { log, transport, advance } = setup();
    transport.script.push({ kind: 'rejected', status: 422 });
    log.record(record('bad1'));
    log.record(record('bad2'));
    await advance(5000);
    await advance(60_000);
    expect(transport.batches).toHaveLength(1);
    expect(log.refusedCount()).toBe(2);
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
