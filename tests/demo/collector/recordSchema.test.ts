/**
 * @jest-environment node
 */
import { callDemoModule } from '../callDemoModule';
import { validRecord } from './validRecord';

type Checked = { record: Record<string, unknown> } | { reason: string };

const VALID = validRecord('e-1');

const withField = (field: string, value: unknown): Record<string, unknown> => ({ ...VALID, [field]: value });
/** A measuring record (web_vitals) carrying `data`: only measuring records may. */
const withData = (data: unknown): Record<string, unknown> => ({ ...VALID, action_type: 'web_vitals', data });
const without = (field: string): Record<string, unknown> => Object.fromEntries(Object.entries(VALID).filter(([key]) => key !== field));
const emoji = '😀'; // one code point, two UTF-16 units
const DAY_MS = 24 * 60 * 60 * 1000;
const isoAgo = (ms: number): string => new Date(Date.now() - ms).toISOString();

/** [what, record, field the reason names (or a phrase of it)] */
const REJECTED: Array<[string, unknown, string]> = [
  ...['event_id', 'client_id', 'visit_id'].flatMap((field): Array<[string, unknown, string]> => [
    [`${field} empty`, withField(field, ''), field],
    [`${field} of 65 characters`, withField(field, 'x'.repeat(65)), field],
    [`${field} a number`, withField(field, 1), field],
  ]),
  ['action_type with a capital', withField('action_type', 'Page_view'), 'action_type'],
  ['action_type starting with a digit', withField('action_type', '1click'), 'action_type'],
  ['action_type with a dash', withField('action_type', 'link-click'), 'action_type'],
  ['action_type of 41 characters', withField('action_type', `a${'b'.repeat(40)}`), 'action_type'],
  ['action_type empty', withField('action_type', ''), 'action_type'],
  ...['browser', 'device', 'os'].flatMap((field): Array<[string, unknown, string]> => [
    [`${field} empty`, withField(field, ''), field],
    [`${field} of 33 characters`, withField(field, 'x'.repeat(33)), field],
  ]),
  ['browser_language of 36 characters', withField('browser_language', 'x'.repeat(36)), 'browser_language'],
  ['language_code of 9 characters', withField('language_code', 'x'.repeat(9)), 'language_code'],
  ['language_code null', withField('language_code', null), 'language_code'],
  ['datetime without milliseconds', withField('datetime', '2026-03-01T09:15:30Z'), 'datetime'],
  ['datetime with an offset', withField('datetime', '2026-03-01T09:15:30.123+09:00'), 'datetime'],
  ['datetime on 30 February', withField('datetime', '2026-02-30T09:15:30.123Z'), 'datetime'],
  ['datetime at hour 24', withField('datetime', '2026-03-01T24:00:00.000Z'), 'datetime'],
  ['datetime as epoch milliseconds', withField('datetime', 1_772_356_530_123), 'datetime'],
  ['datetime in the year 9999', withField('datetime', '9999-12-31T23:59:59.999Z'), 'datetime'],
  ['datetime 31 days old', withField('datetime', isoAgo(31 * DAY_MS)), 'datetime'],
  ['datetime 25 hours ahead', withField('datetime', isoAgo(-25 * 60 * 60 * 1000)), 'datetime'],
  ['ip_source of 46 characters', withField('ip_source', 'x'.repeat(46)), 'ip_source'],
  ['location_country of 9 characters', withField('location_country', 'x'.repeat(9)), 'location_country'],
  ['source_url empty', withField('source_url', ''), 'source_url'],
  ...['source_url', 'referrer', 'link_url'].map((field): [string, unknown, string] => [`${field} of 2049 characters`, withField(field, `https://a/${'x'.repeat(2039)}`), field]),
  ['search_word of 257 characters', withField('search_word', 'x'.repeat(257)), 'search_word'],
  ['user_agent of 513 characters', withField('user_agent', 'x'.repeat(513)), 'user_agent'],
  ['user_agent of 513 emoji', withField('user_agent', emoji.repeat(513)), 'user_agent'],
  ['page_sequence 0', withField('page_sequence', 0), 'page_sequence'],
  ['page_sequence 10001', withField('page_sequence', 10_001), 'page_sequence'],
  ['page_sequence 1.5', withField('page_sequence', 1.5), 'page_sequence'],
  ['page_sequence as text', withField('page_sequence', '1'), 'page_sequence'],
  ['user_id negative', withField('user_id', -1), 'user_id'],
  ['user_id fractional', withField('user_id', 1.5), 'user_id'],
  ['user_id past the safe integers', withField('user_id', 2 ** 53), 'user_id'],
  ['user_id empty text', withField('user_id', ''), 'user_id'],
  ['user_id of 129 characters', withField('user_id', 'u'.repeat(129)), 'user_id'],
  ['user_id null', withField('user_id', null), 'user_id'],
  ['user_id missing', without('user_id'), 'user_id is missing'],
  ['visit_id missing', without('visit_id'), 'visit_id is missing'],
  ['an unknown field', withField('page_title', 'Kyoto'), 'outside the schema'],
  ['an array', [VALID], 'not an object'],
  ['null', null, 'not an object'],
  ['a string', 'e-1', 'not an object'],
  // JSON.parse makes "__proto__" an own key; a check with `in` or a property read would not see it.
  ['an own __proto__ key', JSON.parse(`{"__proto__": {"isAdmin": true}, ${JSON.stringify(VALID).slice(1)}`), 'prototype key'],
  ['a constructor key', withField('constructor', { prototype: { isAdmin: true } }), 'prototype key'],
  ['a prototype key', withField('prototype', {}), 'prototype key'],
  ['data that is a list', withData([1, 2]), 'data'],
  ['data with a nested object', withData({ lcp_ms: { value: 1 } }), 'data.lcp_ms'],
  ['data with an upper-case key', withData({ LCP: 1 }), 'data keys'],
  ['data with a __proto__ key', { ...VALID, action_type: 'web_vitals', data: JSON.parse('{"__proto__": 1}') }, 'data keys'],
  // Issue 43: what no client makes is refused whatever the headers (the collector takes posts without an Origin).
  ['data on a link_click', { ...VALID, action_type: 'link_click', data: { lcp_ms: 900 } }, 'data is carried only by page_view, web_vitals, ad_slot, survey_answer, item_save and offline_open records'],
  ['data on a link_click', { ...VALID, action_type: 'link_click', data: { ok: true } }, 'data is carried only by'],
  ['user_id that is an e-mail address', withField('user_id', 'alice@example.com'), 'not an e-mail address'],
  ['user_id holding an encoded e-mail address', withField('user_id', 'id:alice%40example.com'), 'not an e-mail address'],
  ['data with 25 keys', withData(Object.fromEntries(Array.from({ length: 25 }, (_, index) => [`k${index}`, index]))), 'data'],
  ['data with a string of 257 characters', withData({ lcp_element: 'x'.repeat(257) }), 'data.lcp_element'],
  // Finite, and each alone would swamp the report's p75s and averages.
  ['an LCP of 1e308 ms', withData({ lcp_ms: 1e308 }), 'data.lcp_ms'],
  ['a negative time', withData({ inp_ms: -1 }), 'data.inp_ms'],
  ['a time past a day', withData({ viewable_ms: DAY_MS + 1 }), 'data.viewable_ms'],
  ['a fractional time', withData({ fcp_ms: 1.5 }), 'data.fcp_ms'],
  ['a CLS of 101', withData({ cls: 101 }), 'data.cls'],
  ['another number past 1e9', withData({ slot_count: 2e9 }), 'data.slot_count'],
  ['an unknown metric among the unsupported', withData({ unsupported_metrics: 'cls,tbt' }), 'data.unsupported_metrics'],
  ['unsupported metrics as a list', withData({ unsupported_metrics: ['cls'] }), 'data.unsupported_metrics'],
];

/** [what, record]: at the edges of each rule, still inside. */
const ACCEPTED: Array<[string, Record<string, unknown>]> = [
  ['the plain record', VALID],
  ['ids of 64 characters', { ...VALID, event_id: 'x'.repeat(64), client_id: 'y'.repeat(64), visit_id: 'z'.repeat(64) }],
  ['browser, device and os of 32 characters', { ...VALID, browser: 'x'.repeat(32), device: 'x'.repeat(32), os: 'x'.repeat(32) }],
  ['action_type of 40 characters', withField('action_type', `a${'_'.repeat(39)}`)],
  ['empty optional texts', { ...VALID, browser_language: '', language_code: '', ip_source: '', location_country: '', referrer: '', link_url: '', search_word: '', user_agent: '' }],
  ['texts at their limits', { ...VALID, browser_language: 'x'.repeat(35), language_code: 'x'.repeat(8), ip_source: 'f'.repeat(45), location_country: 'x'.repeat(8), search_word: 'x'.repeat(256), user_agent: 'x'.repeat(512) }],
  ['URLs of 2048 characters', { ...VALID, source_url: 'x'.repeat(2048), referrer: 'x'.repeat(2048), link_url: 'x'.repeat(2048) }],
  ['a limit counted in characters, not UTF-16 units', withField('search_word', emoji.repeat(256))],
  ['page_sequence 10000', withField('page_sequence', 10_000)],
  ['a numeric user_id', withField('user_id', 2 ** 53 - 1)],
  ['a text user_id of 128 characters', withField('user_id', 'u'.repeat(128))],
  ['a text user_id with an @ that is no address', withField('user_id', 'u@7')],
  ['data on an ad_slot record', { ...VALID, action_type: 'ad_slot', data: { slot_count: 3 } }],
  ['a datetime 29 days old', withField('datetime', isoAgo(29 * DAY_MS))],
  ['a datetime 23 hours ahead (a fast clock)', withField('datetime', isoAgo(-23 * 60 * 60 * 1000))],
  ['measured numbers at their limits', withData({ lcp_ms: DAY_MS, inp_ms: 0, cls: 100, slot_count: -1e9, ratio: 0.25 })],
  ['the metrics an engine cannot measure', withData({ lcp_ms: 900, unsupported_metrics: 'cls' })],
  ['every metric unmeasurable', withData({ unsupported_metrics: 'lcp,cls,inp,fcp,ttfb' })],
  ['measured data at its limits', withData({ ...Object.fromEntries(Array.from({ length: 22 }, (_, index) => [`k${index}`, index])), ok: true, text: 'x'.repeat(256) })],
];

const results = callDemoModule<Checked>('demo/collector/recordSchema.mjs', 'checkRecord', [
  ...REJECTED.map(([, record]) => [record]),
  ...ACCEPTED.map(([, record]) => [record]),
]);

describe('checkRecord (the demo collector’s record schema)', () => {
  it.each(REJECTED.map(([what, , field], index) => [what, field, index] as const))('rejects %s, naming %s', (_what, field, index) => {
    expect(results[index]).toEqual({ reason: expect.stringContaining(field) });
  });

  it('never quotes the value in a reason', () => {
    const reasons = results.slice(0, REJECTED.length).map((result) => ('reason' in result ? result.reason : ''));
    expect(reasons.filter((reason) => /xxxx|isAdmin|Kyoto|😀|e-1|1772356530123/.test(reason))).toEqual([]);
  });

  it.each(ACCEPTED.map(([what, record], index) => [what, record, REJECTED.length + index] as const))('accepts %s', (_what, record, index) => {
    expect(results[index]).toEqual({ record });
  });

  it('accepts a leap day, on a collector whose clock is near it', () => {
    const record = withField('datetime', '2028-02-29T23:59:59.999Z');
    const [checked] = callDemoModule<Checked>('demo/collector/recordSchema.mjs', 'checkRecord', [[record, Date.parse('2028-03-01T08:00:00.000Z')]]);
    expect(checked).toEqual({ record });
  });

  it('rebuilds the record in schema order, so nothing but the schema fields reaches the store', () => {
    const shuffled = Object.fromEntries(Object.entries(VALID).reverse());
    const [checked] = callDemoModule<Checked>('demo/collector/recordSchema.mjs', 'checkRecord', [[shuffled]]);
    expect(checked).toEqual({ record: VALID });
    expect(Object.keys((checked as { record: object }).record)).toEqual(FIELD_ORDER);
  });
});

const FIELD_ORDER = [
  'event_id', 'client_id', 'visit_id', 'action_type', 'browser', 'device', 'os', 'browser_language', 'language_code',
  'datetime', 'ip_source', 'location_country', 'source_url', 'referrer', 'link_url', 'search_word', 'user_agent',
  'page_sequence', 'user_id',
];
