import { parseStoredSurveyEntry, type SurveyEntry } from '../../domain/surveyEntry';
import type { StoragePort } from '../../ports/StoragePort';
import type { SurveyDelivery, SurveyEntryPort } from '../../ports/SurveyEntryPort';

/** Where entries wait while the entry API cannot take them (local storage: they outlive the tab). */
export const SURVEY_OUTBOX_KEY = 'tabiji_survey_outbox';
/** The most entries kept; past it the oldest goes (a reader does not answer twenty surveys offline). */
export const MAX_KEPT_ENTRIES = 20;
/** How long an entry is kept for a later delivery: after a week it is no longer worth sending. */
export const KEPT_ENTRY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The reader survey's way out: every entry is delivered once, now or, when the API is down, later. */
export interface SurveyOutbox {
  /** Keeps `entry`, then sends it: 'later' means it waits in the outbox for deliverKept. */
  submit(entry: SurveyEntry): Promise<SurveyDelivery>;
  /** Sends the kept entries, oldest first, until one has to wait again; resolves with how many left the outbox. */
  deliverKept(): Promise<number>;
  /** How many entries are waiting. */
  keptCount(): number;
}

/**
 * The outbox over `storage`. An entry is written before it is sent, so a tab closed mid-send loses nothing; it leaves
 * the outbox once the API has it (or refuses it for good). Two tabs sending the same entry at once deliver it once:
 * the API keeps one entry per id. What storage holds that is not an entry is dropped.
 */
export function createSurveyOutbox(deps: { storage: StoragePort; entries: SurveyEntryPort; now: () => number }): SurveyOutbox {
  const read = (): SurveyEntry[] => {
    let raw: unknown;
    try {
      raw = JSON.parse(deps.storage.get(SURVEY_OUTBOX_KEY) ?? '[]');
    } catch {
      return [];
    }
    if (!Array.isArray(raw)) return [];
    const oldest = deps.now() - KEPT_ENTRY_MAX_AGE_MS;
    return raw.map(parseStoredSurveyEntry).filter((entry): entry is SurveyEntry => entry !== null && entry.submittedAtMs >= oldest);
  };
  const write = (entries: readonly SurveyEntry[]): void => {
    if (entries.length === 0) deps.storage.remove(SURVEY_OUTBOX_KEY);
    else deps.storage.set(SURVEY_OUTBOX_KEY, JSON.stringify(entries.slice(-MAX_KEPT_ENTRIES)));
  };
  const without = (entryId: string) => write(read().filter((kept) => kept.entryId !== entryId));

  return {
    async submit(entry) {
      write([...read().filter((kept) => kept.entryId !== entry.entryId), entry]);
      const delivery = await deps.entries.postEntry(entry);
      if (delivery !== 'later') without(entry.entryId);
      return delivery;
    },
    async deliverKept() {
      let left = 0;
      for (const entry of read()) {
        const delivery = await deps.entries.postEntry(entry);
        if (delivery === 'later') break;
        without(entry.entryId);
        left += 1;
      }
      return left;
    },
    keptCount: () => read().length,
  };
}
