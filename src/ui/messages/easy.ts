import type { Messages } from './Messages';

const easy: Messages = {
  home: 'Tabiji の はじめの ページ',
  menu: 'メニュー',
  mainMenu: 'おもな メニュー',
  categories: 'しゅるい',
  signIn: 'ログイン する',
  accountMenu: '{name} さんの メニュー',
  logOut: 'ログアウト する',
  checkingSignIn: 'ログイン して いるか しらべて います…',
  cookieNotice: 'クッキー（Cookie）の おしらせ',
  cookieText: 'この サイトは クッキー（Cookie）を つかいます。見た 人の かずを かぞえます。こうこくを 出します。「いいです」を おして ください。いやな ときは、この おしらせを とじて ください。サイトに ひつような クッキーだけを つかいます。',
  accept: 'いいです',
  close: 'とじる',
  pandemicNotice: 'りょこうと けんこうの おしらせ',
  pandemicText: 'りょこうの まえに、日本に 入る ための きまりと けんこうの きまりを 見て ください。',
  closePandemicNotice: 'けんこうの おしらせを とじる',
  language: 'ことば：{language}',
  footerNavigation: 'サイトの リンク',
  copyright: '© Tabiji — 日本の りょこうの ガイド',
  externalTransmission: 'ほかの 会社に 送る 情報',
  notificationsOptIn: 'りょこうの ニュースを うけとる',
  notificationsOn: 'りょこうの ニュースを うけとります',
  notificationsBlocked: 'ブラウザの せっていで おしらせが とまって います',
  notificationsUnsupported: 'この ブラウザでは おしらせを 出せません',
  notificationsFailed: 'りょこうの ニュースを はじめられませんでした。あとで もう一度 ためして ください。',
  sponsored: 'こうこくの リンク',
  opensInNewTab: 'あたらしい タブで ひらきます',
};

export default easy;
