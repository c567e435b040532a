import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import type { FirebaseAppSettings } from './firebaseSettings';

/** The two firebase/app functions every lazily loaded Firebase module passes in. */
export interface AppSdk {
  getApps(): FirebaseApp[];
  initializeApp(options: FirebaseOptions): FirebaseApp;
}

/**
 * The page's one default Firebase app, shared by identity and push: the first adapter to load creates it, the
 * other finds it. Unset optional settings are left out rather than passed to Firebase as empty strings.
 */
export function firebaseAppFor(sdk: AppSdk, firebase: FirebaseAppSettings): FirebaseApp {
  if (!firebase.apiKey || !firebase.projectId) {
    throw new Error('Firebase is not configured: set TABIJI_FIREBASE_API_KEY and TABIJI_FIREBASE_PROJECT_ID.');
  }
  const options = Object.fromEntries(Object.entries(firebase).filter(([, value]) => value !== ''));
  return sdk.getApps()[0] ?? sdk.initializeApp(options);
}
