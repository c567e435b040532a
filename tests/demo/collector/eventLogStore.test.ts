/**
 * @jest-environment node
 */
import { callDemoModule } from '../callDemoModule';
import { validRecord } from './validRecord';

// The collector's store (demo/collector/EventLogStore.mjs, a DuckDB database), run in a child Node process over a
// fresh temporary folder per plan: tests/demo/collector/fixtures/storeSteps.mjs.

type Step =
  | { append: unknown[] } | { appendTogether: unknown[][] } | { addDropped: number } | { list: true } | { clear: true }
  | { reopen: true; jsonLines?: string } | { files: true } | { read: string; parameters?: Record<string, unknown> }
  | { closeThenAppend: unknown[] };
interface Outcome { results: unknown[]; logs: Array<{ level: 'info' | 'warn'; text: string }> }
interface Listing { records: Array<Record<string, unknown>>; dropped: number }

const runSteps = (steps: Step[], jsonLines?: string): Outcome =>
  callDemoModule<Outcome>('tests/demo/collector/fixtures/storeSteps.mjs', 'runSteps', [[{ steps, jsonLines }]])[0]!;

const ids = (listing: unknown): unknown[] => (listing as Listing).records.map((record) => record['event_id']);

describe('the store', () => {
  it('gives back exactly what was stored, oldest first, after a restart too', () => {
    const records = [
      validRecord('round-1', { user_id: 4_294_967_297, action_type: 'web_vitals', data: { page_type: 'article', lcp_ms: 2400, cls: 0.07, inp_ms: 0, attribution: false, unsupported_metrics: 'inp' } }),
      validRecord('round-2', { user_id: 'member-7', language_code: 'jp', search_word: '温泉 "quoted" \\ back\u2028slash 🍵', data: undefined }),
      validRecord('round-3', { action_type: 'ad_slot', source_url: 'https://guide.example/en/?utm_content=a&utm_content=b#x', data: { slot: 'div-gpt-ad-top', outcome: 'filled', viewable: true, rendered_ms: 800 } }),
    ].map((record) => JSON.parse(JSON.stringify(record)) as Record<string, unknown>);
    const { results } = runSteps([{ append: records }, { list: true }, { reopen: true }, { list: true }]);
    expect(results[0]).toEqual({ stored: 3, duplicates: 0 });
    expect(results[1]).toEqual({ records, dropped: 0 });
    expect(results[3]).toEqual({ records, dropped: 0 });
    // Key order too: a record reads back as it was written.
    expect((results[3] as Listing).records.map((record) => Object.keys(record))).toEqual(records.map((record) => Object.keys(record)));
  });

  it('keeps text with lone UTF-16 surrogates exactly (the schema lets them through), and ids that differ only there apart', () => {
    const records = [
      validRecord('lone-\ud800', { search_word: 'half \udc00 a pair', action_type: 'web_vitals', data: { page_type: 'top\ud83d', lcp_ms: 900 } }),
      validRecord('lone-\ud801', { language_code: 'x\udfff' }),
    ];
    const { results } = runSteps([
      { append: records }, { list: true },
      { read: "SELECT json_type(data, '$.page_type') AS type, language_code FROM event_logs ORDER BY seq" },
    ]);
    expect(results[0]).toEqual({ stored: 2, duplicates: 0 });
    expect(results[1]).toEqual({ records, dropped: 0 });
    // The columns /report groups on hold U+FFFD instead, and data is still JSON DuckDB can read.
    expect(results[2]).toEqual([{ type: 'VARCHAR', language_code: 'en' }, { type: null, language_code: 'x\ufffd' }]);
  });

  it('stores each event_id once: within a batch (the first one wins) and across batches and restarts', () => {
    const first = validRecord('dup-a', { search_word: 'first' });
    const { results } = runSteps([
      { append: [first, validRecord('dup-b'), validRecord('dup-a', { search_word: 'second' })] },
      { append: [validRecord('dup-b'), validRecord('dup-c')] },
      { append: [] },
      { reopen: true },
      { append: [validRecord('dup-c'), validRecord('dup-a'), validRecord('dup-d')] },
      { list: true },
    ]);
    expect([results[0], results[1], results[2], results[4]]).toEqual([
      { stored: 2, duplicates: 1 }, { stored: 1, duplicates: 1 }, { stored: 0, duplicates: 0 }, { stored: 1, duplicates: 2 },
    ]);
    expect(ids(results[5])).toEqual(['dup-a', 'dup-b', 'dup-c', 'dup-d']);
    expect((results[5] as Listing).records[0]).toEqual(first);
  });

  it('keeps the dropped count, adds to it, survives a restart, and clear empties records and count', () => {
    const { results } = runSteps([
      { addDropped: 3 }, { addDropped: 0 }, { addDropped: 4 }, { addDropped: -1 }, { append: [validRecord('clear-1'), validRecord('clear-2')] },
      { reopen: true }, { list: true },
      { clear: true }, { list: true },
      // What was cleared can be stored again.
      { append: [validRecord('clear-2')] }, { addDropped: 2 }, { list: true },
    ]);
    expect(results[3]).toEqual({ error: expect.stringContaining('whole number') });
    expect(results[6]).toMatchObject({ dropped: 7 });
    expect(ids(results[6])).toEqual(['clear-1', 'clear-2']);
    expect(results[8]).toEqual({ records: [], dropped: 0 });
    expect(results[9]).toEqual({ stored: 1, duplicates: 0 });
    expect(results[11]).toMatchObject({ dropped: 2 });
    expect(ids(results[11])).toEqual(['clear-2']);
  });

  it('counts right when batches arrive together, storing in the order they came', () => {
    // 30 batches of 10; each shares 5 event_ids with the next, and every fifth is sent twice (a retry).
    const batches = Array.from({ length: 30 }, (_unused, batch) => Array.from({ length: 10 }, (_none, index) => validRecord(`together-${batch * 5 + index}`)));
    const sent = batches.flatMap((batch, index) => (index % 5 === 0 ? [batch, batch] : [batch]));
    const { results } = runSteps([{ appendTogether: sent }, { list: true }]);
    const answers = results[0] as Array<{ stored: number; duplicates: number }>;
    const unique = new Set(sent.flat().map((record) => record['event_id']));
    expect(answers.reduce((sum, answer) => sum + answer.stored, 0)).toBe(unique.size);
    expect(answers.reduce((sum, answer) => sum + answer.duplicates, 0)).toBe(sent.flat().length - unique.size);
    // In arrival order: the first batch stores all of its records, its retry none.
    expect(answers.slice(0, 3)).toEqual([{ stored: 10, duplicates: 0 }, { stored: 0, duplicates: 10 }, { stored: 5, duplicates: 5 }]);
    const stored = ids(results[1]);
    expect(stored).toHaveLength(unique.size);
    expect(new Set(stored)).toEqual(unique);
    expect(stored).toEqual([...unique]);
  });

  it('holds typed columns the report can filter and group on, queried with bound parameters', () => {
    const { results } = runSteps([
      { append: [
        validRecord('typed-1', { action_type: 'page_view', datetime: '2026-03-01T09:15:30.123Z', source_url: 'http://x/?utm_source=news&utm_content=a&utm_content=b' }),
        validRecord('typed-2', { action_type: 'link_click', language_code: 'ko', source_url: 'http://[bad' }),
        { event_id: 'typed-3', action_type: 7, language_code: null, datetime: 'yesterday', data: [1] },
      ] },
      { read: `SELECT event_id, action_type, language_code, strftime(datetime, '%Y-%m-%dT%H:%M:%S.%gZ') AS datetime, utm_source, utm_content,
        data IS NULL AS has_no_data FROM event_logs ORDER BY seq` },
      { read: 'SELECT event_id FROM event_logs WHERE list_contains(utm_content, $value) OR action_type = $type ORDER BY seq', parameters: { value: 'b', type: "x' OR 1=1 --" } },
    ]);
    expect(results[1]).toEqual([
      { event_id: 'typed-1', action_type: 'page_view', language_code: 'en', datetime: '2026-03-01T09:15:30.123Z', utm_source: ['news'], utm_content: ['a', 'b'], has_no_data: true },
      { event_id: 'typed-2', action_type: 'link_click', language_code: 'ko', datetime: expect.any(String), utm_source: null, utm_content: null, has_no_data: true },
      { event_id: 'typed-3', action_type: null, language_code: null, datetime: null, utm_source: [], utm_content: [], has_no_data: true },
    ]);
    expect(results[2]).toEqual([{ event_id: 'typed-1' }]);
  });

  it('refuses work once closed', () => {
    expect(runSteps([{ closeThenAppend: [validRecord('late-1')] }]).results[0]).toEqual({ error: expect.stringContaining('closed') });
  });
});

describe('migrating the former JSON-lines file', () => {
  const kept = validRecord('old-1', { user_id: 'member-1', action_type: 'web_vitals', data: { page_type: 'top', lcp_ms: 1800 } });
  const second = validRecord('old-2', { user_id: 12 });
  const jsonLines = [
    JSON.stringify(kept),
    'not json at all',
    JSON.stringify({ no_event_id: true }),
    '',
    JSON.stringify({ ...kept, search_word: 'a later copy' }),
    JSON.stringify(second),
    // A write cut short by a crash.
    '{"event_id":"old-3","client_id":',
  ].join('\n');

  it('imports the good records once each, warns of the bad lines by number, says how many moved and renames the file', () => {
    const { results, logs } = runSteps([{ list: true }, { files: true }, { reopen: true }, { list: true }, { files: true }], jsonLines);
    expect(results[0]).toEqual({ records: [kept, second], dropped: 0 });
    expect(results[1]).toEqual(['event-logs.duckdb', 'event-logs.jsonl.migrated']);
    expect(logs.filter((log) => log.level === 'warn').map((log) => log.text)).toEqual([
      expect.stringMatching(/^event-log store: skipping line 2 of <folder>\/event-logs\.jsonl: /),
      'event-log store: skipping line 3 of <folder>/event-logs.jsonl: no event_id',
      expect.stringMatching(/^event-log store: skipping line 7 of <folder>\/event-logs\.jsonl: /),
    ]);
    // One line, and only at the first start: the renamed file is not imported again.
    expect(logs.filter((log) => log.level === 'info').map((log) => log.text)).toEqual([
      'event-log store: migrated 2 record(s) from <folder>/event-logs.jsonl; the file is now <folder>/event-logs.jsonl.migrated',
    ]);
    expect(results[3]).toEqual(results[0]);
    expect(results[4]).toEqual(results[1]);
  });

  it('adds a file that turns up later to what is stored, keeping the earlier one', () => {
    const later = [JSON.stringify(second), JSON.stringify(validRecord('old-4'))].join('\n');
    const { results, logs } = runSteps([{ reopen: true, jsonLines: later }, { list: true }, { files: true }], jsonLines);
    expect(ids(results[1])).toEqual(['old-1', 'old-2', 'old-4']);
    expect(results[2]).toEqual(['event-logs.duckdb', 'event-logs.jsonl.migrated', 'event-logs.jsonl.migrated.1']);
    expect(logs.filter((log) => log.level === 'info').map((log) => log.text)[1]).toBe(
      'event-log store: migrated 1 record(s) from <folder>/event-logs.jsonl (1 already stored); the file is now <folder>/event-logs.jsonl.migrated.1',
    );
  });
});
