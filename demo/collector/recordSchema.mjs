// The event-log record schema the client and the collector agreed on: exactly the spec §3 fields, each with a type
// and a size, plus an optional `data` object on records that measure something (web_vitals, ad_slot, survey_answer, item_save, offline_open) and on page_view (its light_mode), and no other.
// The collector checks every record against it and stores nothing else; it never truncates.

/**
 * A string of `min`..`max` code points. Code points, not UTF-16 units: the client cuts over-long strings at a
 * code-point boundary, so whichever unit it counts in, what it sends fits.
 */
const text = (max, { isEmptyAllowed = true } = {}) => ({
  rule: isEmptyAllowed ? `a string of at most ${max} characters` : `a non-empty string of at most ${max} characters`,
  accepts: (value) => typeof value === 'string' && codePointCount(value, max + 1) <= max && (isEmptyAllowed || value !== ''),
});

const ACTION_TYPE = /^[a-z][a-z0-9_]{0,39}$/;
const ISO_UTC_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How far a record's time may lie from the collector's: the client gives a record up 12 hours after it was made,
 * so a time weeks old or in the future (year 9999) is a clock gone wrong or a forged record, and would skew /report.
 */
export const DATETIME_WINDOW = Object.freeze({ pastMs: 30 * DAY_MS, futureMs: DAY_MS });

/** The fields of a record and what each accepts; a Map, so a key such as `__proto__` can never look like a field. */
export const RECORD_FIELDS = new Map([
  ['event_id', text(64, { isEmptyAllowed: false })],
  ['client_id', text(64, { isEmptyAllowed: false })],
  ['visit_id', text(64, { isEmptyAllowed: false })],
  ['action_type', { rule: 'a lower-case name matching ^[a-z][a-z0-9_]{0,39}$', accepts: (value) => typeof value === 'string' && ACTION_TYPE.test(value) }],
  ['browser', text(32, { isEmptyAllowed: false })],
  ['device', text(32, { isEmptyAllowed: false })],
  ['os', text(32, { isEmptyAllowed: false })],
  ['browser_language', text(35)],
  ['language_code', text(8)],
  // A real instant: the pattern alone lets 2025-02-30T25:61:00.000Z through; a round trip through Date does not.
  ['datetime', {
    rule: 'an ISO 8601 UTC time with milliseconds (YYYY-MM-DDTHH:mm:ss.sssZ), at most 30 days before the collector\'s clock and 1 day after',
    accepts: (value, nowMs) => typeof value === 'string' && ISO_UTC_MS.test(value) && isRealInstant(value) && isWithinWindow(Date.parse(value), nowMs),
  }],
  ['ip_source', text(45)],
  ['location_country', text(8)],
  ['source_url', text(2048, { isEmptyAllowed: false })],
  ['referrer', text(2048)],
  ['link_url', text(2048)],
  ['search_word', text(256)],
  ['user_agent', text(512)],
  ['page_sequence', { rule: 'a whole number from 1 to 10000', accepts: (value) => Number.isInteger(value) && value >= 1 && value <= 10_000 }],
  ['user_id', { rule: 'a whole number ≥ 0 or a non-empty string of at most 128 characters, not an e-mail address', accepts: isUserId }],
]);

/** Keys that would reach an object's prototype if a record were ever merged into one. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The record rebuilt from its schema fields (in schema order), or the first rule it breaks. The reason names the
 * field and the rule, never the value: values may carry secrets, and the reason goes back to the sender and to logs.
 * @param {unknown} value  one element of a batch's `records`, as JSON.parse made it
 * @param {number} [nowMs]  the collector's clock, which a record's time must be near
 * @returns {{ record: Record<string, unknown> } | { reason: string }}
 */
export function checkRecord(value, nowMs = Date.now()) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { reason: 'not an object' };
  // Object.keys sees the own `__proto__` key JSON.parse creates, where `in` and property reads would see the prototype.
  const keys = Object.keys(value);
  if (keys.some((key) => PROTOTYPE_KEYS.has(key))) return { reason: 'has a prototype key (__proto__, constructor or prototype)' };
  const unknown = keys.filter((key) => !RECORD_FIELDS.has(key) && key !== 'data').length;
  if (unknown > 0) return { reason: `has ${unknown} field(s) outside the schema` };
  for (const [field, { rule, accepts }] of RECORD_FIELDS) {
    if (!Object.hasOwn(value, field)) return { reason: `${field} is missing` };
    if (!accepts(value[field], nowMs)) return { reason: `${field} must be ${rule}` };
  }
  const record = Object.fromEntries([...RECORD_FIELDS.keys()].map((field) => [field, value[field]]));
  if (!Object.hasOwn(value, 'data')) return { record };
  if (!MEASURING_ACTIONS.has(value.action_type)) return { reason: 'data is carried only by page_view, web_vitals, ad_slot, survey_answer, item_save and offline_open records' };
  const reason = dataFailure(value.data);
  return reason ? { reason } : { record: { ...record, data: Object.fromEntries(Object.entries(value.data)) } };
}

/** The records that measure something, and so carry `data`: no client sends it on any other (a page_view, a click). */
const MEASURING_ACTIONS = new Set(['page_view', 'web_vitals', 'ad_slot', 'survey_answer', 'item_save', 'offline_open']);

const DATA_KEY = /^[a-z][a-z0-9_]{0,39}$/;

/**
 * The range of a measured number, by its key: times (`…_ms`, from navigation or of an interaction) are whole
 * milliseconds within a day, CLS at most 100 (a page that shifts its whole viewport every frame for a minute scores
 * far less), any other number within ±1e9. `lcp_ms: 1e308` is finite, and alone it would swamp a p75.
 * @param {string} key
 */
function numberRule(key) {
  if (key.endsWith('_ms')) return { rule: 'a whole number of milliseconds from 0 to 86400000', accepts: (n) => Number.isInteger(n) && n >= 0 && n <= DAY_MS };
  if (key === 'cls') return { rule: 'a number from 0 to 100', accepts: (n) => n >= 0 && n <= 100 };
  return { rule: 'a number from -1e9 to 1e9', accepts: (n) => Math.abs(n) <= 1e9 };
}

/** web_vitals: the metrics the engine cannot measure, by their data-key stems, comma-separated (`cls,inp`). */
const UNSUPPORTED_METRICS = /^(lcp|cls|inp|fcp|ttfb)(,(lcp|cls|inp|fcp|ttfb)){0,4}$/;

/**
 * Why `data` (what a web_vitals or ad_slot record measured) breaks its rule, or undefined: a flat object of at most
 * 24 lower-case keys, each a number in its key's range, a boolean or a string of at most 256 characters
 * (`unsupported_metrics`: a comma-separated list of lcp, cls, inp, fcp, ttfb).
 * @param {unknown} data
 */
function dataFailure(data) {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return 'data must be an object';
  const keys = Object.keys(data);
  if (keys.length > 24) return 'data must have at most 24 keys';
  for (const key of keys) {
    if (PROTOTYPE_KEYS.has(key) || !DATA_KEY.test(key)) return 'data keys must be lower-case names';
    const item = data[key];
    if (key === 'unsupported_metrics') {
      if (typeof item !== 'string' || !UNSUPPORTED_METRICS.test(item)) return 'data.unsupported_metrics must be a comma-separated list of lcp, cls, inp, fcp, ttfb';
      continue;
    }
    if (typeof item === 'number' && Number.isFinite(item)) {
      const { rule, accepts } = numberRule(key);
      if (!accepts(item)) return `data.${key} must be ${rule}`;
      continue;
    }
    const isValid = typeof item === 'boolean' || (typeof item === 'number' && Number.isFinite(item)) ||
      (typeof item === 'string' && codePointCount(item, 257) <= 256);
    if (!isValid) return `data.${key} must be a finite number, a boolean or a string of at most 256 characters`;
  }
  return undefined;
}

/** How many code points `value` has, counting no further than `stopAt` (a 60 KiB string need not be walked). */
function codePointCount(value, stopAt) {
  let count = 0;
  for (let index = 0; index < value.length && count < stopAt; count += 1) {
    index += value.codePointAt(index) > 0xffff ? 2 : 1;
  }
  return count;
}

function isWithinWindow(timeMs, nowMs) {
  return timeMs >= nowMs - DATETIME_WINDOW.pastMs && timeMs <= nowMs + DATETIME_WINDOW.futureMs;
}

function isRealInstant(value) {
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString() === value;
}

function isUserId(value) {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0;
  return typeof value === 'string' && value !== '' && codePointCount(value, 129) <= 128 && !holdsEmailAddress(value);
}

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** Whether `text` holds an e-mail address as written or percent-decoded (up to four times, as the client checks). */
function holdsEmailAddress(text) {
  let current = text;
  for (let decodings = 0; decodings <= 4; decodings += 1) {
    if (EMAIL.test(current)) return true;
    let decoded;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return false;
    current = decoded;
  }
  return EMAIL.test(current);
}
