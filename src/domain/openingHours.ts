import { describeValue, isRecord } from './describeValue';

/** Japan's time zone: a place's hours are local times there, whatever the reader's device says. */
export const PLACE_TIME_ZONE = 'Asia/Tokyo';

/** One opening on the given days (0 = Sunday … 6 = Saturday), from `opens` to `closes`, 'HH:MM' local times. */
export interface OpeningPeriod {
  readonly days: readonly number[];
  readonly opens: string;
  readonly closes: string;
}

/** Open day and night (a shrine without gates, a street), or on a weekly schedule; a day with no period is closed. */
export type OpeningHours = { readonly always: true } | { readonly always: false; readonly weekly: readonly OpeningPeriod[] };

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MAX_PERIODS = 21;

/** Minutes after midnight of an 'HH:MM' time ('24:00' allowed as a closing time). */
function minutesOf(time: string): number {
  if (time === '24:00') return 24 * 60;
  const [, hours, minutes] = TIME.exec(time) ?? [];
  return Number(hours) * 60 + Number(minutes);
}

function isTime(value: unknown, isClosing: boolean): value is string {
  return typeof value === 'string' && (TIME.test(value) || (isClosing && value === '24:00'));
}

/** The hours from the place manager's `hours` value; never throws: bad periods are left out, each with a message. */
export function parseOpeningHours(raw: unknown): { hours: OpeningHours | null; errors: string[] } {
  if (isRecord(raw) && raw.always === true) return { hours: { always: true }, errors: [] };
  if (!isRecord(raw) || !Array.isArray(raw.weekly)) {
    return { hours: null, errors: [`hours should be { always: true } or { weekly: [...] }, got ${describeValue(raw)}; left out`] };
  }
  const errors: string[] = [];
  const weekly: OpeningPeriod[] = [];
  raw.weekly.slice(0, MAX_PERIODS).forEach((period: unknown, index) => {
    const days = isRecord(period) && Array.isArray(period.days) ? period.days : null;
    const isDayList = days !== null && days.length > 0 && days.every((day) => Number.isInteger(day) && day >= 0 && day <= 6);
    if (!isRecord(period) || !isDayList || !isTime(period.opens, false) || !isTime(period.closes, true) || minutesOf(period.opens) >= minutesOf(period.closes)) {
      errors.push(`hours.weekly[${index}] should be { days: [0–6], opens: "HH:MM", closes: "HH:MM" } closing after it opens, got ${describeValue(period)}; left out`);
      return;
    }
    weekly.push({ days: [...new Set(days as number[])].sort(), opens: period.opens, closes: period.closes });
  });
  if (raw.weekly.length > MAX_PERIODS) errors.push(`hours.weekly lists ${raw.weekly.length} periods; only the first ${MAX_PERIODS} are read`);
  return { hours: weekly.length ? { always: false, weekly } : null, errors };
}

/** The weekday (0 = Sunday) and minutes after midnight of `at` in Japan. */
export function japanTimeOf(at: Date): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: PLACE_TIME_ZONE, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  return { day, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** Whether the place is open at `at` (Japan time). Public holidays are not in the data: closedNote speaks of them. */
export function isOpenAt(hours: OpeningHours, at: Date): boolean {
  if (hours.always) return true;
  const { day, minutes } = japanTimeOf(at);
  return hours.weekly.some((period) => period.days.includes(day) && minutesOf(period.opens) <= minutes && minutes < minutesOf(period.closes));
}

/** The days (0–6) with no opening: the closed days. */
export function closedDays(hours: OpeningHours): number[] {
  if (hours.always) return [];
  const open = new Set(hours.weekly.flatMap((period) => period.days));
  return [0, 1, 2, 3, 4, 5, 6].filter((day) => !open.has(day));
}

/** A reference week (5–11 January 2025, Sunday to Saturday) to name weekdays with Intl. */
const REFERENCE_SUNDAY_UTC = Date.UTC(2025, 0, 5, 12);

/** The name of weekday `day` (0 = Sunday) in `locale` ('long' or 'short'). */
export function weekdayName(day: number, locale: string, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(REFERENCE_SUNDAY_UTC + day * 86_400_000));
}

/** An 'HH:MM' time as `locale` writes a time of day ('9:00', '午前9:00', '9:00 AM'). */
export function timeOfDay(time: string, locale: string): string {
  const minutes = minutesOf(time);
  // 24:00 is the end of the day: written as midnight.
  const at = new Date(Date.UTC(2025, 0, 5, 0, minutes % (24 * 60)));
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(at);
}

/** Days Monday first, the order travellers read a week in; consecutive days with the same hours share a row. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** The open days' rows: runs of consecutive days (Monday first) with the same periods, and their times ('9:00–17:00'). */
export function hoursRows(hours: OpeningHours & { always: false }, locale: string): { days: number[]; times: string[] }[] {
  const timesOf = (day: number) =>
    hours.weekly
      .filter((period) => period.days.includes(day))
      .sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens))
      .map((period) => `${timeOfDay(period.opens, locale)}–${timeOfDay(period.closes, locale)}`);
  const rows: { days: number[]; times: string[] }[] = [];
  for (const day of WEEK_ORDER) {
    const times = timesOf(day);
    if (!times.length) continue;
    const last = rows.at(-1);
    const isNext = last && WEEK_ORDER.indexOf(last.days.at(-1)!) === WEEK_ORDER.indexOf(day) - 1;
    if (last && isNext && last.times.join() === times.join()) last.days.push(day);
    else rows.push({ days: [day], times });
  }
  return rows;
}

const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The hours as schema.org's openingHoursSpecification (always open: every day 00:00–23:59). */
export function openingHoursSpecification(hours: OpeningHours): object[] {
  const periods = hours.always ? [{ days: [0, 1, 2, 3, 4, 5, 6], opens: '00:00', closes: '23:59' }] : hours.weekly;
  return periods.map((period) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: period.days.map((day) => `https://schema.org/${SCHEMA_DAYS[day]}`),
    opens: period.opens,
    closes: period.closes === '24:00' ? '23:59' : period.closes,
  }));
}
