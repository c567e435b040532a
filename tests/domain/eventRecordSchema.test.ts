import { capRecord, validateRecord } from '../../src/domain/eventRecordSchema';
import { buildEventRecord } from '../../src/domain/eventRecord';
import { sampleRecord } from '../sampleRecord';

const reasonFor = (value: unknown) => {
  const check = validateRecord(value);
  return 'reason' in check ? check.reason : 'valid';
};

describe('validateRecord', () => {
  it('accepts a record that meets the schema, as it is', () => {
    const record = sampleRecord('e1');
    expect(validateRecord(record)).toEqual({ record });
  });

  it.each([
    ['user_id a string', { user_id: 'u-42' }],
    ['user_id the largest safe integer', { user_id: Number.MAX_SAFE_INTEGER }],
    ['page_sequence 10000', { page_sequence: 10_000 }],
    ['empty referrer, link_url, ip_source, location_country', { referrer: '', link_url: '', ip_source: '', location_country: '' }],
    ['ids of 64 characters', { event_id: 'e'.repeat(64), client_id: 'c'.repeat(64), visit_id: 'v'.repeat(64) }],
    ['a 40-character action type', { action_type: `a${'_'.repeat(39)}` }],
    ['a 2048-character address', { source_url: `https://guide.example/${'x'.repeat(2026)}` }],
  ])('accepts %s', (_, overrides) => {
    expect(reasonFor(sampleRecord('e1', overrides))).toBe('valid');
  });

  it.each<[unknown, string]>([
    [null, 'not a plain object'],
    [[sampleRecord('e1')], 'not a plain object'],
    ['{"event_id":"e1"}', 'not a plain object'],
    [Object.assign(Object.create({ polluted: true }) as object, sampleRecord('e1')), 'not a plain object'],
    [JSON.parse(`{"__proto__":{},${JSON.stringify(sampleRecord('e1')).slice(1)}`), 'its fields are not exactly the schema’s'],
    [{ ...sampleRecord('e1'), constructor: 'x' }, 'its fields are not exactly the schema’s'],
    [{ ...sampleRecord('e1'), extra: 1 }, 'its fields are not exactly the schema’s'],
    [(({ visit_id: _, ...rest }) => rest)(sampleRecord('e1')), 'its fields are not exactly the schema’s'],
    [sampleRecord(''), 'event_id is empty'],
    [sampleRecord('e'.repeat(65)), 'event_id is longer than 64'],
    [sampleRecord('e1', { client_id: 7 }), 'client_id is not a string'],
    [sampleRecord('e1', { browser: '' }), 'browser is empty'],
    [sampleRecord('e1', { os: null }), 'os is not a string'],
    [sampleRecord('e1', { browser_language: 'x'.repeat(36) }), 'browser_language is longer than 35'],
    [sampleRecord('e1', { language_code: 'english!!' }), 'language_code is longer than 8'],
    [sampleRecord('e1', { ip_source: '1'.repeat(46) }), 'ip_source is longer than 45'],
    [sampleRecord('e1', { location_country: 'United States' }), 'location_country is longer than 8'],
    [sampleRecord('e1', { source_url: '' }), 'source_url is empty'],
    [sampleRecord('e1', { referrer: 'x'.repeat(2049) }), 'referrer is longer than 2048'],
    [sampleRecord('e1', { link_url: 'x'.repeat(1_000_000) }), 'link_url is longer than 2048'],
    [sampleRecord('e1', { search_word: 'x'.repeat(257) }), 'search_word is longer than 256'],
    [sampleRecord('e1', { user_agent: 'x'.repeat(513) }), 'user_agent is longer than 512'],
    [sampleRecord('e1', { action_type: 'Page_View' }), 'action_type is not a lower-case name'],
    [sampleRecord('e1', { action_type: '1st' }), 'action_type is not a lower-case name'],
    [sampleRecord('e1', { action_type: `a${'b'.repeat(40)}` }), 'action_type is not a lower-case name'],
    [sampleRecord('e1', { action_type: 42 }), 'action_type is not a lower-case name'],
    [sampleRecord('e1', { datetime: '2026-03-04T05:06:07Z' }), 'datetime is not an ISO 8601 UTC time with milliseconds'],
    [sampleRecord('e1', { datetime: '2026-03-04T05:06:07.089+09:00' }), 'datetime is not an ISO 8601 UTC time with milliseconds'],
    [sampleRecord('e1', { datetime: '2026-02-31T05:06:07.089Z' }), 'datetime is not an ISO 8601 UTC time with milliseconds'],
    [sampleRecord('e1', { datetime: 1_772_600_767_089 }), 'datetime is not an ISO 8601 UTC time with milliseconds'],
    ...[0, -1, 1.5, 10_001, 1e9, '1', Number.NaN].map((page_sequence): [unknown, string] => [
      sampleRecord('e1', { page_sequence }), 'page_sequence is not a whole number from 1 to 10000',
    ]),
    ...[-1, 1.5, 2 ** 53, Number.POSITIVE_INFINITY, '', 'u'.repeat(129), null, true].map((user_id): [unknown, string] => [
      sampleRecord('e1', { user_id }), 'user_id is neither a whole number ≥ 0 nor a short non-empty string',
    ]),
  ])('refuses %j: %s', (value, reason) => {
    expect(reasonFor(value)).toBe(reason);
  });

  it('never repeats a value in its reason', () => {
    const secret = 'ada@example.com?token=SECRET';
    for (const field of ['event_id', 'source_url', 'referrer', 'search_word', 'user_id', 'datetime', 'action_type'] as const) {
      expect(reasonFor(sampleRecord('e1', { [field]: secret.repeat(200) }))).not.toMatch(/ada|SECRET/);
    }
  });
});

describe('capRecord', () => {
  it('cuts each over-long string to the schema’s size and leaves the rest', () => {
    const capped = capRecord(sampleRecord('e'.repeat(100), {
      source_url: `https://guide.example/${'x'.repeat(5000)}`,
      search_word: '温泉'.repeat(200),
      user_agent: 'u'.repeat(600),
      location_country: 'Japan, Tokyo',
      user_id: 'u'.repeat(300),
    }));
    expect(capped).toEqual(sampleRecord('e'.repeat(64), {
      source_url: `https://guide.example/${'x'.repeat(5000)}`.slice(0, 2048),
      search_word: '温泉'.repeat(128),
      user_agent: 'u'.repeat(512),
      location_country: 'Japan, T',
      user_id: 'u'.repeat(128),
    }));
    expect(validateRecord(capped)).toEqual({ record: capped });
  });

  it('never cuts a character in half', () => {
    const search_word = `${'x'.repeat(255)}😀`; // 257 code units: the emoji would be split at 256
    expect(capRecord(sampleRecord('e1', { search_word })).search_word).toBe('x'.repeat(255));
  });

  it('leaves a record within the sizes equal to what it was', () => {
    const record = sampleRecord('e1', { user_id: 42 });
    expect(capRecord(record)).toEqual(record);
  });

  it('does not make a wrongly typed record valid', () => {
    expect(reasonFor(capRecord(sampleRecord('e1', { page_sequence: 1e9 })))).toMatch(/^page_sequence/);
  });
});

describe('record data (web_vitals, ad_slot)', () => {
  const base = buildEventRecord(
    { actionType: 'web_vitals', eventId: 'e-1', href: 'https://guide.example/en/', referrer: '', userAgent: 'UA', browserLanguage: 'en', languageCode: 'en', clientId: 'c', visitId: 'v', pageSequence: 1 },
    Date.UTC(2026, 10, 23),
  );

  it('accepts flat data of numbers, booleans and short strings', () => {
    expect(validateRecord({ ...base, data: { lcp_ms: 1200, cls: 0.01, attribution: false, page_type: 'article' } })).toHaveProperty('record');
  });

  it.each<[unknown, RegExp]>([
    [[1], /not a plain object/],
    [{ lcp_ms: Number.NaN }, /data\.lcp_ms/],
    [{ lcp_ms: { value: 1 } }, /data\.lcp_ms/],
    [{ 'LCP-ms': 1 }, /lower-case name/],
    [Object.fromEntries(Array.from({ length: 25 }, (_, index) => [`k${index}`, index])), /more than 24/],
  ])('refuses data %j', (data, reason) => {
    expect(validateRecord({ ...base, data })).toEqual({ reason: expect.stringMatching(reason) });
  });

  // Issue 43: the same rules as the collector's: what no client makes is refused.
  it('refuses data on a record that measures nothing, and takes it on an ad_slot record', () => {
    expect(reasonFor({ ...base, action_type: 'link_click', data: { ok: true } })).toMatch(/only by page_view, web_vitals, ad_slot, survey_answer, item_save and offline_open/);
    expect(reasonFor({ ...base, action_type: 'ad_slot', data: { slot_count: 3 } })).toBe('valid');
  });

  it.each(['alice@example.com', 'id:alice%40example.com', 'alice%2540example.com'])('refuses a user_id holding an e-mail address (%s), without repeating it', (userId) => {
    const reason = reasonFor({ ...base, user_id: userId });
    expect(reason).toBe('user_id holds an e-mail address');
  });

  it('takes a user_id with an @ that is no address', () => {
    expect(reasonFor({ ...base, user_id: 'u@7' })).toBe('valid');
  });

  it('caps data strings and drops non-finite numbers', () => {
    const capped = capRecord({ ...base, data: { lcp_element: 'x'.repeat(300), inp_ms: Number.POSITIVE_INFINITY, cls: 0 } });
    expect(capped.data).toEqual({ lcp_element: 'x'.repeat(256), cls: 0 });
    expect(validateRecord(capped)).toHaveProperty('record');
  });
});
