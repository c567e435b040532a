import { inject, injectable } from 'inversify';
import type { TabijiConfig } from '../../domain/config';
import { EVENT_LOG_LIMITS, outcomeOf, retryAfterMs } from '../../domain/eventDelivery';
import type { EventLogRecord } from '../../domain/eventRecord';
import type { DeliveryResult, EventLogTransportPort } from '../../ports/EventLogTransportPort';
import { TOKENS } from '../../ports/tokens';
import { BeaconEventLogAdapter } from './BeaconEventLogAdapter';
import { loadAxios } from './loadAxios';

/**
 * Event-log batches as JSON POSTs through axios (5 s timeout), and, when the page goes away, through
 * sendBeacon (text/plain, so no preflight) or fetch with keepalive.
 */
@injectable()
export class AxiosEventLogTransportAdapter implements EventLogTransportPort {
  private readonly beacon: BeaconEventLogAdapter;

  constructor(@inject(TOKENS.Config) private readonly config: TabijiConfig) {
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
      const outcome = outcomeOf(response.status);
      if (outcome === 'delivered' || outcome === 'too-large') return { kind: outcome };
      if (outcome === 'drop') return { kind: 'rejected', status: response.status };
      const header = response.headers['retry-after'] as string | undefined;
      const wait = retryAfterMs(header, Date.now());
      return { kind: 'retry', reason: `HTTP ${response.status}`, ...(wait === undefined ? {} : { retryAfterMs: wait }) };
    } catch (error) {
      return { kind: 'retry', reason: (error as { code?: string }).code ?? 'network error' };
    }
  }

  sendOnUnload(records: readonly EventLogRecord[], dropped: number): boolean {
    return this.beacon.sendOnUnload(records, dropped);
  }
}
