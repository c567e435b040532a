import type { RecordData } from './eventRecordData';
import { MAX_PAGE_SEQUENCE } from './eventRecordSchema';
import { eventUrl, holdsEmailAddress, REDACTED } from './eventUrl';
import { searchWordFrom } from './searchWord';
import { browserFrom, deviceFrom, osFrom, type BrowserName, type Device, type OsName } from './userAgent';

export { searchWordFrom } from './searchWord';
export { browserFrom, deviceFrom, osFrom } from './userAgent';
export type { BrowserName, Device, OsName } from './userAgent';

/** One event-log row as sent to the log (spec §3); snake_case because that is the wire format. */
export interface EventLogRecord {
  event_id: string;
  action_type: string;
  browser_language: string;
  browser: BrowserName;
  client_id: string;
  /** ISO 8601, UTC, millisecond precision. */
  datetime: string;
  device: Device;
  ip_source: string;
  language_code: string;
  link_url: string;
  location_country: string;
  os: OsName;
  /** 1 for the first page of a visit. */
  page_sequence: number;
  referrer: string;
  search_word: string;
  source_url: string;
  user_agent: string;
  /** 0 when nobody is signed in. */
  user_id: number | string;
  visit_id: string;
  /** What a measuring record measured (web_vitals, ad_slot); absent from spec §3's records. */
  data?: RecordData;
}

export interface EventRecordInput {
  actionType: string;
  eventId: string;
  href: string;
  referrer: string;
  userAgent: string;
  browserLanguage: string;
  languageCode: string;
  clientId: string;
  visitId: string;
  pageSequence: number;
  userId?: number | string | null;
  linkUrl?: string;
  location?: { country: string; ip: string } | null;
  data?: RecordData;
}

/**
 * The event-log record for `input` at `nowMs` (epoch milliseconds); throws only when nowMs is not a representable
 * time. The three addresses are redacted (see eventUrl; referrer and link relative to `href`); search_word is read
 * from the page's own address before that.
 */
export function buildEventRecord(input: EventRecordInput, nowMs: number): EventLogRecord {
  return {
    event_id: input.eventId,
    action_type: input.actionType,
    browser_language: input.browserLanguage,
    browser: browserFrom(input.userAgent),
    client_id: input.clientId,
    datetime: isoDateTime(nowMs),
    device: deviceFrom(input.userAgent),
    ip_source: input.location?.ip ?? '',
    language_code: input.languageCode,
    link_url: eventUrl(input.linkUrl ?? '', input.href),
    location_country: input.location?.country ?? '',
    os: osFrom(input.userAgent),
    page_sequence: Number.isFinite(input.pageSequence) ? Math.min(MAX_PAGE_SEQUENCE, Math.max(1, Math.floor(input.pageSequence))) : 1,
    referrer: eventUrl(input.referrer, input.href),
    search_word: loggedSearchWord(input.href),
    source_url: eventUrl(input.href),
    user_agent: input.userAgent,
    user_id: userIdOrZero(input.userId),
    visit_id: input.visitId,
    ...(input.data === undefined ? {} : { data: input.data }),
  };
}

/** The site search word of the page address, unless it holds an e-mail address (a visitor who searched for one). */
function loggedSearchWord(href: string): string {
  const word = searchWordFrom(href);
  return holdsEmailAddress(word) ? REDACTED : word;
}

function isoDateTime(nowMs: number): string {
  const date = new Date(nowMs);
  if (Number.isNaN(date.getTime())) throw new Error(`buildEventRecord: nowMs must be epoch milliseconds, got ${nowMs}`);
  return date.toISOString();
}

// A number the schema refuses (negative, fractional, unsafe) would cost the whole record: it counts as nobody.
function userIdOrZero(userId: number | string | null | undefined): number | string {
  if (userId === null || userId === undefined || userId === '') return 0;
  return typeof userId === 'number' && !(Number.isSafeInteger(userId) && userId >= 0) ? 0 : userId;
}
