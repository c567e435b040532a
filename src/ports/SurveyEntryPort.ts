import type { SurveyEntry } from '../domain/surveyEntry';

/**
 * What became of an entry sent to the forms-and-surveys entry API: kept by it (or kept already: the same entry id),
 * refused for good (the entry is malformed or no longer accepted: sending it again changes nothing), or not
 * delivered now (the service is down, slow or unreachable: keep it and send it again later).
 */
export type SurveyDelivery = 'delivered' | 'refused' | 'later';

/** The forms-and-surveys entry API (spec §7, its post_entry path): where the reader survey's entries go. */
export interface SurveyEntryPort {
  /** Sends `entry`; never rejects: a failure is 'later' or 'refused'. */
  postEntry(entry: SurveyEntry): Promise<SurveyDelivery>;
}
