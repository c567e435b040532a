// What the sign-in page says, in English and Japanese; Firebase error codes map to plain sentences.

export type Language = 'en' | 'ja';

const MESSAGES: Record<Language, Record<string, string>> = {
  en: {
    working: 'One moment…',
    redirecting: 'You are signed in. Taking you back…',
    'signed-out': 'You are signed out.',
    'auth/invalid-email': 'Enter a valid e-mail address.',
    'auth/missing-password': 'Enter your password.',
    'auth/weak-password': 'Choose a password of at least 6 characters.',
    'auth/email-already-in-use': 'An account with this e-mail address already exists. Sign in instead.',
    'auth/invalid-credential': 'The e-mail address or password is not right.',
    'auth/user-not-found': 'The e-mail address or password is not right.',
    'auth/wrong-password': 'The e-mail address or password is not right.',
    'auth/too-many-requests': 'Too many attempts. Wait a moment and try again.',
    'auth/network-request-failed': 'Could not reach the sign-in service. Is the Auth emulator running?',
    'auth/popup-closed-by-user': 'The sign-in window was closed before finishing.',
    unknown: 'Something went wrong. Please try again.',
  },
  ja: {
    working: '処理中です…',
    redirecting: 'ログインしました。元のページに戻ります…',
    'signed-out': 'ログアウトしました。',
    'auth/invalid-email': '正しいメールアドレスを入力してください。',
    'auth/missing-password': 'パスワードを入力してください。',
    'auth/weak-password': 'パスワードは6文字以上にしてください。',
    'auth/email-already-in-use': 'このメールアドレスのアカウントは既にあります。ログインしてください。',
    'auth/invalid-credential': 'メールアドレスまたはパスワードが正しくありません。',
    'auth/user-not-found': 'メールアドレスまたはパスワードが正しくありません。',
    'auth/wrong-password': 'メールアドレスまたはパスワードが正しくありません。',
    'auth/too-many-requests': '試行回数が多すぎます。しばらくしてからもう一度お試しください。',
    'auth/network-request-failed': 'ログインサービスに接続できません。Authエミュレーターは起動していますか？',
    'auth/popup-closed-by-user': 'ログイン画面が途中で閉じられました。',
    unknown: '問題が発生しました。もう一度お試しください。',
  },
};

/** The sentence for a message key or Firebase error code; the generic one for unknown codes. */
export function messageFor(language: Language, key: string): string {
  const messages = MESSAGES[language];
  return messages[key] ?? messages.unknown ?? '';
}
