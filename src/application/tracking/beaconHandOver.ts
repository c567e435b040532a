import { chunkRecords, type QueueState } from '../../domain/eventQueue';
import { EVENT_LOG_LIMITS } from '../../domain/eventDelivery';
import type { EventLogTransportPort } from '../../ports/EventLogTransportPort';

/**
 * A page's hand-overs to the browser by beacon as it is left. Leaving hands over several times in a row (tracking,
 * then the vitals meter, then the ad slots, each after its last record): each sends only the queued records this
 * page has not beaconed yet, in chunks the browser accepts, and the dropped count once. The browser gives no word on
 * whether a beacon arrived, so the records stay queued and go again with the next page's batches; the collector
 * drops the copies by event id. At least once, never silently lost.
 */
export function createBeaconHandOver(transport: Pick<EventLogTransportPort, 'sendOnUnload'>): (state: QueueState) => void {
  let beaconed = new Set<string>();
  let beaconedDropped = 0;
  return (state) => {
    beaconed = new Set(state.records.filter((record) => beaconed.has(record.event_id)).map((record) => record.event_id));
    const fresh = state.records.filter((record) => !beaconed.has(record.event_id));
    // The dropped count travels once, with the first chunk, unless this page has already beaconed that same count.
    let dropped = state.dropped === beaconedDropped ? 0 : state.dropped;
    for (const chunk of chunkRecords(fresh, Number.MAX_SAFE_INTEGER, EVENT_LOG_LIMITS.unloadChunkBytes)) {
      if (!transport.sendOnUnload(chunk, dropped)) break;
      chunk.forEach((record) => beaconed.add(record.event_id));
      beaconedDropped = state.dropped;
      dropped = 0;
    }
  };
}
