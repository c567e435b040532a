import { renderToString } from 'react-dom/server';
import { buildEnvironment } from '../../buildEnvironment';
import { parseConfig, type TabijiConfig } from '../../domain/config';
import { externalRecipients } from '../../domain/externalTransmission';
import type { PathCode } from '../../domain/languages';
import { DISCLOSURE_MESSAGES } from './allDisclosureMessages';
import { ExternalTransmissionPage } from './ExternalTransmissionPage';

/** The region a host asks for to get the disclosure page's body (never part of the default, islands-only set). */
export const DISCLOSURE_REGION = 'external-transmission';

/** The configuration the islands were built with: the renderer is built by the same build, from the same variables. */
const BUILD_CONFIG: TabijiConfig = parseConfig(buildEnvironment).config;

/** The HTML of the external-transmission disclosure in `pathCode`'s language, for the recipients of `config`. */
export function renderDisclosure(pathCode: PathCode, config: TabijiConfig = BUILD_CONFIG): string {
  return renderToString(<ExternalTransmissionPage recipients={externalRecipients(config)} messages={DISCLOSURE_MESSAGES[pathCode]} />);
}
