/**
 * Every UI string Tabiji shows, for one language. `{name}`-style placeholders are filled by `format`.
 * Host content (menu labels, article text) comes from the host page, not from here.
 */
export interface Messages {
  /** Accessible name of the link to the top page, e.g. "Tabiji home". */
  readonly home: string;
  /** Hamburger button (accessible name must contain "Menu" in English). */
  readonly menu: string;
  /** Label of the navigation inside the hamburger panel. */
  readonly mainMenu: string;
  /** Label of the slider bar, named after what it holds: the top page, the categories and the regions. */
  readonly sliderNavigation: string;
  readonly signIn: string;
  /** Label of the user menu button; {name} is the user's name or e-mail. */
  readonly accountMenu: string;
  /** Sign-out action: the same verb as `signIn` (English "Sign out"). */
  readonly signOut: string;
  /** Shown while the sign-in state is still unknown (screen readers only). */
  readonly checkingSignIn: string;
  /** Region name of the cookie notice (English must contain "cookie"). */
  readonly cookieNotice: string;
  /**
   * The notice's first layer, one or two sentences: what the site does, and what accepting adds. The rest (what
   * each button does, in full) is one tap away, behind `cookieMore`.
   */
  readonly cookieText: string;
  /** The toggle that shows the notice's second layer (English "Details"). */
  readonly cookieMore: string;
  /** Second layer: without a choice the site works as `close` describes (English "Until you choose, we treat it as Close."). */
  readonly cookieUntilChoice: string;
  /** Accept button of the cookie notice (English "Accept"). */
  readonly accept: string;
  /** Close button of the cookie notice: declines, for this browser session (English "Close"). */
  readonly close: string;
  /**
   * What "Accept" does, naming everything it turns on (the IDs, the IP address and the country looked up from it, the
   * signed-in member's ID, personalised ads); begins with the `accept` label and the language's colon.
   */
  readonly cookieAcceptMeans: string;
  /** What "Close" (and no choice) does; begins with the `close` label and the language's colon. */
  readonly cookieCloseMeans: string;
  /** Shown when the browser sends Global Privacy Control: ads are never personalised, whichever button. */
  readonly cookieGpcNote: string;
  /** The stored choice when the notice is reopened; {choice} is the `accept` label or `cookieChoiceClosed`. */
  readonly cookieCurrentChoice: string;
  /** The "Close" choice as a choice in force, so it does not read as "you closed it" (English "Close (not accepted)"). */
  readonly cookieChoiceClosed: string;
  /** Shown instead of `cookieCurrentChoice` when the notice is reopened without a stored choice. */
  readonly cookieNoChoice: string;
  /** Link text to the external-transmission page (what is sent to which company). */
  readonly cookieDetails: string;
  /** Footer button that reopens the cookie notice. */
  readonly cookieSettings: string;
  /** Footer button that turns the light mode on (photos on a tap, no ads on the first screen, no telemetry beyond the page view): says what it saves. */
  readonly lightModeTurnOn: string;
  /** Footer button that turns the light mode off. */
  readonly lightModeTurnOff: string;
  /** Region name of the pandemic notice. */
  readonly pandemicNotice: string;
  /** One line: what to check before travelling. */
  readonly pandemicText: string;
  /** Close button of the pandemic notice (English must contain "Close"). */
  readonly closePandemicNotice: string;
  /** Language selector (English must contain "Language"); {language} is the current language's name. */
  readonly language: string;
  /** Label of the footer navigation. */
  readonly footerNavigation: string;
  readonly copyright: string;
  /** Footer link to the external-transmission disclosure (電気通信事業法 §27-12); the page's own heading. */
  readonly externalTransmission: string;
  /** Opt-in button for push notifications (English must contain "travel updates"). */
  readonly notificationsOptIn: string;
  /** Status once push notifications are on. */
  readonly notificationsOn: string;
  /** Why the opt-in is not offered: the visitor (or the browser's settings) denied notifications. */
  readonly notificationsBlocked: string;
  /** Why the opt-in is not offered: the browser cannot receive push notifications. */
  readonly notificationsUnsupported: string;
  /**
   * Shown instead of the opt-in on an iPhone or iPad browser, where push works only in a Home Screen web app: how
   * to get travel updates there (Share, then Add to Home Screen, named as iOS names them in the language; then open
   * Tabiji from the Home Screen). One or two plain sentences; no arrows or symbols for a screen reader to spell out.
   */
  readonly notificationsHomeScreen: string;
  /** Turning push on failed (network, service worker); the opt-in button stays to try again. */
  readonly notificationsFailed: string;
  /**
   * The word marking an affiliate link as advertising, for screen readers: the same term as the host's "sponsored"
   * badge and affiliate box note (Japanese 広告, as the 2023 stealth-marketing rule asks; English "Sponsored link").
   */
  readonly sponsored: string;
  /** Said after a link that opens a new tab, for screen readers. */
  readonly opensInNewTab: string;
  /**
   * The screen-reader note after an affiliate link: `{sponsored}` and `{opensInNewTab}` in the language's own
   * brackets and list punctuation (Japanese （X、Y）, Chinese （X，Y）, Latin-script languages (X, Y)).
   */
  readonly affiliateLinkNote: string;
}

// One placeholder rule for every layer: the application formats the affiliate note with it too.
export { format } from '../../domain/messageFormat';
