import { originOf, type ExternalRecipient } from '../../domain/externalTransmission';
import type { GptSettings } from './gptSettings';

// What GPT sends to Google, for the external-transmission disclosure (server-rendered): kept apart from the settings
// so the browser bundle, which parses the settings, carries none of it.

/** Origins gpt.js itself contacts to fetch, render and measure ads (beyond the script's own origin). */
export const GOOGLE_AD_ORIGINS: readonly string[] = [
  'https://securepubads.g.doubleclick.net',
  'https://pagead2.googlesyndication.com',
  'https://tpc.googlesyndication.com',
  'https://googleads.g.doubleclick.net',
  'https://www.googletagservices.com',
];

/** What GPT sends to Google, for the external-transmission disclosure; nothing when no script URL is set. */
export function gptRecipients({ scriptUrl }: GptSettings): ExternalRecipient[] {
  if (scriptUrl === '') return [];
  const scriptOrigin = originOf(scriptUrl);
  return [{
    id: 'google-ads',
    recipient: 'Google LLC',
    recipientOrigin: null,
    privacyPolicyUrl: 'https://policies.google.com/privacy',
    origins: [...new Set([...GOOGLE_AD_ORIGINS, ...(scriptOrigin ? [scriptOrigin] : [])])],
    dataSent: ['pageUrl', 'adRequest', 'browser', 'ipAddress', 'googleCookies'],
    consentGate: 'partial',
  }];
}
