import type { APIRequestContext } from '@playwright/test';

/** A record as the demo collector stored it: the fields the page-lifecycle tests read. */
export interface CollectedRecord {
  event_id: string;
  action_type: string;
  source_url: string;
  page_sequence: number;
  datetime: string;
}

/**
 * The page views the demo collector kept for pages marked with `run` (in their `utm_content`), one per event id:
 * delivery is at least once, and copies are dropped downstream by event id.
 */
export async function pageViewsFor(request: APIRequestContext, run: string): Promise<CollectedRecord[]> {
  const { records } = (await (await request.get('/api/event-logs')).json()) as { records: CollectedRecord[] };
  const views = records.filter((record) => record.action_type === 'page_view' && String(record.source_url).includes(run));
  return views.filter((record, index) => views.findIndex((other) => other.event_id === record.event_id) === index);
}
