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

/** The part of a Firebase app's component container used here (Firebase's, reached through the app). */
interface AppContainer {
  addOrOverwriteComponent(component: unknown): void;
}

/**
 * Replaces Firebase's SDK heartbeat on `app` with one that stores and sends nothing. The heartbeat (usage counts
 * for Google, in an `X-Firebase-Client` header) opens, closes and deletes an IndexedDB check database whenever a
 * page first starts Firebase; a page left within ~100 ms of that is frozen in Chromium's back/forward cache with the
 * check half done, and the next page's Firebase then waits on it without end, or gets the frozen page evicted
 * (`IgnoreEventAndEvict`). Sign-in needs none of it. Reached through the app's own container: the production build
 * dropped Firebase's exported `_addOrOverwriteComponent` from the lazily loaded chunk (parcel-bundler/parcel#9972).
 */
export function withoutHeartbeat(app: FirebaseApp): FirebaseApp {
  (app as unknown as { container: AppContainer }).container.addOrOverwriteComponent({
    name: 'heartbeat',
    instanceFactory: () => ({ triggerHeartbeat: async () => undefined, getHeartbeatsHeader: async () => '' }),
    type: 'PRIVATE',
    multipleInstances: false,
    serviceProps: {},
    instantiationMode: 'LAZY',
    onInstanceCreated: null,
  });
  return app;
}
