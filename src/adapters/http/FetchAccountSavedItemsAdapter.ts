import { isRecord } from '../../domain/describeValue';
import { SAVED_LIMITS, uniqueItems, type SavedItem } from '../../domain/savedItems';
import { NotSignedInError } from '../../domain/user';
import { AccountSavedItemsError, type AccountSavedItemsPort } from '../../ports/AccountSavedItemsPort';

/** The code of a rejection when nobody is signed in (spec §8). */
const NOT_SIGNED_IN = new NotSignedInError().code;

/** How long the account may take to answer: the list on the device is shown meanwhile. */
export const ACCOUNT_TIMEOUT_MS = 8000;
/** The most an answer may weigh: two full lists of long titles and paths. */
const MAX_ANSWER_BYTES = 512 * 1024;

/**
 * The main app API's saved items (TABIJI_APP_API_URL; docs/configuration.md, "The main app API: saved items"):
 * `POST {api}saved-items/merge` with `{"items": [...]}` and `DELETE {api}saved-items/{key}` each answer
 * `{"items": [...]}`, the account's whole list. Who is signed in goes as `headers()` give it (an identity token, or the
 * host session's CSRF token beside its cookie): only to the site's own API, never in an address or a message. 401 and
 * 403 mean nobody is signed in; anything else that is not a list is unreachable. Plain fetch: no axios for two calls.
 */
export class FetchAccountSavedItemsAdapter implements AccountSavedItemsPort {
  constructor(
    private readonly settings: { readonly appApiUrl: string; readonly baseUrl?: string; readonly timeoutMs?: number },
    private readonly headers: () => Promise<Readonly<Record<string, string>>>,
    private readonly fetchFn: typeof fetch = (...args) => fetch(...args),
  ) {}

  merge(items: readonly SavedItem[]): Promise<readonly SavedItem[]> {
    return this.call('POST', 'saved-items/merge', JSON.stringify({ items }));
  }

  remove(key: string): Promise<readonly SavedItem[]> {
    return this.call('DELETE', `saved-items/${encodeURIComponent(key)}`);
  }

  private async call(method: 'POST' | 'DELETE', path: string, body?: string): Promise<readonly SavedItem[]> {
    const url = this.urlOf(path);
    let who: Readonly<Record<string, string>>;
    try {
      who = await this.headers();
    } catch (error) {
      // Nobody signed in, or a provider that cannot say who (offline, it cannot refresh its token): not the same.
      if ((error as { code?: unknown } | null)?.code === NOT_SIGNED_IN) throw new AccountSavedItemsError('signed-out', 'saved items: nobody is signed in');
      throw new AccountSavedItemsError('unreachable', 'saved items: the identity provider could not say who is signed in');
    }
    const timeoutMs = this.settings.timeoutMs ?? ACCOUNT_TIMEOUT_MS;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await this.fetchFn(url, {
        method,
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { ...who, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body,
        signal: controller.signal,
      });
      if (response.status === 401 || response.status === 403) throw new AccountSavedItemsError('signed-out', `saved items: the app API answered HTTP ${response.status} (not signed in)`);
      if (!response.ok) throw new AccountSavedItemsError('unreachable', `saved items: the app API answered HTTP ${response.status}`);
      const text = await response.text();
      if (text.length > MAX_ANSWER_BYTES) throw new AccountSavedItemsError('unreachable', `saved items: the app API's answer is over ${MAX_ANSWER_BYTES} bytes`);
      return listOf(text);
    } catch (error) {
      if (error instanceof AccountSavedItemsError) throw error;
      const why = controller.signal.aborted ? `no answer within ${timeoutMs} ms` : 'the app API could not be reached';
      throw new AccountSavedItemsError('unreachable', `saved items: ${why}`);
    } finally {
      clearTimeout(timer);
    }
  }

  private urlOf(path: string): string {
    const base = this.settings.appApiUrl.trim();
    if (!base) throw new AccountSavedItemsError('unreachable', 'saved items: no main app API is configured (TABIJI_APP_API_URL)');
    try {
      return new URL(`${base.endsWith('/') ? base : `${base}/`}${path}`, this.settings.baseUrl).href;
    } catch {
      throw new AccountSavedItemsError('unreachable', `saved items: the main app API's address ${JSON.stringify(base.slice(0, 200))} (TABIJI_APP_API_URL) is not an address`);
    }
  }
}

/** The account's list in an answer's text; an answer that is not `{"items": [...]}` is unreachable (its entries that are not items are left out). */
function listOf(text: string): readonly SavedItem[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new AccountSavedItemsError('unreachable', 'saved items: the app API answered something that is not JSON');
  }
  if (!isRecord(data) || !Array.isArray(data.items)) throw new AccountSavedItemsError('unreachable', 'saved items: the app API\'s answer has no "items" list');
  return uniqueItems(data.items).sort((a, b) => b.savedAtMs - a.savedAtMs).slice(0, SAVED_LIMITS.maxMerged);
}
