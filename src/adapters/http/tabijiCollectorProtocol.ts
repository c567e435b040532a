import type { EventLogRecord } from '../../domain/eventRecord';
import { splitRequests, type CollectorEncoding, type CollectorProtocol } from './collectorProtocol';
import { httpDeliveryOutcome } from './httpDeliveryOutcome';

/** The largest body Tabiji's own collector takes (demo/collector: 64 KiB). */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * Tabiji's own wire format (docs/event-log.md): `{"records": [...], "dropped": n}` as JSON, the records as they
 * are, to the demo's collector or a host's endpoint that takes the same shape. The default protocol.
 */
export const tabijiCollectorEncoding: CollectorEncoding = {
  contentType: 'application/json',
  acceptsTextPlain: true,
  requests: (records, dropped, bounds) => splitRequests(
    records,
    { maxBodyBytes: Math.min(MAX_BODY_BYTES, bounds.maxBodyBytes), maxRecords: Number.MAX_SAFE_INTEGER },
    (part: readonly EventLogRecord[], isFirst) => JSON.stringify({ records: part, dropped: isFirst ? dropped : 0 }),
  ),
};

/** Tabiji's own protocol: its encoding, and the collector's answer read as HTTP says (httpDeliveryOutcome). */
export const tabijiCollectorProtocol: CollectorProtocol = { ...tabijiCollectorEncoding, outcome: httpDeliveryOutcome };
