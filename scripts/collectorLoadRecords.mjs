// The records and batches scripts/loadCollector.mjs posts: valid by the collector's schema
// (demo/collector/recordSchema.mjs), in the shapes the islands send, and in the schema's field order, as the
// collector rebuilds them.
import { checkRecord } from '../demo/collector/recordSchema.mjs';

/** A repeatable pseudo-random sequence in [0, 1) (mulberry32), so a run can be replayed by its seed. */
export function randomFrom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LANGUAGES = ['jp', 'en', 'th', 'ko', 'zh-tw', 'vn'];
const PAGE_TYPES = ['top', 'article', 'region', 'category'];
const OUTCOMES = ['filled', 'filled', 'empty', 'error', 'pending'];

/** What a record of each kind measured, as the islands send it. */
function dataOf(actionType, pick, random) {
  const ms = (max) => Math.floor(random() * max);
  if (actionType === 'web_vitals') {
    return { page_type: pick(PAGE_TYPES), navigation_type: 'navigate', lcp_ms: 400 + ms(5000), inp_ms: random() < 0.3 ? 0 : ms(700), cls: Math.round(random() * 400) / 1000, attribution: false };
  }
  if (actionType === 'ad_slot') {
    const outcome = pick(OUTCOMES);
    return { page_type: 'article', slot: pick(['div-gpt-ad-article-top', 'div-gpt-ad-article-bottom']), outcome, requested_ms: 200 + ms(500),
      ...(outcome === 'filled' ? { rendered_ms: 700 + ms(1500), viewable: random() < 0.6, viewable_ms: 1500 + ms(3000) } : { viewable: false }) };
  }
  return { light_mode: random() < 0.1 };
}

/**
 * One record, valid by the schema at `nowMs`: a page_view, web_vitals or ad_slot record made in the last hour,
 * with a campaign in its address and a user_id that is a number or a string.
 * @param {string} eventId
 * @param {number} index  its position in the run (visits and clients follow from it)
 * @param {() => number} random
 * @param {number} nowMs
 */
export function loadRecord(eventId, index, random, nowMs) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const actionType = pick(['page_view', 'page_view', 'web_vitals', 'ad_slot']);
  const language = pick(LANGUAGES);
  const record = {
    event_id: eventId,
    client_id: `load-client-${index % 997}`,
    visit_id: `load-visit-${Math.floor(index / 10)}`,
    action_type: actionType,
    browser: pick(['Chrome', 'Safari', 'Firefox']),
    device: pick(['desktop', 'mobile']),
    os: pick(['Android', 'iOS', 'Windows']),
    browser_language: 'en-GB',
    language_code: language,
    datetime: new Date(nowMs - Math.floor(random() * 3_600_000)).toISOString(),
    ip_source: '203.0.113.7',
    location_country: 'Japan',
    source_url: `http://127.0.0.1/${language}/?utm_source=load&utm_content=run-${index % 7}`,
    referrer: '',
    link_url: '',
    search_word: pick(['', 'onsen', '温泉']),
    user_agent: 'Mozilla/5.0 (load test)',
    page_sequence: 1 + (index % 12),
    user_id: index % 2 === 0 ? index : `member-${index}`,
    data: dataOf(actionType, pick, random),
  };
  const checked = checkRecord(record, nowMs);
  if (!('record' in checked)) throw new Error(`the load test made a record the collector refuses: ${checked.reason}`);
  return checked.record;
}

/**
 * The run's requests, in sending order: `records` records in batches of `batchSize`, and about `resendShare` of the
 * batches sent once more a little later (a retry after a lost answer), from 1 to 3 × `concurrency` requests on,
 * so some retries overlap their first sending.
 * @returns {{ records: Record<string, unknown>[], requests: { batch: number, isRetry: boolean }[], batches: Record<string, unknown>[][] }}
 */
export function loadPlan({ records: count, batchSize, concurrency, resendShare, seed }) {
  const random = randomFrom(seed);
  const nowMs = Date.now();
  const run = `${seed}-${nowMs.toString(36)}`;
  const records = Array.from({ length: count }, (_unused, index) => loadRecord(`load-${run}-${index}`, index, random, nowMs));
  const batches = [];
  for (let start = 0; start < count; start += batchSize) batches.push(records.slice(start, start + batchSize));
  const slots = batches.map((_batch, batch) => [{ batch, isRetry: false }]);
  batches.forEach((_batch, batch) => {
    if (random() >= resendShare) return;
    const later = Math.min(slots.length - 1, batch + concurrency + Math.floor(random() * 2 * concurrency));
    slots[later].push({ batch, isRetry: true });
  });
  return { records, batches, requests: slots.flat() };
}
