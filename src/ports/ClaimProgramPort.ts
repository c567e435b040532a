import type { RecordData } from '../domain/eventRecordData';
import type { VisitorLocation } from './GeoLookupPort';

/** One event of the page, as a feature records it before the visit's recorder runs (an ad slot's funnel). */
export interface HeldEvent {
  readonly actionType: string;
  readonly linkUrl?: string;
  readonly data?: RecordData;
  /** Epoch milliseconds. */
  readonly atMs: number;
}

/**
 * The claim program, as the page's other bundles reach it (ADR 041): it tracks a visit the islands' recorder has not
 * taken over yet. It delivers the page view itself (after load, with the visitor location it looked up) and holds
 * what features record until the recorder takes them, or hands them over as the page is hidden or left.
 */
export interface ClaimProgramPort {
  /** Whether it tracks this page: its claim is kept (storage works) and it has the collector's address. */
  tracksThisPage(): boolean;
  /** Keeps `event` of this page with the visit's fields; delivered as the page is hidden or left, or taken. */
  record(event: HeldEvent): void;
  /** The events kept so far, now the recorder's to record (and no longer kept here). */
  takeEvents(): HeldEvent[];
  /** The location lookup it started with this page (once: a later lookup asks the service again); none: undefined. */
  takeLocationLookup(): Promise<VisitorLocation> | undefined;
}
