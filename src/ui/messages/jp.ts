import type { Messages } from './Messages';

const jp: Messages = {
  home: 'Tabiji ホーム',
  menu: 'メニュー',
  mainMenu: 'メインメニュー',
  categories: 'カテゴリー',
  signIn: 'ログイン',
  accountMenu: '{name} さんのアカウントメニュー',
  logOut: 'ログアウト',
  checkingSignIn: 'ログイン状態を確認しています…',
  cookieNotice: 'Cookie に関するお知らせ',
  cookieText: '当サイトでは、アクセス数の計測と広告の表示に Cookie を使用しています。「同意する」を選ぶか、このお知らせを閉じると、サイトに必要な Cookie のみを使用します。',
  accept: '同意する',
  close: '閉じる',
  pandemicNotice: '渡航時の健康に関するお知らせ',
  pandemicText: 'ご旅行の前に、日本の最新の入国条件と健康に関する要件をご確認ください。',
  closePandemicNotice: '健康に関するお知らせを閉じる',
  language: '言語：{language}',
  footerNavigation: 'サイトリンク',
  copyright: '© Tabiji（旅路）— 日本の旅行ガイド',
  externalTransmission: '外部送信について',
  notificationsOptIn: '旅行の最新情報を受け取る',
  notificationsOn: '旅行の最新情報の通知はオンです',
  notificationsBlocked: 'ブラウザの設定で通知がブロックされています',
  notificationsUnsupported: 'このブラウザは通知に対応していません',
  notificationsFailed: '旅行の最新情報を有効にできませんでした。しばらくしてからもう一度お試しください。',
  sponsored: '広告リンク',
  opensInNewTab: '新しいタブで開きます',
};

export default jp;
