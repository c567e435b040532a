import { isEpochMs } from './eventRecordSchema';

/** Session-storage key of the link clicks made before tracking started on their page (at most MAX_EARLY_CLICKS). */
export const EARLY_CLICKS_KEY = 'tabiji_early_clicks';
export const MAX_EARLY_CLICKS = 20;

/** A link click made before the page's tracking had started: recorded once it starts, here or on the next page. */
export interface EarlyClick {
  readonly pageHref: string;
  readonly referrer: string;
  readonly linkUrl: string;
  readonly isAffiliate: boolean;
  /** Epoch milliseconds. */
  readonly atMs: number;
}

/** The stored early clicks; malformed storage or entries read as none (a click is not worth a broken record). */
export function parseEarlyClicks(text: string | null): EarlyClick[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(isEarlyClick).slice(-MAX_EARLY_CLICKS);
  } catch {
    return [];
  }
}

function isEarlyClick(value: unknown): value is EarlyClick {
  const click = value as Partial<Record<keyof EarlyClick, unknown>> | null;
  return typeof click === 'object' && click !== null &&
    typeof click.pageHref === 'string' && typeof click.referrer === 'string' && typeof click.linkUrl === 'string' &&
    typeof click.isAffiliate === 'boolean' && isEpochMs(click.atMs);
}

/**
 * A clicked address as the head script keeps it before the claim program has arrived (it has no room for the event
 * log's address rules, eventUrl): no query or fragment, where tokens and codes travel, and no path segment that
 * holds an e-mail address.
 */
export function headClickUrl(href: string): string {
  return href.replace(/[?#].*$/s, '').replace(/[^/]*(?:@|%40)[^/]*/gi, 'REDACTED');
}

/** The global the claim program sets when it runs: from then on it keeps the early clicks, not the head script. */
export const CLAIM_PROGRAM_GLOBAL = 'tabijiClaimProgram';
