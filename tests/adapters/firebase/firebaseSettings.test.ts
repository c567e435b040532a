import { parseFirebaseSettings } from '../../../src/adapters/firebase/firebaseSettings';
import { FIREBASE_VARIABLES } from '../../../src/adapters/firebase/firebaseVariables';

describe('parseFirebaseSettings', () => {
  it('gives the documented defaults when nothing is set', () => {
    expect(parseFirebaseSettings({}, FIREBASE_VARIABLES)).toEqual({
      app: { apiKey: '', authDomain: '', databaseURL: '', projectId: '', storageBucket: '', messagingSenderId: '', appId: '' },
      authEmulatorUrl: '',
      messaging: { vapidKey: '', serviceWorkerUrl: '/firebase-messaging-sw.js' },
    });
  });

  it('takes set values, trimmed, over the defaults', () => {
    const settings = parseFirebaseSettings({
      TABIJI_FIREBASE_API_KEY: ' key ',
      TABIJI_FIREBASE_AUTH_DOMAIN: 'tabiji.firebaseapp.com',
      TABIJI_FIREBASE_DATABASE_URL: 'https://tabiji.firebaseio.com',
      TABIJI_FIREBASE_PROJECT_ID: 'tabiji-prod',
      TABIJI_FIREBASE_STORAGE_BUCKET: 'tabiji.appspot.com',
      TABIJI_FIREBASE_MESSAGING_SENDER_ID: '123',
      TABIJI_FIREBASE_APP_ID: '1:123:web:abc',
      TABIJI_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
      TABIJI_PUSH_VAPID_KEY: 'vapid',
      TABIJI_PUSH_SERVICE_WORKER_URL: '/sw/push.js',
    }, FIREBASE_VARIABLES);
    expect(settings).toEqual({
      app: {
        apiKey: 'key',
        authDomain: 'tabiji.firebaseapp.com',
        databaseURL: 'https://tabiji.firebaseio.com',
        projectId: 'tabiji-prod',
        storageBucket: 'tabiji.appspot.com',
        messagingSenderId: '123',
        appId: '1:123:web:abc',
      },
      authEmulatorUrl: 'http://127.0.0.1:9099',
      messaging: { vapidKey: 'vapid', serviceWorkerUrl: '/sw/push.js' },
    });
  });

  it('lists its variables beside its code, the app’s keys and the push key required', () => {
    const required = Object.keys(FIREBASE_VARIABLES).filter((name) => FIREBASE_VARIABLES[name]!.required);
    expect(required).toEqual(expect.arrayContaining(['TABIJI_FIREBASE_API_KEY', 'TABIJI_FIREBASE_APP_ID', 'TABIJI_PUSH_VAPID_KEY']));
    expect(required).not.toContain('TABIJI_FIREBASE_AUTH_EMULATOR_URL');
  });
});
