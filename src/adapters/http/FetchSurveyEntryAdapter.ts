import { surveyEntryBody, type SurveyEntry } from '../../domain/surveyEntry';
import type { SurveyDelivery, SurveyEntryPort } from '../../ports/SurveyEntryPort';

/** How long an entry may take to be accepted before it is kept for later. */
export const SURVEY_ENTRY_TIMEOUT_MS = 5000;

/**
 * The configured forms-and-surveys entry API (TABIJI_FORMS_API_URL + TABIJI_FORMS_POST_ENTRY_PATH, spec §7): `POST
 * {api}{post_entry}` with the entry as JSON (docs/configuration.md, "The forms-and-surveys entry API"). 2xx and 409
 * (an entry with this id is kept already) are delivered; 400, 413 and 422 refused; anything else, a network error or
 * no answer in time, later. Plain fetch: no request library for one POST.
 */
export class FetchSurveyEntryAdapter implements SurveyEntryPort {
  constructor(
    private readonly settings: { readonly formsApiUrl: string; readonly postEntryPath: string; readonly baseUrl?: string; readonly timeoutMs?: number },
    private readonly fetchFn: typeof fetch = (...args) => fetch(...args),
  ) {}

  /** The entry API's address: the API's URL and the post_entry path joined with one slash. */
  entryUrl(): string {
    const api = this.settings.formsApiUrl.trim().replace(/\/+$/, '');
    const entry = this.settings.postEntryPath.trim().replace(/^\/+/, '');
    if (!api) throw new Error('no forms-and-surveys entry API is configured (TABIJI_FORMS_API_URL)');
    return new URL(`${api}/${entry}`, this.settings.baseUrl).href;
  }

  async postEntry(entry: SurveyEntry): Promise<SurveyDelivery> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.settings.timeoutMs ?? SURVEY_ENTRY_TIMEOUT_MS);
    try {
      const response = await this.fetchFn(this.entryUrl(), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(surveyEntryBody(entry)),
        signal: controller.signal,
      });
      if (response.ok || response.status === 409) return 'delivered';
      if ([400, 413, 422].includes(response.status)) return 'refused';
      return 'later';
    } catch {
      return 'later';
    } finally {
      clearTimeout(timer);
    }
  }
}
