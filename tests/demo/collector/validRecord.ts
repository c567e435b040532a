/** When the test run's records were made: a minute before it started. */
const MADE = new Date(Date.now() - 60_000).toISOString();

/**
 * A record that meets every rule of the demo collector's schema (demo/collector/recordSchema.mjs), made a minute ago
 * (the collector takes only times near its own clock).
 */
export function validRecord(eventId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    event_id: eventId,
    action_type: 'page_view',
    browser_language: 'en-GB',
    browser: 'Chrome',
    client_id: 'c-1',
    datetime: MADE,
    device: 'desktop',
    ip_source: '203.0.113.7',
    language_code: 'en',
    link_url: '',
    location_country: 'Japan',
    os: 'Linux',
    page_sequence: 1,
    referrer: '',
    search_word: 'onsen',
    source_url: 'https://guide.example/en/?keyword=onsen',
    user_agent: 'Mozilla/5.0',
    user_id: 0,
    visit_id: 'v-1',
    ...overrides,
  };
}
