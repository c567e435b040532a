import type { OfflineCopy } from '../domain/offlineCopy';

/**
 * How keeping a copy ended: `kept` (every resource is on the device), `full` (the device had no room: nothing kept),
 * `unreachable` (a resource could not be downloaded: nothing kept), `unsupported` (this browser cannot read offline:
 * no service worker or no cache storage).
 */
export type OfflineCopyOutcome = 'kept' | 'full' | 'unreachable' | 'unsupported';

/** The copies of saved pages that open without a connection (issue 46). All or nothing: never half a page. */
export interface OfflineCopyPort {
  /** Downloads and keeps every resource of `copy`, or nothing of it. */
  keep(copy: OfflineCopy): Promise<OfflineCopyOutcome>;
  /** Downloads `copy`'s page again, with the scripts and styles it now names, keeping its photos: the old copy stays when that fails. */
  refresh(copy: Pick<OfflineCopy, 'key' | 'page'>): Promise<OfflineCopyOutcome>;
  /** Deletes the copy of `key`; `isLast`: no item is left, so the shared scripts and styles go too. */
  drop(key: string, isLast: boolean): Promise<void>;
}
