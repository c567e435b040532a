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
 * A production renderer asked for a disclosure its configuration cannot name (電気通信事業法第27条の12 asks for the
 * operator and every recipient): a configuration error for the host to fix, never an empty region.
 */
export class DisclosureConfigurationError extends Error {
  override readonly name = 'DisclosureConfigurationError';
}

/**
 * Why a renderer must not write the disclosure from `input`: in production, the names its configuration lacks (as the
 * build refuses them); null when it has them all, or outside production (a demo build or a test), where the page falls
 * back to the site's name and the recipients' origins with a warning. The renderer passes its build's value
 * (renderPage.tsx, renderer.ts); this module reads no build artefact, so the browser tests can import it.
 */
export function disclosureRefusal(input: DisclosureInput = disclosureInput(), isProduction = false): string | null {
  const missing = missingNames(input);
  if (!isProduction || missing.length === 0) return null;
  return `the external-transmission page needs ${missing.join(', ')} in the renderer's environment, as the build did ` +
    '(電気通信事業法第27条の12 names the operator and every recipient; docs/integrating.md, "Configuration")';
}

/**
 * The HTML of the external-transmission disclosure in `pathCode`'s language, for the recipients of `input` (by
 * default the renderer's own environment). In production, throws DisclosureConfigurationError for a configuration
 * without the names (disclosureRefusal).
 */
export function renderDisclosure(pathCode: PathCode, input: DisclosureInput = disclosureInput(), isProduction = false): string {
  const refusal = disclosureRefusal(input, isProduction);
  if (refusal) throw new DisclosureConfigurationError(refusal);
  const { config, vendors } = input;
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
export function disclosureWarnings(input: DisclosureInput = disclosureInput()): string[] {
  const missing = missingNames(input);
  return missing.length === 0 ? [] : [`the external-transmission page lacks names: set ${missing.join(', ')} in the renderer's environment, as for the build`];
}

/** The settings that would name the operator and each listed recipient, where the configuration leaves them blank. */
function missingNames({ config, vendors }: DisclosureInput): string[] {
  const unnamed = externalRecipients(config, vendors).filter((entry) => entry.recipient === null).map((entry) => NAME_SETTINGS[entry.id] ?? entry.id);
  return [...(config.disclosure.operatorName.trim() ? [] : ['TABIJI_OPERATOR_NAME']), ...unnamed];
}
