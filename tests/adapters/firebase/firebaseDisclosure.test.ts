import { BROWSER_PUSH_SERVICES, FIREBASE_AUTH_ORIGINS, FIREBASE_MESSAGING_ORIGINS, firebaseRecipients } from '../../../src/adapters/firebase/firebaseDisclosure';
import { parseFirebaseSettings } from '../../../src/adapters/firebase/firebaseSettings';
import type { RawEnvironment } from '../../../src/domain/config';
import { FIREBASE_VARIABLES } from '../../../src/adapters/firebase/firebaseVariables';

const configured: RawEnvironment = { TABIJI_FIREBASE_API_KEY: 'key', TABIJI_PUSH_VAPID_KEY: 'vapid' };
const byId = (raw: RawEnvironment, id: string, isIdentity = true) =>
  firebaseRecipients(parseFirebaseSettings(raw, FIREBASE_VARIABLES), { isIdentity }).find((entry) => entry.id === id);

describe('firebaseRecipients', () => {
  it('lists sign-in, push messaging and the browsers’ push services, each with its gate', () => {
    expect(firebaseRecipients(parseFirebaseSettings(configured, FIREBASE_VARIABLES), { isIdentity: true })).toEqual([
      expect.objectContaining({ id: 'firebase-auth', recipient: 'Google LLC (Firebase)', origins: FIREBASE_AUTH_ORIGINS, consentGate: 'none' }),
      expect.objectContaining({ id: 'firebase-messaging', recipient: 'Google LLC (Firebase)', origins: FIREBASE_MESSAGING_ORIGINS, consentGate: 'opt-in' }),
      ...BROWSER_PUSH_SERVICES,
    ]);
  });

  it('lists no sign-in when Firebase is not the identity adapter', () => {
    expect(byId(configured, 'firebase-auth', false)).toBeUndefined();
    expect(byId(configured, 'firebase-messaging', false)).toBeDefined();
  });

  it.each<[string, RawEnvironment, string]>([
    ['no API key', { ...configured, TABIJI_FIREBASE_API_KEY: '' }, 'firebase-auth'],
    ['no API key', { ...configured, TABIJI_FIREBASE_API_KEY: '' }, 'firebase-messaging'],
    ['no push key', { ...configured, TABIJI_PUSH_VAPID_KEY: '' }, 'firebase-messaging'],
    ['no push key', { ...configured, TABIJI_PUSH_VAPID_KEY: '' }, 'push-apple'],
  ])('leaves an entry out for %s: %s', (_case, raw, id) => {
    expect(byId(raw, id)).toBeUndefined();
  });

  it('adds the Auth emulator’s origin to sign-in, once', () => {
    expect(byId({ ...configured, TABIJI_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099/' }, 'firebase-auth')?.origins)
      .toEqual([...FIREBASE_AUTH_ORIGINS, 'http://127.0.0.1:9099']);
    expect(byId({ ...configured, TABIJI_FIREBASE_AUTH_EMULATOR_URL: FIREBASE_AUTH_ORIGINS[0] }, 'firebase-auth')?.origins)
      .toEqual(FIREBASE_AUTH_ORIGINS);
  });
});
