import { isRecord } from './describeValue';
import { EVENT_LOG_LIMITS } from './eventDelivery';
import type { EventLogRecord } from './eventRecord';
import { validateRecord } from './eventRecordSchema';

/** Local-storage key of the event log's durable queue, shared by the site's tabs. */
export const QUEUE_KEY = 'tabiji_event_queue';

/** The queue as kept in storage: records not yet delivered, and how many were dropped since the last report. */
export interface QueueState {
  readonly records: readonly EventLogRecord[];
  readonly dropped: number;
}

export const EMPTY_QUEUE: QueueState = { records: [], dropped: 0 };

/** The dropped count stops here: past it the number says only "a great many", and a tampered one stays sane. */
export const MAX_DROPPED = 1_000_000;

/** Adds records at the end; past `maxQueued` the oldest go, and are counted as dropped. */
export function enqueue(state: QueueState, added: readonly EventLogRecord[], maxQueued: number = EVENT_LOG_LIMITS.maxQueued): QueueState {
  const records = [...state.records, ...added];
  const overflow = Math.max(0, records.length - maxQueued);
  return countDropped({ records: records.slice(overflow), dropped: state.dropped }, overflow);
}

/** `state` with `count` more records counted as dropped (at most MAX_DROPPED in all). */
export function countDropped(state: QueueState, count: number): QueueState {
  return count === 0 ? state : { ...state, dropped: Math.min(MAX_DROPPED, state.dropped + count) };
}

/** Removes the records with these event ids (delivered, or refused for good). */
export function removeRecords(state: QueueState, eventIds: ReadonlySet<string>): QueueState {
  return { ...state, records: state.records.filter((record) => !eventIds.has(record.event_id)) };
}

/**
 * `state` without the records made more than `maxAgeMs` from `nowMs`, either way (a record dated far in the future
 * tells of a clock set back since, and would otherwise never age), each counted as dropped.
 */
export function expireRecords(state: QueueState, nowMs: number, maxAgeMs: number = EVENT_LOG_LIMITS.maxRecordAgeMs): QueueState {
  const records = state.records.filter((record) => Math.abs(nowMs - Date.parse(record.datetime)) <= maxAgeMs);
  return records.length === state.records.length ? state : countDropped({ ...state, records }, state.records.length - records.length);
}

/** Bytes of a record as JSON (UTF-8). */
export function recordBytes(record: EventLogRecord): number {
  return utf8Length(JSON.stringify(record));
}

/** UTF-8 length of a string (JSON.stringify has already escaped any lone surrogate). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const point = character.codePointAt(0) ?? 0;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * Splits records, in order, into groups of at most `maxRecords` whose JSON stays under `maxBytes` (with room for
 * the envelope); a single record larger than that travels alone.
 */
export function chunkRecords(records: readonly EventLogRecord[], maxRecords: number, maxBytes: number): EventLogRecord[][] {
  const envelope = 64;
  const chunks: EventLogRecord[][] = [];
  let current: EventLogRecord[] = [];
  let bytes = envelope;
  for (const record of records) {
    const size = recordBytes(record) + 1;
    if (current.length > 0 && (current.length >= maxRecords || bytes + size > maxBytes)) {
      chunks.push(current);
      current = [];
      bytes = envelope;
    }
    current.push(record);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * Delay before retry number `attempt` (1 = first retry): 0.5 s doubling, capped at 60 s, with full jitter from
 * `random` (0..1); a wait the collector asked for (`collectorWaitMs`) wins when it is longer, up to 300 s.
 */
export function backoffDelayMs(attempt: number, random: number, collectorWaitMs?: number): number {
  const ceiling = Math.min(EVENT_LOG_LIMITS.maxBackoffMs, EVENT_LOG_LIMITS.firstBackoffMs * 2 ** Math.max(0, attempt - 1));
  const jittered = Math.round(ceiling / 2 + (ceiling / 2) * Math.min(1, Math.max(0, random)));
  return collectorWaitMs !== undefined && collectorWaitMs > jittered ? Math.min(collectorWaitMs, EVENT_LOG_LIMITS.maxCollectorWaitMs) : jittered;
}

/**
 * Reads a stored queue, trusting nothing in it: only the newest `maxQueued` records are read, those that fail the
 * record schema are dropped and counted, and a dropped count that is not a whole number ≥ 0 reads as 0 (an absurd
 * one as MAX_DROPPED). Anything unreadable is an empty queue rather than an error.
 */
export function parseQueue(text: string | null, maxQueued: number = EVENT_LOG_LIMITS.maxQueued): QueueState {
  if (!text) return EMPTY_QUEUE;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return EMPTY_QUEUE;
  }
  if (!isRecord(value)) return EMPTY_QUEUE;
  const stored: readonly unknown[] = Array.isArray(value['records']) ? value['records'] : [];
  const newest = stored.slice(Math.max(0, stored.length - maxQueued));
  const records = newest.flatMap((item) => {
    const check = validateRecord(item);
    return 'record' in check ? [check.record] : [];
  });
  const dropped = value['dropped'];
  const storedDropped = Number.isSafeInteger(dropped) && (dropped as number) >= 0 ? Math.min(MAX_DROPPED, dropped as number) : 0;
  return countDropped({ records, dropped: storedDropped }, stored.length - records.length);
}
