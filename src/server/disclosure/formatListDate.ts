/**
 * A calendar date ('YYYY-MM-DD') as readers of the BCP 47 `tag` write it, with the month spelt out: 2026年11月23日,
 * 23 de noviembre de 2026, and in Thai the Buddhist era Intl gives (23 พฤศจิกายน 2569). Two languages are written
 * by hand where Intl's default is not the site's: English is British (23 November 2026, not November 23, 2026), and
 * Vietnamese names the year (23 tháng 11 năm 2026; Intl writes "23 tháng 11, 2026"). Formatted in UTC, the zone the
 * date is parsed in, so every server and test prints the same day. Throws on anything but a real date.
 */
export function formatListDate(isoDate: string, tag: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate) {
    throw new Error(`formatListDate: not a YYYY-MM-DD date: ${JSON.stringify(isoDate)}`);
  }
  const language = tag.toLowerCase().split('-')[0];
  if (language === 'vi') return `${date.getUTCDate()} tháng ${date.getUTCMonth() + 1} năm ${date.getUTCFullYear()}`;
  const locale = language === 'en' ? 'en-GB' : tag;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}
