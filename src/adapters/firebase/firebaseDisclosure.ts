import { originOf, type ExternalRecipient } from '../../domain/externalTransmission';
import type { FirebaseSettings } from './firebaseSettings';

// What the Firebase adapters send to Google, for the external-transmission disclosure (server-rendered): kept apart
// from the settings so the browser bundle, which parses the settings, carries none of it.

/** Firebase Authentication's token services. */
export const FIREBASE_AUTH_ORIGINS: readonly string[] = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
/** Firebase's registration services and the browsers' push services a subscription is made with. */
export const FIREBASE_MESSAGING_ORIGINS: readonly string[] = [
  'https://fcmregistrations.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
];
const GOOGLE = { recipient: 'Google LLC (Firebase)', recipientOrigin: null, privacyPolicyUrl: 'https://policies.google.com/privacy' } as const;

/**
 * What the Firebase adapters send to Google, for the external-transmission disclosure: sign-in when Firebase is the
 * identity adapter, push messaging when a VAPID key is set. An unconfigured app sends nothing.
 */
export function firebaseRecipients(settings: FirebaseSettings, { isIdentity }: { isIdentity: boolean }): ExternalRecipient[] {
  if (settings.app.apiKey === '') return [];
  const emulator = originOf(settings.authEmulatorUrl);
  return [
    ...(isIdentity
      ? [{ id: 'firebase-auth', ...GOOGLE, origins: [...new Set([...FIREBASE_AUTH_ORIGINS, ...(emulator ? [emulator] : [])])], dataSent: ['authTokens', 'browser', 'ipAddress'], consentGate: 'none' } as const]
      : []),
    ...(settings.messaging.vapidKey !== ''
      ? [{ id: 'firebase-messaging', ...GOOGLE, origins: FIREBASE_MESSAGING_ORIGINS, dataSent: ['pushToken', 'appInstanceId', 'browser', 'ipAddress'], consentGate: 'opt-in' } as const]
      : []),
  ];
}
