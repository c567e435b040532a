import type { EventLogRecord } from '../src/domain/eventRecord';

/**
 * A record that meets the whole event-log schema, with `overrides` on top (which may break it on purpose). It was
 * made a minute before FakeClockAdapter's default time, well within the event log's age bound.
 */
export function sampleRecord(eventId: string, overrides: Partial<Record<keyof EventLogRecord, unknown>> = {}): EventLogRecord {
  const record = {
    event_id: eventId,
    action_type: 'page_view',
    browser_language: 'en-US',
    browser: 'Chrome',
    client_id: '123.456',
    datetime: '2026-11-22T09:29:07.089Z',
    device: 'desktop',
    ip_source: '203.0.113.7',
    language_code: 'en',
    link_url: '',
    location_country: 'JP',
    os: 'Linux',
    page_sequence: 1,
    referrer: '',
    search_word: '',
    source_url: 'https://guide.example/en/',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0.0.0 Safari/537.36',
    user_id: 0,
    visit_id: '0123456789abcdef',
    ...overrides,
  };
  return record as EventLogRecord;
}
