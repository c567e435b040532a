import type { DataKey } from '../../domain/externalTransmission';

/**
 * Every recipient the disclosure has words for: Tabiji's own services and those of the vendor adapters it ships
 * (an adapter that adds a recipient adds its words here, in every language; a unit test holds them together).
 */
export type DisclosedRecipientId =
  | 'google-ads' | 'firebase-auth' | 'firebase-messaging' | 'push-apple' | 'push-mozilla' | 'push-microsoft'
  | 'google-maps' | 'ip-lookup' | 'event-log' | 'hotel-affiliate' | 'flight-affiliate';

/**
 * The words of the external-transmission disclosure page in one language. Server-only: the page is rendered by
 * the renderer, so none of this reaches the islands' bundle. `{name}` placeholders are filled when rendering.
 */
export interface DisclosureMessages {
  /** The page's heading (also the footer link's text, in Messages.externalTransmission). */
  readonly title: string;
  /**
   * Who sends what and why the page exists, in plain words, citing the article (電気通信事業法第27条の12); {operator}
   * is the site's operator (TABIJI_OPERATOR_NAME).
   */
  readonly intro: string;
  /** {date} is the date of the list, as this language writes dates (formatListDate). */
  readonly listDate: string;
  /** The heading of how to change the choice. */
  readonly changeTitle: string;
  /** The footer's button; {cookieSettings}, {accept} and {close} are the islands' labels, here and in every sentence. */
  readonly changeCookieSettings: string;
  /** Google's own page for the ads it personalises; {link} is the link, named myAdCenter. */
  readonly changeGoogleAds: string;
  /** The page's name as Google names it in this language (My Ad Center, マイ アド センター…). */
  readonly myAdCenter: string;
  readonly recipient: string;
  readonly origins: string;
  /** The law's 送信される情報の内容. */
  readonly dataSent: string;
  /** The law's 利用目的. */
  readonly purpose: string;
  readonly consent: string;
  readonly privacyPolicy: string;
  /** A configured service's recipient: {name} is its configured name, {origin} its origin. */
  readonly recipientAt: string;
  /** A configured service whose name the renderer's configuration lacks; {origin} is its origin. */
  readonly operatorOf: string;
  /** In place of a privacy policy link the configuration does not give. */
  readonly noPolicy: string;
  /** The service's name, the heading of its entry. */
  readonly services: Readonly<Record<DisclosedRecipientId, string>>;
  readonly purposes: Readonly<Record<DisclosedRecipientId, string>>;
  /** When the data is sent and which choice of the visitor gates it. */
  readonly consents: Readonly<Record<DisclosedRecipientId, string>>;
  readonly data: Readonly<Record<DataKey, string>>;
}
