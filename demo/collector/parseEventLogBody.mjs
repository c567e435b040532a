// What a POST to the collector carries: one record, a list of records, or { records, dropped }.

/** @typedef {{ records: { event_id: string }[], dropped: number } | { error: string }} ParsedBody */

const isPlainObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The records and the dropped count of a body, or the first reason it is unacceptable.
 * @param {string} text  the body as sent (application/json or text/plain holding JSON)
 * @returns {ParsedBody}
 */
export function parseEventLogBody(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: `body is not valid JSON (${error.message})` };
  }
  let records;
  let dropped = 0;
  if (Array.isArray(value)) {
    records = value;
  } else if (isPlainObject(value) && Array.isArray(value.records)) {
    records = value.records;
    if (value.dropped !== undefined) {
      if (!Number.isSafeInteger(value.dropped) || value.dropped < 0) return { error: 'dropped must be a whole number ≥ 0' };
      dropped = value.dropped;
    }
  } else if (isPlainObject(value)) {
    records = [value];
  } else {
    return { error: 'body must be a record, a list of records or { "records": [...], "dropped": n }' };
  }
  const badIndex = records.findIndex((record) => !isPlainObject(record) || typeof record.event_id !== 'string' || record.event_id === '');
  if (badIndex !== -1) return { error: `records[${badIndex}] must be an object with a non-empty string event_id` };
  return { records, dropped };
}
