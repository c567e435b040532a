import { TextEncoder } from 'node:util';
import { splitRequests, utf8Bytes } from '../../../src/adapters/http/collectorProtocol';
import type { EventLogRecord } from '../../../src/domain/eventRecord';

const record = (id: string, size = 0) => ({ event_id: id, user_agent: 'x'.repeat(size) }) as unknown as EventLogRecord;
/** A body as a protocol might make it: the ids, the first request marked. */
const encode = (records: readonly EventLogRecord[], isFirst: boolean) =>
  JSON.stringify({ ids: records.map((one) => one.event_id), pad: records.map((one) => one.user_agent).join(''), isFirst });
const ids = (result: ReturnType<typeof splitRequests>) => result.requests.map((request) => request.records.map((one) => one.event_id));

describe('utf8Bytes', () => {
  it.each([
    ['', 0], ['abc', 3], ['é', 2], ['日本', 6], ['😀', 4], ['a\uD800b', 5], ['\uDC00', 3], ['\uD800\uD800', 6], ['\uD83D', 3],
  ])('%j is %i bytes, as TextEncoder counts them', (text, bytes) => {
    expect(utf8Bytes(text)).toBe(bytes);
    expect(utf8Bytes(text)).toBe(new TextEncoder().encode(text).length);
  });
});

describe('splitRequests', () => {
  it('keeps a batch within the limits in one request, its body the encoder\'s', () => {
    const batch = [record('a'), record('b')];
    const result = splitRequests(batch, { maxBodyBytes: 1000, maxRecords: 10 }, encode);
    expect(result).toEqual({ requests: [{ body: encode(batch, true), records: batch }], oversized: [] });
  });

  it('halves a batch over the record count, in order, only the first request marked first', () => {
    const batch = ['a', 'b', 'c', 'd', 'e'].map((id) => record(id));
    const result = splitRequests(batch, { maxBodyBytes: 10_000, maxRecords: 2 }, encode);
    expect(ids(result)).toEqual([['a', 'b'], ['c'], ['d', 'e']]);
    expect(result.requests.map((request) => (JSON.parse(request.body) as { isFirst: boolean }).isFirst)).toEqual([true, false, false]);
  });

  it('halves a batch over the body size until each request fits, counting UTF-8 bytes', () => {
    const batch = ['a', 'b', 'c'].map((id) => record(id, 300));
    const result = splitRequests(batch, { maxBodyBytes: 700, maxRecords: 10 }, encode);
    expect(ids(result)).toEqual([['a', 'b'], ['c']]);
    expect(result.requests.every((request) => utf8Bytes(request.body) <= 700)).toBe(true);
    const wide = ['a', 'b'].map((id) => ({ event_id: id, user_agent: '日'.repeat(150) }) as unknown as EventLogRecord);
    // 150 characters but 450 bytes each: two do not fit in 700 bytes.
    expect(ids(splitRequests(wide, { maxBodyBytes: 700, maxRecords: 10 }, encode))).toEqual([['a'], ['b']]);
  });

  it('sets aside a record too large for any request, and one over the protocol\'s bound on one event', () => {
    const batch = [record('a'), record('huge', 2000), record('b')];
    const bySize = splitRequests(batch, { maxBodyBytes: 500, maxRecords: 10 }, encode);
    expect(ids(bySize)).toEqual([['a'], ['b']]);
    expect(bySize.oversized.map((one) => one.event_id)).toEqual(['huge']);
    const byEvent = splitRequests(batch, { maxBodyBytes: 100_000, maxRecords: 10, maxRecordBytes: 1000 }, encode, (one) => JSON.stringify(one));
    expect(ids(byEvent)).toEqual([['a', 'b']]);
    expect(byEvent.oversized.map((one) => one.event_id)).toEqual(['huge']);
  });

  it('makes no request for an empty batch', () => {
    expect(splitRequests([], { maxBodyBytes: 10, maxRecords: 1 }, encode)).toEqual({ requests: [], oversized: [] });
  });
});
