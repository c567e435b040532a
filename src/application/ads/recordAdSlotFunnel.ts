import { adSlotData, isFunnelFinished, type SlotFunnel } from '../../domain/adSlotFunnel';
import type { AdsPort, SlotEvent, SlotOutcome } from '../../ports/AdsPort';
import type { PageLifecyclePort } from '../../ports/PageLifecyclePort';
import type { PageVisitRecorder } from '../tracking/pageVisitRecorder';

export interface AdSlotFunnelDeps {
  /** The page's ad networks, each reporting only the slots it serves. */
  readonly ads: ReadonlyArray<Pick<AdsPort, 'onSlotEvent' | 'onSlotOutcome'>>;
  readonly recorder: Pick<PageVisitRecorder, 'record' | 'handOver'>;
  /** The page being hidden or left. */
  readonly page: PageLifecyclePort;
}

/**
 * One ad_slot record per slot of the page: requested → rendered (filled or empty) → viewable, with each step's
 * time. A slot's record is made as soon as its funnel is finished (viewable, empty or failed), batched with the
 * other records; what is left (filled but never seen, never requested) is recorded when the page is first hidden.
 *
 * A page restored from the back/forward cache is a page view of its own, and a network may request its slots in view
 * again then (its adapter says whether): each slot requested after the restore gets a record of the restored page
 * view, timed from the restore. A slot left alone then gets none: it was recorded with the first page view.
 */
export function recordAdSlotFunnel(deps: AdSlotFunnelDeps, page: { pageType: string; slotIds: readonly string[] }): void {
  const freshFunnels = () => new Map<string, SlotFunnel>(page.slotIds.map((id) => [id, { outcome: 'pending' }]));
  let funnels = freshFunnels();
  const recorded = new Set<string>();
  let isRestored = false;
  deps.page.onReturn(() => {
    funnels = freshFunnels();
    recorded.clear();
    isRestored = true;
  });
  const record = (slotId: string) => {
    const funnel = funnels.get(slotId);
    if (!funnel || recorded.has(slotId)) return;
    recorded.add(slotId);
    deps.recorder.record({ actionType: 'ad_slot', data: adSlotData(slotId, funnel, page.pageType) });
  };
  const onSlotEvent = ({ slotId, kind, isEmpty, atMs }: SlotEvent) => {
    const funnel = funnels.get(slotId);
    if (!funnel) return;
    if (kind === 'requested') funnel.requestedMs ??= atMs;
    if (kind === 'rendered') {
      funnel.renderedMs ??= atMs;
      funnel.outcome = isEmpty ? 'empty' : 'filled';
    }
    if (kind === 'viewable') funnel.viewableMs ??= atMs;
    if (isFunnelFinished(funnel)) record(slotId);
  };
  const onSlotOutcome = ({ slotId, kind }: SlotOutcome) => {
    const funnel = funnels.get(slotId);
    if (!funnel || kind !== 'error') return;
    funnel.outcome = 'error';
    record(slotId);
  };
  for (const network of deps.ads) {
    network.onSlotEvent(onSlotEvent);
    network.onSlotOutcome(onSlotOutcome);
  }
  const recordTheRest = () => {
    const left = page.slotIds.filter((id) => !recorded.has(id) && (!isRestored || funnels.get(id)?.requestedMs !== undefined));
    if (left.length === 0) return;
    left.forEach(record);
    deps.recorder.handOver();
  };
  deps.page.onHidden(recordTheRest);
  deps.page.onLeave(recordTheRest);
}
