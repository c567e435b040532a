// Demo-only sign-in page script: e-mail/password and a Google account, against the Firebase Auth emulator.
// It shares the app config and localStorage persistence with the Tabiji islands, so they see the signed-in user
// (a host's sign-in page must keep the user where Tabiji looks: docs/sign-in.md).
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence, connectAuthEmulator, createUserWithEmailAndPassword,
  GoogleAuthProvider, initializeAuth, onAuthStateChanged, signInWithCredential,
  signInWithEmailAndPassword, signOut, updateProfile,
} from 'firebase/auth';
import type { Auth, User } from 'firebase/auth';
import { withoutHeartbeat } from '../../src/adapters/firebase/firebaseApp';
import { shortPasswordCode, messageFor as sentenceFor, readStatusMessages } from './signinMessages';

const app = initializeApp({
  apiKey: process.env.TABIJI_FIREBASE_API_KEY,
  authDomain: process.env.TABIJI_FIREBASE_AUTH_DOMAIN,
  projectId: process.env.TABIJI_FIREBASE_PROJECT_ID,
  storageBucket: process.env.TABIJI_FIREBASE_STORAGE_BUCKET,
  messagingSenderId: process.env.TABIJI_FIREBASE_MESSAGING_SENDER_ID,
  appId: process.env.TABIJI_FIREBASE_APP_ID,
});
// No popupRedirectResolver: Google sign-in goes through the emulator's account chooser and signInWithCredential, never
// a popup. With one, Safari (WebKit) would load Google's gapi script at start-up, as Firebase does there to open popups
// synchronously, and the page's CSP refuses it.
// As Tabiji's sign-in chunk does: no SDK heartbeat and its IndexedDB check (src/adapters/firebase/firebaseApp.ts).
const auth: Auth = initializeAuth(withoutHeartbeat(app), {
  persistence: browserLocalPersistence,
});
// The page names its stack's emulator (stacks on other ports share this bundle).
const emulatorUrl = document.getElementById('signin-form')?.dataset['authEmulator'];
if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });

/** A same-origin path: one leading '/', never '//' or '/\' (the server checks too). */
export function safeNext(value: string | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return [...value].some((character) => character < ' ' || character === '\u007f' || character === '\\') ? fallback : value;
}

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`sign-in page: #${id} is missing`);
  return found as T;
}

function start(form: HTMLFormElement): void {
  const statusMessages = readStatusMessages(document.getElementById('signin-status'));
  const messageFor = (key: string): string => sentenceFor(statusMessages, key);
  const next = safeNext(form.dataset.next, '/');
  const message = element<HTMLDivElement>('signin-message');
  const submit = element<HTMLButtonElement>('signin-submit');
  const googleButton = element<HTMLButtonElement>('google-button');
  const chooser = element<HTMLFormElement>('google-chooser');
  const signedIn = element<HTMLElement>('signed-in');
  const nameField = element<HTMLDivElement>('display-name-field');
  const email = element<HTMLInputElement>('email');
  const password = element<HTMLInputElement>('password');
  const displayName = element<HTMLInputElement>('display-name');
  let isLeaving = false;

  const say = (text: string, tone: 'info' | 'error' | 'success' = 'info'): void => {
    message.className = `form-message${tone === 'info' ? '' : ` is-${tone}`}`;
    message.textContent = text;
  };
  const isCreating = (): boolean => (form.elements.namedItem('mode') as RadioNodeList).value === 'create';
  const setBusy = (isBusy: boolean): void => {
    for (const control of [submit, googleButton, ...chooser.querySelectorAll('button')]) control.disabled = isBusy;
    form.setAttribute('aria-busy', String(isBusy));
  };
  const showSignedIn = (user: User | null): void => {
    signedIn.hidden = !user;
    form.hidden = Boolean(user);
    googleButton.hidden = Boolean(user);
    chooser.hidden = true;
    (document.querySelector('.divider') as HTMLElement | null)?.toggleAttribute('hidden', Boolean(user));
    element<HTMLElement>('signed-in-email').textContent = user ? user.email ?? user.displayName ?? user.uid : '';
  };
  const run = async (action: () => Promise<unknown>): Promise<void> => {
    setBusy(true);
    say(messageFor('working'));
    try {
      isLeaving = true;
      await action();
      say(messageFor('redirecting'), 'success');
      window.location.assign(next);
    } catch (error) {
      isLeaving = false;
      const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : 'unknown';
      if (code === 'unknown') console.error('sign-in failed', error);
      say(messageFor(code), 'error');
      setBusy(false);
    }
  };

  form.addEventListener('change', () => {
    const creating = isCreating();
    nameField.hidden = !creating;
    password.autocomplete = creating ? 'new-password' : 'current-password';
    email.autocomplete = creating ? 'email' : 'username';
    submit.textContent = (creating ? submit.dataset.labelCreate : submit.dataset.labelSignin) ?? '';
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!email.value.includes('@')) return say(messageFor('auth/invalid-email'), 'error');
    const tooShort = shortPasswordCode(password.value, isCreating());
    if (tooShort) return say(messageFor(tooShort), 'error');
    void run(async () => {
      if (!isCreating()) return signInWithEmailAndPassword(auth, email.value.trim(), password.value);
      const { user } = await createUserWithEmailAndPassword(auth, email.value.trim(), password.value);
      if (displayName.value.trim()) await updateProfile(user, { displayName: displayName.value.trim() });
      return user;
    });
  });
  googleButton.addEventListener('click', () => {
    chooser.hidden = false;
    element<HTMLInputElement>('google-email').focus();
  });
  chooser.addEventListener('submit', (event) => {
    event.preventDefault();
    const googleEmail = element<HTMLInputElement>('google-email').value.trim();
    if (!googleEmail.includes('@')) return say(messageFor('auth/invalid-email'), 'error');
    // The emulator accepts an unsigned JSON "ID token"; Google's real popup needs apis.google.com, which the
    // offline demo (and its CSP) does not reach.
    const idToken = JSON.stringify({
      sub: `demo-google-${googleEmail.toLowerCase()}`, email: googleEmail, email_verified: true,
      name: element<HTMLInputElement>('google-name').value.trim() || undefined,
    });
    void run(() => signInWithCredential(auth, GoogleAuthProvider.credential(idToken)));
  });
  element<HTMLButtonElement>('signout-button').addEventListener('click', () => {
    signOut(auth).then(() => say(messageFor('signed-out'), 'success'),
      (error: unknown) => say(messageFor(String((error as { code?: string }).code)), 'error'));
  });
  onAuthStateChanged(auth, (user) => {
    if (!isLeaving) showSignedIn(user);
  });
  setBusy(false);
}

const form = document.getElementById('signin-form');
if (form instanceof HTMLFormElement) start(form);
