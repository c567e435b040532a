import type { Messages } from './Messages';

const tw: Messages = {
  home: 'Tabiji 首頁',
  menu: '選單',
  mainMenu: '主選單',
  categories: '分類',
  signIn: '登入',
  accountMenu: '{name} 的帳號選單',
  logOut: '登出',
  checkingSignIn: '正在確認登入狀態…',
  cookieNotice: 'Cookie 聲明',
  cookieText: '本網站使用 Cookie 統計瀏覽次數及顯示廣告。請選擇接受，或關閉此通知，僅使用網站必要的 Cookie。',
  accept: '接受',
  close: '關閉',
  pandemicNotice: '旅遊健康須知',
  pandemicText: '出發前，請確認日本最新的入境規定與健康要求。',
  closePandemicNotice: '關閉旅遊健康須知',
  language: '語言：{language}',
  footerNavigation: '網站連結',
  copyright: '© Tabiji — 日本旅遊指南',
  externalTransmission: '關於外部傳送',
  notificationsOptIn: '接收旅遊最新消息',
  notificationsOn: '已開啟旅遊最新消息',
  notificationsBlocked: '通知已在瀏覽器設定中被封鎖',
  notificationsUnsupported: '此瀏覽器無法顯示通知',
  notificationsFailed: '無法開啟旅遊最新消息，請稍後再試。',
  sponsored: '贊助連結',
  opensInNewTab: '在新分頁中開啟',
};

export default tw;
