import type { Messages } from './Messages';

const cn: Messages = {
  home: 'Tabiji 首页',
  menu: '菜单',
  mainMenu: '主菜单',
  categories: '分类',
  signIn: '登录',
  accountMenu: '{name} 的账户菜单',
  logOut: '退出登录',
  checkingSignIn: '正在检查登录状态…',
  cookieNotice: 'Cookie 声明',
  cookieText: '本网站使用 Cookie 统计访问次数并展示广告。请选择接受，或关闭此通知，仅使用网站必需的 Cookie。',
  accept: '接受',
  close: '关闭',
  pandemicNotice: '旅行健康须知',
  pandemicText: '出行前，请查看日本最新的入境规定和健康要求。',
  closePandemicNotice: '关闭旅行健康须知',
  language: '语言：{language}',
  footerNavigation: '网站链接',
  copyright: '© Tabiji — 日本旅行指南',
  externalTransmission: '关于外部发送',
  notificationsOptIn: '接收旅行最新资讯',
  notificationsOn: '已开启旅行最新资讯',
  notificationsBlocked: '通知已在浏览器设置中被屏蔽',
  notificationsUnsupported: '此浏览器无法显示通知',
  notificationsFailed: '无法开启旅行最新资讯，请稍后再试。',
  sponsored: '赞助链接',
  opensInNewTab: '在新标签页中打开',
};

export default cn;
