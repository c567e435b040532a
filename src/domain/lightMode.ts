import type { RecordData } from './eventRecordData';

/**
 * The light mode for roaming (issue 46, ADR 050): photos on a tap, no ads on the first screen, no telemetry beyond the
 * page view. The host decides it for each request (its cookie, else the browser's `Save-Data: on`) and tells Tabiji
 * in the page context (`light_mode`); these are the names both sides share.
 */
export const LIGHT_MODE_COOKIE = 'tabiji_light';

/** The path, under a language's first segment, the footer's switch posts to (`/{lang}/light-mode`). */
export const LIGHT_MODE_PATH = 'light-mode';

/**
 * The attribute of a folded photo's frame (PlacePhoto, light mode), with the attachment's id: it holds the photo as a
 * `<template>` (inert in every engine: nothing is fetched) and a `<noscript>` copy for readers without JavaScript.
 */
export const PHOTO_ON_TAP_ATTRIBUTE = 'data-tabiji-photo-tap';

/** A page view's data: its light mode where the host offers one, so a pipeline can count the readers who use it. */
export function pageViewData(lightMode: boolean | null): { data?: RecordData } {
  return lightMode === null ? {} : { data: { light_mode: lightMode } };
}
