import { backoffWaitMs, nextBackoff, type BackoffState } from '../../domain/eventBackoff';
import { EVENT_LOG_LIMITS } from '../../domain/eventDelivery';
import { chunkRecords, removeRecords } from '../../domain/eventQueue';
import type { EventLogRecord } from '../../domain/eventRecord';
import type { ClockPort } from '../../ports/ClockPort';
import type { DeliveryResult, EventLogTransportPort } from '../../ports/EventLogTransportPort';
import type { DurableQueue } from './durableQueue';

/**
 * A send not answered by then counts as failed, so the lock is always released: a transport that loads its code
 * first (15 s at most) plus the request's 5 s timeout, with a margin.
 */
export const SEND_DEADLINE_MS = 25_000;

export interface BatchSender {
  /** Sends the queue's next batch (called under the event log's cross-tab lock): what happened, or how long to wait. */
  sendOneBatch(): Promise<'empty' | 'sent' | { waitMs: number }>;
  /** Records handed over and refused for good. */
  refusedCount(): number;
}

/**
 * Sends the durable queue batch by batch and reads the collector's answers: delivered or refused records leave the
 * queue, a failure starts the backoff every tab honours, a send this page could not make at all backs off this page
 * alone, and after a batch too large for the collector its records go one per request.
 */
export function createBatchSender({ queue, transport, clock, random }: {
  queue: DurableQueue;
  transport: EventLogTransportPort;
  clock: ClockPort;
  random: () => number;
}): BatchSender {
  let refused = 0;
  // After a batch too large for the collector, this many records go one per request, so one oversized record cannot
  // hold back the others.
  let singlesLeft = 0;
  // This page's own backoff, for sends it could not make: the collector may be fine, so the other tabs go on.
  let localBackoff: BackoffState | undefined;

  /** The transport's answer, or a retry once SEND_DEADLINE_MS has passed without one. */
  const sendWithDeadline = (batch: readonly EventLogRecord[], dropped: number) =>
    new Promise<DeliveryResult>((resolve) => {
      const cancel = clock.setTimeout(() => resolve({ kind: 'retry', reason: 'no answer in time' }), SEND_DEADLINE_MS);
      void transport.send(batch, dropped).then((result) => {
        cancel();
        resolve(result);
      });
    });

  async function sendOneBatch(): Promise<'empty' | 'sent' | { waitMs: number }> {
    const state = queue.loadLive();
    const batch = chunkRecords(state.records, singlesLeft > 0 ? 1 : EVENT_LOG_LIMITS.batchRecords, EVENT_LOG_LIMITS.batchBytes)[0];
    if (!batch) return 'empty';
    // Read under the lock: another tab may have failed (and started a backoff) while this one waited for it.
    const backoff = queue.readBackoff();
    const waitMs = Math.max(backoffWaitMs(backoff, clock.now()), backoffWaitMs(localBackoff, clock.now()));
    if (waitMs > 0) return { waitMs };
    const result = await sendWithDeadline(batch, state.dropped);
    if (result.kind === 'unsent') {
      localBackoff = nextBackoff(localBackoff, clock.now(), random());
      console.warn(`Tabiji: event-log records could not be sent from this page (${result.reason}); trying again later.`);
      return { waitMs: localBackoff.retryAt - clock.now() };
    }
    localBackoff = undefined;
    if (result.kind === 'retry') return { waitMs: queue.failBackoff(backoff, random(), result.afterMs) };
    // The collector answered: whatever it said of this batch, it is up again.
    if (backoff) queue.clearBackoff();
    if (result.kind === 'too-large' && batch.length > 1) {
      singlesLeft = batch.length;
      return 'sent';
    }
    singlesLeft = Math.max(0, singlesLeft - 1);
    const ids = new Set(batch.map((record) => record.event_id));
    const latest = removeRecords(queue.load(), ids);
    const isRefused = result.kind !== 'sent';
    if (isRefused) {
      refused += batch.length;
      const reason = result.kind === 'refused' ? result.reason : 'too large';
      console.error(`Tabiji: the event-log collector refused ${batch.length} record(s) (${reason}); they were dropped.`);
    }
    // The dropped count went out with this batch (delivered or refused); keep only what was added since.
    queue.save({ records: latest.records, dropped: Math.max(0, latest.dropped - state.dropped) + (isRefused ? batch.length : 0) });
    return 'sent';
  }

  return { sendOneBatch, refusedCount: () => refused };
}
