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

/**
 * The stored early clicks, the latest MAX_EARLY_CLICKS: one JSON click per line, as keepEarlyClick appends them (a
 * line holding a list, the form kept before, is read as its clicks). Malformed lines or entries read as none (a click
 * is not worth a broken record).
 */
export function parseEarlyClicks(text: string | null): EarlyClick[] {
  if (!text) return [];
  return text.split('\n').flatMap((line) => {
    try {
      const value: unknown = JSON.parse(line);
      return (Array.isArray(value) ? value : [value]).filter(isEarlyClick);
    } catch {
      return [];
    }
  }).slice(-MAX_EARLY_CLICKS);
}

/** One click's line in the stored form (see parseEarlyClicks). */
export const earlyClickLine = (click: EarlyClick): string => `${JSON.stringify(click)}\n`;

/** The stored form of `clicks` (see parseEarlyClicks). */
export const earlyClicksText = (clicks: readonly EarlyClick[]): string => clicks.map(earlyClickLine).join('');

function isEarlyClick(value: unknown): value is EarlyClick {
  const click = value as Partial<Record<keyof EarlyClick, unknown>> | null;
  return typeof click === 'object' && click !== null &&
    typeof click.pageHref === 'string' && typeof click.referrer === 'string' && typeof click.linkUrl === 'string' &&
    typeof click.isAffiliate === 'boolean' && isEpochMs(click.atMs);
}
