// What a POST to the collector carries: the batch envelope { records: [...], dropped: n } the client sends.
import { checkRecord } from './recordSchema.mjs';

/** Most records one batch may carry: the client queues at most 1000 and sends them in smaller batches. */
export const MAX_BATCH_RECORDS = 1000;

const ENVELOPE_KEYS = new Set(['records', 'dropped']);

/**
 * @typedef {{ index: number, reason: string }} Rejection  a record of the batch that breaks the schema, by position
 * @typedef {{ records: Record<string, unknown>[], rejected: Rejection[], dropped: number } | { error: string }} ParsedBody
 */

/**
 * The valid records of a body (rebuilt from the schema), the positions and reasons of the invalid ones, and the
 * dropped count; or, when the envelope itself is unacceptable, the reason, and the whole batch is refused. One bad
 * record costs only itself. No reason quotes a value of the body.
 * @param {string} text  the body as sent (application/json or text/plain holding JSON)
 * @param {number} [nowMs]  the collector's clock (record times must be near it)
 * @returns {ParsedBody}
 */
export function parseEventLogBody(text, nowMs = Date.now()) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'body is not valid JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: 'body must be an object { "records": [...], "dropped": n }' };
  if (Object.keys(value).some((key) => !ENVELOPE_KEYS.has(key))) return { error: 'body may hold only "records" and "dropped"' };
  const { records } = value;
  if (!Array.isArray(records)) return { error: 'records must be an array' };
  if (records.length > MAX_BATCH_RECORDS) return { error: `a batch holds at most ${MAX_BATCH_RECORDS} records` };
  const dropped = value.dropped ?? 0;
  if (!Number.isSafeInteger(dropped) || dropped < 0) return { error: 'dropped must be a whole number ≥ 0' };
  const valid = [];
  const rejected = [];
  records.forEach((candidate, index) => {
    const checked = checkRecord(candidate, nowMs);
    if ('record' in checked) valid.push(checked.record);
    else rejected.push({ index, reason: checked.reason });
  });
  return { records: valid, rejected, dropped };
}
