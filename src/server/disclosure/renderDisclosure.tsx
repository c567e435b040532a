import { renderToString } from 'react-dom/server';
import { parseConfig, type TabijiConfig } from '../../domain/config';
import { externalRecipients, type RecipientId } from '../../domain/externalTransmission';
import { languageTag, type PathCode } from '../../domain/languages';
import { SERVER_MESSAGES } from '../serverMessages';
import { DISCLOSURE_MESSAGES } from './allDisclosureMessages';
import { ExternalTransmissionPage } from './ExternalTransmissionPage';

export { DISCLOSURE_REGION } from './disclosureRegion';

let runtimeConfig: TabijiConfig | undefined;

/**
 * The configuration from the renderer's own environment, read once. Parcel inlines the TABIJI_* variables into
 * the browser bundle only, not into a Node target, so the renderer must run with the variables the islands were
 * built with (README, "External-transmission disclosure"); the demo stack and its render service do.
 */
function configFromEnvironment(): TabijiConfig {
  runtimeConfig ??= parseConfig(process.env).config;
  return runtimeConfig;
}

/** The HTML of the external-transmission disclosure in `pathCode`'s language, for the recipients of `config`. */
export function renderDisclosure(pathCode: PathCode, config: TabijiConfig = configFromEnvironment()): string {
  const { accept, close, cookieSettings } = SERVER_MESSAGES[pathCode];
  return renderToString(
    <ExternalTransmissionPage
      recipients={externalRecipients(config)}
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
export function disclosureWarnings(config: TabijiConfig = configFromEnvironment()): string[] {
  const unnamed = externalRecipients(config).filter((entry) => entry.recipient === null).map((entry) => NAME_SETTINGS[entry.id] ?? entry.id);
  const missing = [...(config.disclosure.operatorName ? [] : ['TABIJI_OPERATOR_NAME']), ...unnamed];
  return missing.length === 0 ? [] : [`the external-transmission page lacks names: set ${missing.join(', ')} in the renderer's environment, as for the build`];
}
