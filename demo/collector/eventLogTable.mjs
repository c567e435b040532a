// The collector's table in DuckDB: one row per record, in the order stored, with typed columns for what /report
// filters and groups on, and the whole record as JSON text, which is what is read back.
import { FILTER_PARAMETERS } from '../report/aggregate.mjs';

/**
 * The campaign parameters /report filters on: each has a column holding its values in the record's `source_url`
 * (all of them, in address order; NULL when the address does not parse).
 */
const CAMPAIGN_PARAMETERS = FILTER_PARAMETERS;

/**
 * The statements that make the tables when they are missing. `seq` is the order the records were stored in;
 * `action_type`, `language_code`, `datetime` and `source_url` hold the record's value when it has the expected type
 * (else NULL: records migrated from the JSON-lines file were checked less strictly); `data` is the record's `data`
 * when it is an object; `record` is the record as JSON.stringify wrote it. `event_log_dropped` has one row: the
 * records the clients reported they had to drop.
 */
export const SCHEMA_STATEMENTS = Object.freeze([
  `CREATE TABLE IF NOT EXISTS event_logs (
    seq BIGINT NOT NULL,
    event_id VARCHAR PRIMARY KEY,
    action_type VARCHAR,
    language_code VARCHAR,
    datetime TIMESTAMP,
    source_url VARCHAR,
    ${CAMPAIGN_PARAMETERS.map((name) => `${name} VARCHAR[]`).join(',\n    ')},
    data JSON,
    record VARCHAR NOT NULL
  )`,
  'CREATE TABLE IF NOT EXISTS event_log_dropped (id INTEGER PRIMARY KEY, total BIGINT NOT NULL)',
  'INSERT OR IGNORE INTO event_log_dropped VALUES (1, 0)',
]);

/** Each column's type in the rows' JSON (`datetime` comes as text, then is cast; `data` is JSON text). */
const ROW_TYPES = {
  seq: 'BIGINT', event_id: 'VARCHAR', action_type: 'VARCHAR', language_code: 'VARCHAR', datetime: 'VARCHAR', source_url: 'VARCHAR',
  ...Object.fromEntries(CAMPAIGN_PARAMETERS.map((name) => [name, ['VARCHAR']])),
  data: 'VARCHAR', record: 'VARCHAR',
};
const COLUMNS = Object.keys(ROW_TYPES);

/**
 * The INSERT of a chunk of records: one parameter, $rows, a JSON array of rows (rowsParameter) that DuckDB unpacks,
 * so binding costs the event loop one string however many records there are. A record whose event_id is stored
 * already is skipped; the `seq` of each one stored is returned.
 */
export const INSERT_SQL = `INSERT INTO event_logs (${COLUMNS.join(', ')})
SELECT ${COLUMNS.map((column) => (column === 'datetime' ? 'CAST(item.datetime AS TIMESTAMP)' : `item.${column}`)).join(', ')}
FROM (SELECT unnest(json_transform_strict($rows, '${JSON.stringify([ROW_TYPES])}')) AS item)
ON CONFLICT DO NOTHING RETURNING seq`;

const ISO_UTC_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Text for a column: DuckDB keeps UTF-8, where a lone UTF-16 surrogate (which the schema lets through) has no place:
 * it becomes U+FFFD there. Only the derived columns see this; `record` keeps the record exactly.
 */
const wellFormed = (text) => (text.isWellFormed() ? text : text.toWellFormed());

/** A string as a column's text, else null. */
const textOrNull = (value) => (typeof value === 'string' ? wellFormed(value) : null);

/** The JSON text of `data` for its column. JSON.stringify writes a lone surrogate as `\udxxx`: only then is it redone. */
function dataText(data) {
  const text = JSON.stringify(data);
  return text.includes('\\ud') ? JSON.stringify(wellFormedValue(data)) : text;
}

/** The time when it is an exact ISO 8601 UTC instant with milliseconds (as the schema has it), else null. */
function instantOrNull(value) {
  if (typeof value !== 'string' || !ISO_UTC_MS.test(value)) return null;
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString() === value ? value : null;
}

/** The campaign parameters' values in the record's address, by name; nulls when the address does not parse. */
function campaignOf(sourceUrl) {
  let parameters;
  try {
    parameters = new URL(String(sourceUrl ?? ''), 'http://report.invalid/').searchParams;
  } catch {
    parameters = undefined;
  }
  return Object.fromEntries(CAMPAIGN_PARAMETERS.map((name) => [name, parameters ? parameters.getAll(name).map(wellFormed) : null]));
}

/** A copy of a JSON value with every string and key well-formed. */
function wellFormedValue(value) {
  if (typeof value === 'string') return wellFormed(value);
  if (Array.isArray(value)) return value.map(wellFormedValue);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [wellFormed(key), wellFormedValue(item)]));
}

/**
 * The key a record is stored under: its event_id, or, when that holds a lone surrogate, its JSON spelling (pure
 * ASCII), so two such ids stay apart.
 * @param {string} eventId
 */
const keyOf = (eventId) => (eventId.isWellFormed() ? eventId : JSON.stringify(eventId));

/**
 * The $rows parameter of INSERT_SQL for `records`, numbered from `firstSeq` on.
 * @param {readonly ({ event_id: string } & Record<string, unknown>)[]} records  event_ids unique
 * @param {number} firstSeq
 * @returns {string}
 */
export function rowsParameter(records, firstSeq) {
  return JSON.stringify(records.map((record, index) => {
    const { data } = record;
    const isDataObject = typeof data === 'object' && data !== null && !Array.isArray(data);
    return {
      seq: firstSeq + index,
      event_id: keyOf(record.event_id),
      action_type: textOrNull(record.action_type),
      language_code: textOrNull(record.language_code),
      datetime: instantOrNull(record.datetime),
      source_url: textOrNull(record.source_url),
      ...campaignOf(record.source_url),
      data: isDataObject ? dataText(data) : null,
      record: JSON.stringify(record),
    };
  }));
}
