import type { ReactNode } from 'react';
import type { ExternalRecipient } from '../../domain/externalTransmission';
import type { DisclosedRecipientId, DisclosureMessages } from './DisclosureMessages';
import { formatListDate } from './formatListDate';

/** The day the list was last checked against the code; change it with the registry. */
export const DISCLOSURE_LIST_DATE = '2026-11-29';

/** Google's My Ad Center, where anyone controls or turns off the ads Google personalises, across sites. */
export const MY_AD_CENTER_URL = 'https://myadcenter.google.com/';

/** The labels of the controls the page tells the visitor to use, as the islands show them in this language. */
export interface DisclosureLabels {
  readonly accept: string;
  readonly close: string;
  readonly cookieSettings: string;
}

/** The words for a recipient; throws for one the messages do not know (a new adapter's recipient without words). */
function wordsFor(table: Readonly<Record<DisclosedRecipientId, string>>, id: string): string {
  const text = (table as Readonly<Record<string, string | undefined>>)[id];
  if (text === undefined) throw new Error(`the disclosure has no words for the recipient "${id}"`);
  return text;
}

/** `template` with each `{name}` replaced by `values[name]`; unknown placeholders stay as they are. */
function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** A sentence with one `{link}` placeholder, the link put in its place as an element (no HTML in messages). */
function withLink(sentence: string, link: ReactNode): ReactNode {
  const [before, after] = sentence.split('{link}');
  return <>{before}{link}{after}</>;
}

/**
 * The external-transmission disclosure (電気通信事業法第27条の12) as semantic HTML: a heading, the intro naming the
 * operator and the article, the date of the list, how to change the choice, then one definition list per recipient.
 * Every configured value is a React text or attribute, so a hostile URL is escaped, and only http(s) addresses
 * become links.
 */
export function ExternalTransmissionPage({ recipients, messages, lang, labels, operatorName }: {
  recipients: readonly ExternalRecipient[];
  messages: DisclosureMessages;
  /** The language of `messages`, on the root: the host page around it may be in another. */
  lang: string;
  labels: DisclosureLabels;
  /** The site's operator (TABIJI_OPERATOR_NAME); blank → the site's name, Tabiji. */
  operatorName: string;
}) {
  const words = (template: string): string => fill(template, { ...labels, operator: operatorName || 'Tabiji' });
  const recipientOf = (entry: ExternalRecipient): string => {
    if (entry.recipient === null) return fill(messages.operatorOf, { origin: entry.origins.join(', ') });
    return entry.recipientOrigin === null ? entry.recipient : fill(messages.recipientAt, { name: entry.recipient, origin: entry.recipientOrigin });
  };
  return (
    <article className="tabiji-disclosure" lang={lang} aria-labelledby="tabiji-disclosure-title">
      <h1 id="tabiji-disclosure-title">{messages.title}</h1>
      <p>{words(messages.intro)}</p>
      <p>
        <time dateTime={DISCLOSURE_LIST_DATE}>{fill(messages.listDate, { date: formatListDate(DISCLOSURE_LIST_DATE, lang) })}</time>
      </p>
      <section className="tabiji-disclosure__choice" aria-labelledby="tabiji-disclosure-choice">
        <h2 id="tabiji-disclosure-choice">{messages.changeTitle}</h2>
        <p>{words(messages.changeCookieSettings)}</p>
        <p>{withLink(words(messages.changeGoogleAds), <a href={MY_AD_CENTER_URL}>{messages.myAdCenter}</a>)}</p>
      </section>
      {recipients.map((entry) => (
        <section key={entry.id} className="tabiji-disclosure__entry" data-recipient={entry.id} aria-labelledby={`tabiji-disclosure-${entry.id}`}>
          <h2 id={`tabiji-disclosure-${entry.id}`}>{wordsFor(messages.services, entry.id)}</h2>
          <dl>
            <dt>{messages.recipient}</dt>
            <dd>{recipientOf(entry)}</dd>
            <dt>{messages.origins}</dt>
            <dd>
              <ul>
                {entry.origins.map((origin) => <li key={origin}><code>{origin}</code></li>)}
              </ul>
            </dd>
            <dt>{messages.dataSent}</dt>
            <dd>
              <ul>
                {entry.dataSent.map((key) => <li key={key}>{words(messages.data[key])}</li>)}
              </ul>
            </dd>
            <dt>{messages.purpose}</dt>
            <dd>{words(wordsFor(messages.purposes, entry.id))}</dd>
            <dt>{messages.consent}</dt>
            <dd>{words(wordsFor(messages.consents, entry.id))}</dd>
            <dt>{messages.privacyPolicy}</dt>
            <dd>
              {entry.privacyPolicyUrl && /^https?:\/\//i.test(entry.privacyPolicyUrl)
                ? <a href={entry.privacyPolicyUrl} rel="noopener">{entry.privacyPolicyUrl}</a>
                : messages.noPolicy}
            </dd>
          </dl>
        </section>
      ))}
    </article>
  );
}
