/** A record that meets every rule of the demo collector's schema (demo/collector/recordSchema.mjs). */
export function validRecord(eventId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    event_id: eventId,
    action_type: 'page_view',
    browser_language: 'en-GB',
    browser: 'Chrome',
    client_id: 'c-1',
    datetime: '2026-03-01T09:15:30.123Z',
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
