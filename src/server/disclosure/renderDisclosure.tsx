import { renderToString } from 'react-dom/server';
import { disclosureInput } from '../../composition/serverServices';
import type { TabijiConfig } from '../../domain/config';
import { externalRecipients, type ExternalRecipient, type RecipientId } from '../../domain/externalTransmission';
import { languageTag, type PathCode } from '../../domain/languages';
import { SERVER_MESSAGES } from '../serverMessages';
import { DISCLOSURE_MESSAGES } from './allDisclosureMessages';
import { ExternalTransmissionPage } from './ExternalTransmissionPage';

export { DISCLOSURE_REGION } from './disclosureRegion';

/** Tabiji's configuration and the recipients of the vendor adapters bound beside it (composition/settings.ts). */
export interface DisclosureInput {
  readonly config: TabijiConfig;
  readonly vendors: readonly ExternalRecipient[];
}

/**
 * The HTML of the external-transmission disclosure in `pathCode`'s language, for the recipients of `input` (by
 * default the renderer's own environment).
 */
export function renderDisclosure(pathCode: PathCode, { config, vendors }: DisclosureInput = disclosureInput()): string {
  const { accept, close, cookieSettings } = SERVER_MESSAGES[pathCode];
  return renderToString(
    <ExternalTransmissionPage
      recipients={externalRecipients(config, vendors)}
      messages={DISCLOSURE_MESSAGES[pathCode]}
      lang={languageTag(pathCode)}
      labels={{ accept, close, cookieSettings }}
      operatorName={config.disclosure.operatorName}
    />,
  );
}

/** The setting that names each configured recipient (Google's are fixed). */
const NAME_SETTINGS: Partial<Record<RecipientId, string>> = {
  'ip-lookup': 'TABIJI_GEO_LOOKUP_RECIPIENT_NAME',
  'event-log': 'TABIJI_EVENT_LOG_RECIPIENT_NAME',
  'hotel-affiliate': 'TABIJI_HOTEL_AFFILIATE_RECIPIENT_NAME',
  'flight-affiliate': 'TABIJI_FLIGHT_AFFILIATE_RECIPIENT_NAME',
};

/**
 * What the renderer's configuration leaves the disclosure without: the operator's name, and the name of each
 * recipient it lists (shown by its origin instead). Empty when the renderer runs with the build's settings.
 */
export function disclosureWarnings({ config, vendors }: DisclosureInput = disclosureInput()): string[] {
  const unnamed = externalRecipients(config, vendors).filter((entry) => entry.recipient === null).map((entry) => NAME_SETTINGS[entry.id] ?? entry.id);
  const missing = [...(config.disclosure.operatorName ? [] : ['TABIJI_OPERATOR_NAME']), ...unnamed];
  return missing.length === 0 ? [] : [`the external-transmission page lacks names: set ${missing.join(', ')} in the renderer's environment, as for the build`];
}
