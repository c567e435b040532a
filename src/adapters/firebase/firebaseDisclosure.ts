import { originOf, type ExternalRecipient } from '../../domain/externalTransmission';
import type { FirebaseSettings } from './firebaseSettings';

// What the Firebase adapters send to Google, for the external-transmission disclosure (server-rendered): kept apart
// from the settings so the browser bundle, which parses the settings, carries none of it.

/** Firebase Authentication's token services. */
export const FIREBASE_AUTH_ORIGINS: readonly string[] = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
/**
 * Firebase's registration and sending services. fcm.googleapis.com is also the push service of Chrome and the other
 * browsers that use Google's.
 */
export const FIREBASE_MESSAGING_ORIGINS: readonly string[] = [
  'https://fcmregistrations.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
  'https://fcm.googleapis.com',
];
const GOOGLE = { recipient: 'Google LLC (Firebase)', recipientOrigin: null, privacyPolicyUrl: 'https://policies.google.com/privacy' } as const;

/**
 * The browsers' own push services, besides Google's: the browser chooses one when the visitor turns travel updates
 * on (a subscription Firebase sends through). Each operator is named with its addresses; Microsoft's are per region
 * (wns2-<region>.notify.windows.com), so its entry names the domain.
 */
export const BROWSER_PUSH_SERVICES: readonly ExternalRecipient[] = [
  browserPushService('push-apple', 'Apple Inc.', 'https://web.push.apple.com', 'https://www.apple.com/legal/privacy/'),
  browserPushService('push-mozilla', 'Mozilla Corporation', 'https://updates.push.services.mozilla.com', 'https://www.mozilla.org/privacy/firefox/'),
  browserPushService('push-microsoft', 'Microsoft Corporation', 'https://*.notify.windows.com', 'https://privacy.microsoft.com/privacystatement'),
];

function browserPushService(id: string, recipient: string, origin: string, privacyPolicyUrl: string): ExternalRecipient {
  return { id, recipient, recipientOrigin: null, origins: [origin], dataSent: ['pushSubscription', 'pushMessages', 'ipAddress'], consentGate: 'opt-in', privacyPolicyUrl };
}

/**
 * What the Firebase adapters send, for the external-transmission disclosure: sign-in when Firebase is the identity
 * adapter; push messaging when a VAPID key is set, to Google and to the push service of the visitor's browser. An
 * unconfigured app sends nothing.
 */
export function firebaseRecipients(settings: FirebaseSettings, { isIdentity }: { isIdentity: boolean }): ExternalRecipient[] {
  if (settings.app.apiKey === '') return [];
  const emulator = originOf(settings.authEmulatorUrl);
  return [
    ...(isIdentity
      ? [{ id: 'firebase-auth', ...GOOGLE, origins: [...new Set([...FIREBASE_AUTH_ORIGINS, ...(emulator ? [emulator] : [])])], dataSent: ['authTokens', 'browser', 'ipAddress'], consentGate: 'none' } as const]
      : []),
    ...(settings.messaging.vapidKey !== ''
      ? [{ id: 'firebase-messaging', ...GOOGLE, origins: FIREBASE_MESSAGING_ORIGINS, dataSent: ['pushToken', 'appInstanceId', 'pushMessages', 'browser', 'ipAddress'], consentGate: 'opt-in' } as const, ...BROWSER_PUSH_SERVICES]
      : []),
  ];
}
