import type { OfflineCopy } from '../../src/domain/offlineCopy';
import type { OfflineCopyOutcome, OfflineCopyPort } from '../../src/ports/OfflineCopyPort';

/** How a call ends: an outcome, an Error to reject with, or `'pending'` (it waits until `settleKeep`/`settleRefresh`). */
export type FakeCopyAnswer = OfflineCopyOutcome | Error | 'pending';

interface Waiting {
  readonly resolve: (outcome: OfflineCopyOutcome) => void;
  readonly reject: (error: Error) => void;
}

/**
 * The copies of saved pages in memory: every keep, refresh and drop is recorded in order. A keep (a refresh) answers
 * the next of `keepAnswers` (`refreshAnswers`), then `keepOutcome` (`refreshOutcome`) once they are used up; a
 * `'pending'` answer waits until the test settles it, to see what the page shows meanwhile. A drop rejects with
 * `dropError` when set.
 */
export class FakeOfflineCopyAdapter implements OfflineCopyPort {
  readonly keeps: OfflineCopy[] = [];
  readonly refreshes: Pick<OfflineCopy, 'key' | 'page'>[] = [];
  readonly drops: { key: string; isLast: boolean }[] = [];
  readonly keepAnswers: FakeCopyAnswer[] = [];
  readonly refreshAnswers: FakeCopyAnswer[] = [];
  keepOutcome: OfflineCopyOutcome = 'kept';
  refreshOutcome: OfflineCopyOutcome = 'kept';
  dropError: Error | null = null;
  private readonly waitingKeeps: Waiting[] = [];
  private readonly waitingRefreshes: Waiting[] = [];

  keep(copy: OfflineCopy): Promise<OfflineCopyOutcome> {
    this.keeps.push(copy);
    return this.answer(this.keepAnswers.shift() ?? this.keepOutcome, this.waitingKeeps);
  }

  refresh(copy: Pick<OfflineCopy, 'key' | 'page'>): Promise<OfflineCopyOutcome> {
    this.refreshes.push({ key: copy.key, page: copy.page });
    return this.answer(this.refreshAnswers.shift() ?? this.refreshOutcome, this.waitingRefreshes);
  }

  async drop(key: string, isLast: boolean): Promise<void> {
    this.drops.push({ key, isLast });
    if (this.dropError) throw this.dropError;
  }

  /** Settles the oldest keep still pending with `answer`. */
  settleKeep(answer: OfflineCopyOutcome | Error): void {
    settle(this.waitingKeeps, answer);
  }

  /** Settles the oldest refresh still pending with `answer`. */
  settleRefresh(answer: OfflineCopyOutcome | Error): void {
    settle(this.waitingRefreshes, answer);
  }

  /** How many keeps and refreshes wait to be settled. */
  pending(): { keeps: number; refreshes: number } {
    return { keeps: this.waitingKeeps.length, refreshes: this.waitingRefreshes.length };
  }

  private answer(answer: FakeCopyAnswer, waiting: Waiting[]): Promise<OfflineCopyOutcome> {
    if (answer === 'pending') return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  }
}

function settle(waiting: Waiting[], answer: OfflineCopyOutcome | Error): void {
  const next = waiting.shift();
  if (!next) throw new Error('FakeOfflineCopyAdapter: nothing is pending');
  if (answer instanceof Error) next.reject(answer);
  else next.resolve(answer);
}
