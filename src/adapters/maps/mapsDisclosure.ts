import { originOf, type ExternalRecipient } from '../../domain/externalTransmission';
import type { MapsSettings } from './mapsSettings';

// What a map sends to its provider, for the external-transmission disclosure (server-rendered): kept apart from the
// adapter so the browser bundle carries none of it.

/** Origins Google's embedded map contacts to draw the map, its tiles, images and fonts (beyond the embed's own). */
export const GOOGLE_MAPS_ORIGINS: readonly string[] = [
  'https://www.google.com',
  'https://maps.googleapis.com',
  'https://maps.gstatic.com',
  'https://www.gstatic.com',
  'https://fonts.gstatic.com',
];

/** What a map sends to Google, for the disclosure; nothing when no maps key is set (no map is ever shown). */
export function mapsRecipients({ apiKey, embedUrl }: MapsSettings): ExternalRecipient[] {
  if (apiKey === '') return [];
  const embedOrigin = originOf(embedUrl);
  return [{
    id: 'google-maps',
    recipient: 'Google LLC',
    recipientOrigin: null,
    privacyPolicyUrl: 'https://policies.google.com/privacy',
    origins: [...new Set([...GOOGLE_MAPS_ORIGINS, ...(embedOrigin ? [embedOrigin] : [])])],
    dataSent: ['mapPlace', 'browser', 'ipAddress'],
    consentGate: 'opt-in',
  }];
}
