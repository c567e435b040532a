import type { PathCode } from '../../domain/languages';
import { isPlaceId, parsePlace } from '../../domain/place';
import type { PlaceAnswer, PlaceDirectoryPort } from '../../ports/PlaceDirectoryPort';

/** How long a place's facts may take: a card is worth less than the page it sits in. */
export const PLACE_TIMEOUT_MS = 2500;
/** The most a place's answer may weigh (its texts are a few hundred characters each). */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * The configured place manager (TABIJI_PLACE_API_URL, spec §7 "/api/place/"): `GET {url}{id}?lang={path code}`
 * answers one place as docs/configuration.md ("The place manager") describes, 404 for a place it does not know.
 * `baseUrl` resolves a relative setting (the page's address in a browser; the render service's setting on a server).
 * Plain fetch: no axios for one GET.
 */
export class FetchPlaceManagerAdapter implements PlaceDirectoryPort {
  constructor(
    private readonly settings: { readonly placeApiUrl: string; readonly baseUrl?: string; readonly timeoutMs?: number },
    private readonly fetchFn: typeof fetch = (...args) => fetch(...args),
  ) {}

  async place(id: string, language: PathCode): Promise<PlaceAnswer> {
    if (!isPlaceId(id)) throw new Error(`place ${JSON.stringify(String(id).slice(0, 80))}: not a place id (letters, digits, "-" and "_")`);
    const url = this.urlOf(id, language);
    const timeoutMs = this.settings.timeoutMs ?? PLACE_TIMEOUT_MS;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    try {
      const response = await this.fetchFn(url, { credentials: 'omit', headers: { accept: 'application/json' }, signal: controller.signal });
      if (response.status === 404) return { found: false };
      if (!response.ok) throw new Error(`the place manager answered HTTP ${response.status}`);
      const body = await response.text();
      if (body.length > MAX_ANSWER_BYTES) throw new Error(`the place manager's answer is over ${MAX_ANSWER_BYTES} bytes`);
      let data: unknown;
      try {
        data = JSON.parse(body);
      } catch {
        throw new Error('the place manager answered something that is not JSON');
      }
      const { place, errors } = parsePlace(data, id);
      if (!place) throw new Error(errors.join('; '));
      return { found: true, place, warnings: errors };
    } catch (error) {
      const reason = controller.signal.aborted ? controller.signal.reason : error;
      throw new Error(`place ${id}: ${reason instanceof Error ? reason.message : String(reason)}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  private urlOf(id: string, language: PathCode): string {
    const base = this.settings.placeApiUrl.trim();
    if (!base) throw new Error('no place manager is configured (TABIJI_PLACE_API_URL)');
    let url: URL;
    try {
      url = new URL(`${base.endsWith('/') ? base : `${base}/`}${encodeURIComponent(id)}`, this.settings.baseUrl);
    } catch {
      throw new Error(`the place manager's address ${JSON.stringify(base)} (TABIJI_PLACE_API_URL) is not an address${this.settings.baseUrl ? '' : ', or is relative where no page address resolves it'}`);
    }
    url.searchParams.set('lang', language);
    return url.href;
  }
}
