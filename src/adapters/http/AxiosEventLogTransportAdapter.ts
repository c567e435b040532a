import type { TabijiConfig } from '../../domain/config';
import { EVENT_LOG_LIMITS } from '../../domain/eventDelivery';
import type { EventLogRecord } from '../../domain/eventRecord';
import type { DeliveryResult, EventLogTransportPort } from '../../ports/EventLogTransportPort';
import { BeaconEventLogAdapter } from './BeaconEventLogAdapter';
import { httpDeliveryOutcome } from './httpDeliveryOutcome';
import { loadAxios } from './loadAxios';

/**
 * Event-log batches as JSON POSTs through axios (5 s timeout), and, when the page goes away, through
 * sendBeacon (text/plain, so no preflight) or fetch with keepalive.
 */
export class AxiosEventLogTransportAdapter implements EventLogTransportPort {
  private readonly beacon: BeaconEventLogAdapter;

  constructor(private readonly config: TabijiConfig) {
    this.beacon = new BeaconEventLogAdapter(config.eventLogUrl);
  }

  async send(records: readonly EventLogRecord[], dropped: number): Promise<DeliveryResult> {
    let axios: Awaited<ReturnType<typeof loadAxios>>;
    try {
      axios = await loadAxios();
    } catch (error) {
      return { kind: 'unsent', reason: `the request code did not load (${(error as Error).message})` };
    }
    try {
      const response = await axios.post(this.config.eventLogUrl, { records, dropped }, {
        timeout: EVENT_LOG_LIMITS.requestTimeoutMs,
        validateStatus: () => true,
      });
      return httpDeliveryOutcome(response.status, response.headers['retry-after'] as string | undefined, Date.now());
    } catch (error) {
      return { kind: 'retry', reason: (error as { code?: string }).code ?? 'network error' };
    }
  }

  sendOnUnload(records: readonly EventLogRecord[], dropped: number): boolean {
    return this.beacon.sendOnUnload(records, dropped);
  }
}
