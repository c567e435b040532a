import { NO_DEFAULTS, settingText, splitList, type RawEnvironment, type VariableTable } from '../../domain/config';

/** The image formats the photo service may offer, by the name the URL template uses, with their MIME types. */
export const PHOTO_FORMATS: Readonly<Record<string, string>> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', jpg: 'image/jpeg', png: 'image/png' };

/** The photo service as configured: its two hosts, the URL template, and the widths and formats it offers. */
export interface PhotoSettings {
  /** The new host's base URL (an absolute http(s) URL or a site path, no trailing '/': the site root is ''); null when unset. */
  readonly newHost: string | null;
  readonly oldHost: string | null;
  /** `{host}`, `{id}`, `{width}` and `{format}` are replaced (the id URL-encoded). */
  readonly urlTemplate: string;
  /** Widths offered, ascending. */
  readonly widths: readonly number[];
  /** Formats offered, best first; the last is the `<img>`'s own (every browser must show it). */
  readonly formats: readonly string[];
}

/** The photo service's settings; a bad value is reported in `errors` and replaced by what still works. */
export function parsePhotoSettings(raw: RawEnvironment, defaults: VariableTable = NO_DEFAULTS): { settings: PhotoSettings; errors: string[] } {
  const text = (name: string): string => settingText(defaults, raw, name);
  const errors: string[] = [];
  const host = (name: string): string | null => {
    const value = text(name);
    if (value === '') return null;
    if (/^https?:\/\/[^/]/i.test(value) || (value.startsWith('/') && !value.startsWith('//'))) return value.replace(/\/+$/, '');
    errors.push(`${name} must be an absolute http(s) URL or a site path, got "${value}"; its photos are not shown`);
    return null;
  };
  let urlTemplate = text('TABIJI_PHOTO_URL_TEMPLATE');
  if (!['{host}', '{id}', '{width}', '{format}'].every((part) => urlTemplate.includes(part))) {
    errors.push(`TABIJI_PHOTO_URL_TEMPLATE must contain {host}, {id}, {width} and {format}, got "${urlTemplate}"; using {host}/{id}/{width}.{format}`);
    urlTemplate = '{host}/{id}/{width}.{format}';
  }
  const listed = splitList(text('TABIJI_PHOTO_WIDTHS'));
  const isWidth = (item: string) => /^\d+$/.test(item) && Number(item) > 0 && Number(item) <= 10_000;
  const badWidths = listed.filter((item) => !isWidth(item));
  if (badWidths.length > 0) errors.push(`TABIJI_PHOTO_WIDTHS: ${badWidths.join(', ')} not a width in pixels (1–10000); left out`);
  const widths = [...new Set(listed.filter(isWidth).map(Number))].sort((a, b) => a - b);
  if (widths.length === 0) errors.push(`TABIJI_PHOTO_WIDTHS must list widths in pixels, got "${text('TABIJI_PHOTO_WIDTHS')}"; photos are not shown`);
  const formats = splitList(text('TABIJI_PHOTO_FORMATS')).map((format) => format.toLowerCase());
  const unknown = formats.filter((format) => !Object.hasOwn(PHOTO_FORMATS, format));
  if (unknown.length > 0) errors.push(`TABIJI_PHOTO_FORMATS: ${unknown.join(', ')} unknown (known: ${Object.keys(PHOTO_FORMATS).join(', ')}); left out`);
  // One format per MIME type (jpeg and jpg are one): the first named wins.
  const known = formats.filter((format, index) => Object.hasOwn(PHOTO_FORMATS, format) && formats.findIndex((other) => PHOTO_FORMATS[other] === PHOTO_FORMATS[format]) === index);
  if (known.length === 0) errors.push('TABIJI_PHOTO_FORMATS lists no known format; photos are not shown');
  return { settings: { newHost: host('TABIJI_PHOTO_NEW_URL'), oldHost: host('TABIJI_PHOTO_OLD_URL'), urlTemplate, widths, formats: known }, errors };
}
