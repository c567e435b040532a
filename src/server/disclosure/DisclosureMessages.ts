import type { DataKey, RecipientId } from '../../domain/externalTransmission';

/**
 * The words of the external-transmission disclosure page in one language. Server-only: the page is rendered by
 * the renderer, so none of this reaches the islands' bundle. `{name}` placeholders are filled when rendering.
 */
export interface DisclosureMessages {
  /** The page's heading (also the footer link's text, in Messages.externalTransmission). */
  readonly title: string;
  /** Who sends what and why the page exists, in plain words. */
  readonly intro: string;
  /** {date} is the date of the list (YYYY-MM-DD). */
  readonly listDate: string;
  readonly recipient: string;
  readonly origins: string;
  /** The law's 送信される情報の内容. */
  readonly dataSent: string;
  /** The law's 利用目的. */
  readonly purpose: string;
  readonly consent: string;
  readonly privacyPolicy: string;
  /** A configured service whose company the configuration does not name; {origin} is its origin. */
  readonly operatorOf: string;
  /** In place of a privacy policy link the configuration does not give. */
  readonly noPolicy: string;
  /** The service's name, the heading of its entry. */
  readonly services: Readonly<Record<RecipientId, string>>;
  readonly purposes: Readonly<Record<RecipientId, string>>;
  /** When the data is sent and which choice of the visitor gates it. */
  readonly consents: Readonly<Record<RecipientId, string>>;
  readonly data: Readonly<Record<DataKey, string>>;
}
