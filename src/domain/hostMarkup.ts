/**
 * The attributes by which a host page and Tabiji mark things in the page's HTML (docs/integrating.md, "The host-page contract"), in
 * one place so each has one spelling.
 */
export const HOST_MARKUP = {
  /** On a region's element: the island mounted there (`sticky-header`, `footer`, …). */
  island: 'data-tabiji-island',
  /** Set by Tabiji on a region once its island runs with browser state. */
  ready: 'data-tabiji-ready',
  /**
   * On a control of Tabiji's server HTML that needs the island's code (`cookie-settings`, …): a tap on it before the
   * code has arrived is kept and made again, once, on the same control when the island is ready.
   */
  replay: 'data-tabiji-replay',
  /** On such a control that only the server HTML has (a link the island replaces by a button): never the replay's target. */
  serverOnly: 'data-tabiji-server-only',
  /** On a host's affiliate link: the partner (`hotel`, `flight`). */
  affiliate: 'data-tabiji-affiliate',
  /** Set by Tabiji on an affiliate link: whether it was completed. */
  affiliateState: 'data-tabiji-affiliate-state',
  /** Set by Tabiji on an ad slot's container: `filled`, `empty` or `error`. */
  adState: 'data-tabiji-ad-state',
  /** On a host's photo placeholder: the attachment's id in the `tabiji-photos` JSON (empty, or holding server HTML). */
  photo: 'data-tabiji-photo',
  /** On a photo placeholder: the `sizes` of its layout (default `100vw`). */
  photoSizes: 'data-tabiji-photo-sizes',
  /** On a photo placeholder: `low` keeps the page's first photo from being fetched at high priority. */
  photoPriority: 'data-tabiji-photo-priority',
} as const;
