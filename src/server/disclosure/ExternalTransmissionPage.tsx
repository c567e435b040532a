import type { ExternalRecipient } from '../../domain/externalTransmission';
import type { DisclosureMessages } from './DisclosureMessages';

/** The day the list was last checked against the code; change it with the registry. */
export const DISCLOSURE_LIST_DATE = '2026-11-23';

function fill(template: string, name: string, value: string): string {
  return template.split(`{${name}}`).join(value);
}

/**
 * The external-transmission disclosure (電気通信事業法 §27-12) as semantic HTML: a heading, the intro, the date of
 * the list, then one definition list per recipient. Every configured value is a React text or attribute, so a
 * hostile URL is escaped, and only http(s) addresses become links.
 */
export function ExternalTransmissionPage({ recipients, messages, lang }: {
  recipients: readonly ExternalRecipient[];
  messages: DisclosureMessages;
  /** The language of `messages`, on the root: the host page around it may be in another. */
  lang: string;
}) {
  return (
    <article className="tabiji-disclosure" lang={lang} aria-labelledby="tabiji-disclosure-title">
      <h1 id="tabiji-disclosure-title">{messages.title}</h1>
      <p>{messages.intro}</p>
      <p>
        <time dateTime={DISCLOSURE_LIST_DATE}>{fill(messages.listDate, 'date', DISCLOSURE_LIST_DATE)}</time>
      </p>
      {recipients.map((entry) => (
        <section key={entry.id} className="tabiji-disclosure__entry" data-recipient={entry.id} aria-labelledby={`tabiji-disclosure-${entry.id}`}>
          <h2 id={`tabiji-disclosure-${entry.id}`}>{messages.services[entry.id]}</h2>
          <dl>
            <dt>{messages.recipient}</dt>
            <dd>{entry.recipient ?? fill(messages.operatorOf, 'origin', entry.origins.join(', '))}</dd>
            <dt>{messages.origins}</dt>
            <dd>
              <ul>
                {entry.origins.map((origin) => <li key={origin}><code>{origin}</code></li>)}
              </ul>
            </dd>
            <dt>{messages.dataSent}</dt>
            <dd>
              <ul>
                {entry.dataSent.map((key) => <li key={key}>{messages.data[key]}</li>)}
              </ul>
            </dd>
            <dt>{messages.purpose}</dt>
            <dd>{messages.purposes[entry.id]}</dd>
            <dt>{messages.consent}</dt>
            <dd>{messages.consents[entry.id]}</dd>
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
