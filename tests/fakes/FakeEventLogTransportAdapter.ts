import type { EventLogRecord } from '../../src/domain/eventRecord';
import type { DeliveryResult, EventLogTransportPort } from '../../src/ports/EventLogTransportPort';

/**
 * A collector that answers from a script of results (then 'sent'), and keeps every batch it was given.
 * `outage`, while set, is every answer instead; the next `stalls` sends never answer at all (an axios chunk that
 * never arrives). `unloadAccepted` decides whether the browser accepts beacons.
 */
export class FakeEventLogTransportAdapter implements EventLogTransportPort {
  readonly batches: Array<{ records: EventLogRecord[]; dropped: number }> = [];
  readonly beacons: Array<{ records: EventLogRecord[]; dropped: number }> = [];
  readonly script: DeliveryResult[] = [];
  outage: DeliveryResult | null = null;
  stalls = 0;
  unloadAccepted = true;

  async send(records: readonly EventLogRecord[], dropped: number): Promise<DeliveryResult> {
    this.batches.push({ records: [...records], dropped });
    if (this.stalls > 0) {
      this.stalls -= 1;
      return new Promise<DeliveryResult>(() => undefined);
    }
    return this.outage ?? this.script.shift() ?? { kind: 'sent' };
  }

  sendOnUnload(records: readonly EventLogRecord[], dropped: number): boolean {
    if (!this.unloadAccepted) return false;
    this.beacons.push({ records: [...records], dropped });
    return true;
  }

  /** Event ids of every record handed over, in order (batches, then beacons). */
  deliveredIds(): string[] {
    return [...this.batches, ...this.beacons].flatMap((batch) => batch.records.map((record) => record.event_id));
  }
}
