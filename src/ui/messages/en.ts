import type { Messages } from './Messages';

const en: Messages = {
  home: 'Tabiji home',
  menu: 'Menu',
  mainMenu: 'Main menu',
  categories: 'Categories',
  signIn: 'Sign in',
  accountMenu: 'Account menu for {name}',
  logOut: 'Log out',
  checkingSignIn: 'Checking sign-in…',
  cookieNotice: 'Cookie notice',
  cookieText: 'We use cookies to count visits and to show ads. Accept them, or close this notice to use only the cookies the site needs.',
  accept: 'Accept',
  close: 'Close',
  pandemicNotice: 'Travel health notice',
  pandemicText: 'Before you travel, check Japan’s latest entry and health requirements.',
  closePandemicNotice: 'Close travel health notice',
  language: 'Language: {language}',
  footerNavigation: 'Site links',
  copyright: '© Tabiji — a travel guide to Japan',
  externalTransmission: 'External transmission',
  notificationsOptIn: 'Get travel updates',
  notificationsOn: 'Travel updates are on',
  notificationsBlocked: 'Notifications are blocked in your browser settings',
  notificationsUnsupported: 'This browser cannot show notifications',
  notificationsFailed: 'Travel updates could not be turned on. Please try again later.',
  sponsored: 'Sponsored link',
  opensInNewTab: 'opens in a new tab',
};

export default en;
