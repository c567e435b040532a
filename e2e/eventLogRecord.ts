/** A record that meets every rule of the collector's schema (demo/collector/recordSchema.mjs), for posting directly. */
export function eventLogRecord(eventId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    event_id: eventId,
    action_type: 'page_view',
    browser_language: 'en-GB',
    browser: 'Chrome',
    client_id: 'e2e-client',
    datetime: new Date().toISOString(),
    device: 'desktop',
    ip_source: '',
    language_code: 'en',
    link_url: '',
    location_country: '',
    os: 'Linux',
    page_sequence: 1,
    referrer: '',
    search_word: '',
    source_url: 'http://127.0.0.1/en/',
    user_agent: 'Playwright',
    user_id: 0,
    visit_id: 'e2e-visit',
    ...overrides,
  };
}
