import { renderToString } from 'react-dom/server';
import { parseConfig, type TabijiConfig } from '../../domain/config';
import { externalRecipients } from '../../domain/externalTransmission';
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
