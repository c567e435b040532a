import {
  backoffDelayMs,
  chunkRecords,
  countDropped,
  EMPTY_QUEUE,
  enqueue,
  MAX_DROPPED,
  parseQueue,
  recordBytes,
  removeRecords,
} from '../../src/domain/eventQueue';
import type { EventLogRecord } from '../../src/domain/eventRecord';
import { sampleRecord } from '../sampleRecord';

const record = (id: string, padding = 0) => ({ event_id: id, action_type: 'page_view', source_url: 'x'.repeat(padding) }) as unknown as EventLogRecord;
const ids = (records: readonly EventLogRecord[]) => records.map((r) => r.event_id);

describe('enqueue', () => {
  it('appends in order', () => {
    const state = enqueue(enqueue(EMPTY_QUEUE, [record('a')]), [record('b'), record('c')]);
    expect(ids(state.records)).toEqual(['a', 'b', 'c']);
    expect(state.dropped).toBe(0);
  });

  it('drops the oldest past the cap and counts them', () => {
    const full = enqueue(EMPTY_QUEUE, Array.from({ length: 1000 }, (_, i) => record(`r${i}`)));
    const state = enqueue(full, [record('new1'), record('new2')]);
    expect(state.records).toHaveLength(1000);
    expect(state.records[0]?.event_id).toBe('r2');
    expect(state.records[999]?.event_id).toBe('new2');
    expect(state.dropped).toBe(2);
  });

  it('removeRecords keeps the dropped count', () => {
    const state = removeRecords({ records: [record('a'), record('b')], dropped: 3 }, new Set(['a']));
    expect(ids(state.records)).toEqual(['b']);
    expect(state.dropped).toBe(3);
  });
});

describe('chunkRecords', () => {
  it('groups at most 10 records', () => {
    const chunks = chunkRecords(Array.from({ length: 23 }, (_, i) => record(`r${i}`)), 10, 40_000);
    expect(chunks.map((chunk) => chunk.length)).toEqual([10, 10, 3]);
    expect(chunks.flat().map((r) => r.event_id)).toEqual(Array.from({ length: 23 }, (_, i) => `r${i}`));
  });

  it('keeps each request under the byte limit', () => {
    const records = Array.from({ length: 10 }, (_, i) => record(`r${i}`, 9000));
    const chunks = chunkRecords(records, 10, 40_000);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(JSON.stringify({ records: chunk, dropped: 0 }).length).toBeLessThanOrEqual(40_000);
    }
  });

  it('sends a record larger than the limit on its own rather than never', () => {
    const chunks = chunkRecords([record('small'), record('huge', 50_000), record('after')], 10, 40_000);
    expect(chunks.map(ids)).toEqual([['small'], ['huge'], ['after']]);
  });

  it('measures bytes as UTF-8', () => {
    expect(recordBytes(record('東京'))).toBe(JSON.stringify(record('東京')).length + 4);
  });
});

describe('backoffDelayMs', () => {
  it.each([
    [1, 0, 250], [1, 1, 500], [2, 1, 1000], [3, 1, 2000], [8, 1, 60_000], [20, 1, 60_000], [20, 0, 30_000],
  ])('attempt %i with random %d waits %i ms', (attempt, random, expected) => {
    expect(backoffDelayMs(attempt, random)).toBe(expected);
  });

  it('doubles from 0.5 s up to the 60 s cap, always with jitter inside the window', () => {
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      const ceiling = Math.min(60_000, 500 * 2 ** (attempt - 1));
      const delay = backoffDelayMs(attempt, 0.37);
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delay).toBeLessThanOrEqual(ceiling);
    }
  });

  it('waits as long as the collector asked when that is longer', () => {
    expect(backoffDelayMs(1, 0.5, 30_000)).toBe(30_000);
    expect(backoffDelayMs(5, 1, 100)).toBe(8000);
  });

  it('honours a wait the collector asked for up to 300 s, not longer', () => {
    expect(backoffDelayMs(1, 1, 300_000)).toBe(300_000);
    expect(backoffDelayMs(1, 1, 3_600_000)).toBe(300_000);
  });
});

describe('countDropped', () => {
  it('adds to the count, up to MAX_DROPPED', () => {
    expect(countDropped({ records: [], dropped: 2 }, 3).dropped).toBe(5);
    expect(countDropped({ records: [], dropped: MAX_DROPPED - 1 }, 5).dropped).toBe(MAX_DROPPED);
  });
});

describe('parseQueue', () => {
  const stored = (records: unknown[], dropped: unknown = 0) => JSON.stringify({ records, dropped });

  it.each([null, '', '{', '[]', 'null', '"text"', '{"records":"x"}', '{"records":[],"dropped":-4}'])('%j reads as an empty queue', (text) => {
    expect(parseQueue(text)).toEqual({ records: [], dropped: 0 });
  });

  it('reads back what was stored', () => {
    const state = { records: [sampleRecord('a'), sampleRecord('b', { user_id: 'u-1' })], dropped: 2 };
    expect(parseQueue(JSON.stringify(state))).toEqual(state);
  });

  it('drops the records that fail the schema and counts them, keeping the good ones in order', () => {
    const text = stored([
      sampleRecord('good-1'),
      { nope: 1 },
      sampleRecord(''),
      sampleRecord('bad-type', { page_sequence: '2' }),
      sampleRecord('absurd', { page_sequence: 1e9 }),
      sampleRecord('giant', { search_word: 'x'.repeat(1_000_000) }),
      null,
      'text',
      sampleRecord('extra', { token: 'T' } as Partial<EventLogRecord>),
      sampleRecord('good-2'),
    ], 3);
    const state = parseQueue(text);
    expect(ids(state.records)).toEqual(['good-1', 'good-2']);
    expect(state.dropped).toBe(3 + 8);
  });

  it.each<[unknown, number]>([
    [5, 5], [0, 0], [-4, 0], [1.5, 0], ['7', 0], [null, 0], [Number.MAX_SAFE_INTEGER, MAX_DROPPED], [1e300, 0], [MAX_DROPPED + 1, MAX_DROPPED],
  ])('a stored dropped count of %p reads as %p', (dropped, expected) => {
    expect(parseQueue(stored([sampleRecord('a')], dropped)).dropped).toBe(expected);
  });

  it('keeps only the newest records of a giant queue, counting the rest as dropped', () => {
    const records = Array.from({ length: 1005 }, (_, i) => sampleRecord(`r${i}`));
    const state = parseQueue(stored(records, 1), 1000);
    expect(state.records).toHaveLength(1000);
    expect(state.records[0]?.event_id).toBe('r5');
    expect(state.records[999]?.event_id).toBe('r1004');
    expect(state.dropped).toBe(6);
  });
});
