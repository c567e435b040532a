import type { RecordData } from './eventRecordData';

/** What is known of one slot on one page: each step's time in ms since navigation start, and how it ended. */
export interface SlotFunnel {
  requestedMs?: number;
  renderedMs?: number;
  viewableMs?: number;
  outcome: 'pending' | 'filled' | 'empty' | 'error';
}

/** Whether the funnel can go no further: viewable, empty or failed (a filled slot may still become viewable). */
export function isFunnelFinished(funnel: SlotFunnel): boolean {
  return funnel.viewableMs !== undefined || funnel.outcome === 'empty' || funnel.outcome === 'error';
}

/** The `data` of an ad_slot record: the slot, how it ended, the steps' times, and whether it was seen. */
export function adSlotData(slotId: string, funnel: SlotFunnel, pageType: string): RecordData {
  const times: Record<string, number> = {};
  if (funnel.requestedMs !== undefined) times['requested_ms'] = Math.round(funnel.requestedMs);
  if (funnel.renderedMs !== undefined) times['rendered_ms'] = Math.round(funnel.renderedMs);
  if (funnel.viewableMs !== undefined) times['viewable_ms'] = Math.round(funnel.viewableMs);
  return { page_type: pageType, slot: slotId, outcome: funnel.outcome, viewable: funnel.viewableMs !== undefined, ...times };
}
