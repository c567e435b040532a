import { isRecord } from './describeValue';
import { holdsEmailAddress } from './eventUrl';
import { capData, dataFailure } from './eventRecordData';
import type { EventLogRecord } from './eventRecord';

/** Highest page_sequence a record may carry (the schema agreed with the collector). */
export const MAX_PAGE_SEQUENCE = 10_000;

/**
 * Whether `value` is a time a record can carry: epoch milliseconds from 1970 up to the last date JavaScript can
 * represent (8.64e15). Times read back from storage are checked with it: `1e20` is finite, but no date.
 */
export function isEpochMs(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 8.64e15;
}

// The agreed schema's string fields: longest length (UTF-16 code units, so a code-point count is within it too)
// and whether '' is allowed. page_sequence, user_id, action_type and datetime have rules of their own below.
const STRING_FIELDS = {
  event_id: [64, false], client_id: [64, false], visit_id: [64, false],
  browser: [32, false], device: [32, false], os: [32, false],
  browser_language: [35, true], language_code: [8, true], ip_source: [45, true], location_country: [8, true],
  source_url: [2048, false], referrer: [2048, true], link_url: [2048, true],
  search_word: [256, true], user_agent: [512, true],
} as const satisfies Partial<Record<keyof EventLogRecord, readonly [number, boolean]>>;
type StringField = keyof typeof STRING_FIELDS;
const MAX_USER_ID_LENGTH = 128;
const FIELDS: ReadonlySet<string> = new Set([...Object.keys(STRING_FIELDS), 'action_type', 'datetime', 'page_sequence', 'user_id']);
const ACTION_TYPE = /^[a-z][a-z0-9_]{0,39}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** The records that carry `data`: those that measure something, and the page view's light mode (the collector refuses it on any other). */
const MEASURING_ACTIONS: ReadonlySet<string> = new Set(['page_view', 'web_vitals', 'ad_slot', 'survey_answer', 'item_save', 'offline_open']);

/** A record checked against the schema, or why it fails it (field names only: values may hold personal data). */
export type RecordCheck = { readonly record: EventLogRecord } | { readonly reason: string };

/** `record` with every over-long string cut to the schema's size, never inside a surrogate pair; the rest as is. */
export function capRecord(record: EventLogRecord): EventLogRecord {
  const capped: Record<string, unknown> = { ...record };
  for (const [field, [max]] of Object.entries(STRING_FIELDS)) capped[field] = cap(capped[field], max);
  capped['user_id'] = cap(record.user_id, MAX_USER_ID_LENGTH);
  if (record.data !== undefined) capped['data'] = capData(record.data);
  return capped as unknown as EventLogRecord;
}

function cap(value: unknown, max: number): unknown {
  if (typeof value !== 'string' || value.length <= max) return value;
  const code = value.charCodeAt(max - 1);
  return value.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/**
 * `value` as a record when it meets every rule of the schema (exactly its fields, plus `data` where a record
 * measures something; types, sizes); else the first failure.
 */
export function validateRecord(value: unknown): RecordCheck {
  if (!isRecord(value) || ![Object.prototype, null].includes(Object.getPrototypeOf(value))) return { reason: 'not a plain object' };
  const keys = Object.keys(value).filter((key) => key !== 'data');
  if (keys.length !== FIELDS.size || !keys.every((key) => FIELDS.has(key))) return { reason: 'its fields are not exactly the schema’s' };
  if (Object.hasOwn(value, 'data')) {
    if (!MEASURING_ACTIONS.has(String(value['action_type']))) return { reason: 'data is carried only by page_view, web_vitals, ad_slot, survey_answer, item_save and offline_open records' };
    const reason = dataFailure(value['data']);
    if (reason) return { reason };
  }
  for (const [field, [max, isEmptyAllowed]] of Object.entries(STRING_FIELDS) as Array<[StringField, readonly [number, boolean]]>) {
    const reason = stringFailure(value[field], max, isEmptyAllowed);
    if (reason) return { reason: `${field} ${reason}` };
  }
  if (typeof value['action_type'] !== 'string' || !ACTION_TYPE.test(value['action_type'])) return { reason: 'action_type is not a lower-case name' };
  if (!isUtcDateTime(value['datetime'])) return { reason: 'datetime is not an ISO 8601 UTC time with milliseconds' };
  const sequence = value['page_sequence'];
  if (!Number.isInteger(sequence) || (sequence as number) < 1 || (sequence as number) > MAX_PAGE_SEQUENCE) {
    return { reason: `page_sequence is not a whole number from 1 to ${MAX_PAGE_SEQUENCE}` };
  }
  const userId = value['user_id'];
  const isUserIdValid = typeof userId === 'number'
    ? Number.isSafeInteger(userId) && userId >= 0
    : typeof userId === 'string' && stringFailure(userId, MAX_USER_ID_LENGTH, false) === undefined;
  if (!isUserIdValid) return { reason: 'user_id is neither a whole number ≥ 0 nor a short non-empty string' };
  if (typeof userId === 'string' && holdsEmailAddress(userId)) return { reason: 'user_id holds an e-mail address' };
  return { record: value as unknown as EventLogRecord };
}

function stringFailure(value: unknown, max: number, isEmptyAllowed: boolean): string | undefined {
  if (typeof value !== 'string') return 'is not a string';
  if (value === '' && !isEmptyAllowed) return 'is empty';
  return value.length > max ? `is longer than ${max}` : undefined;
}

// The pattern alone lets 2026-02-31 through; a real date reads back as the same text.
function isUtcDateTime(value: unknown): boolean {
  if (typeof value !== 'string' || !DATETIME.test(value)) return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString() === value;
}
