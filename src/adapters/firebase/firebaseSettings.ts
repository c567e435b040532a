import { NO_DEFAULTS, settingText, type RawEnvironment, type VariableTable } from '../../domain/config';

/** The Firebase web app's settings, as `initializeApp` takes them (spec §7, "the identity provider's settings"). */
export interface FirebaseAppSettings {
  readonly apiKey: string;
  readonly authDomain: string;
  readonly databaseURL: string;
  readonly projectId: string;
  readonly storageBucket: string;
  readonly messagingSenderId: string;
  readonly appId: string;
}

export interface FirebaseSettings {
  readonly app: FirebaseAppSettings;
  /** The Auth emulator's URL ('' in production). */
  readonly authEmulatorUrl: string;
  /** Push messaging: the VAPID key (spec §7, "a push messaging key") and the service worker's URL. */
  readonly messaging: { readonly vapidKey: string; readonly serviceWorkerUrl: string };
}

export function parseFirebaseSettings(raw: RawEnvironment, defaults: VariableTable = NO_DEFAULTS): FirebaseSettings {
  const text = (name: string): string => settingText(defaults, raw, name);
  return {
    app: {
      apiKey: text('TABIJI_FIREBASE_API_KEY'),
      authDomain: text('TABIJI_FIREBASE_AUTH_DOMAIN'),
      databaseURL: text('TABIJI_FIREBASE_DATABASE_URL'),
      projectId: text('TABIJI_FIREBASE_PROJECT_ID'),
      storageBucket: text('TABIJI_FIREBASE_STORAGE_BUCKET'),
      messagingSenderId: text('TABIJI_FIREBASE_MESSAGING_SENDER_ID'),
      appId: text('TABIJI_FIREBASE_APP_ID'),
    },
    authEmulatorUrl: text('TABIJI_FIREBASE_AUTH_EMULATOR_URL'),
    messaging: { vapidKey: text('TABIJI_PUSH_VAPID_KEY'), serviceWorkerUrl: text('TABIJI_PUSH_SERVICE_WORKER_URL') },
  };
}
