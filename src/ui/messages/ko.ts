import type { Messages } from './Messages';

const ko: Messages = {
  home: 'Tabiji 홈',
  menu: '메뉴',
  mainMenu: '주 메뉴',
  categories: '카테고리',
  signIn: '로그인',
  accountMenu: '{name} 님의 계정 메뉴',
  logOut: '로그아웃',
  checkingSignIn: '로그인 상태 확인 중…',
  cookieNotice: '쿠키 안내',
  cookieText: '방문 수 집계와 광고 표시를 위해 쿠키를 사용합니다. 동의하시거나, 이 안내를 닫으면 사이트에 필요한 쿠키만 사용합니다.',
  accept: '동의',
  close: '닫기',
  pandemicNotice: '여행 건강 안내',
  pandemicText: '여행 전에 일본의 최신 입국 및 건강 관련 요건을 확인하세요.',
  closePandemicNotice: '여행 건강 안내 닫기',
  language: '언어: {language}',
  footerNavigation: '사이트 링크',
  copyright: '© Tabiji — 일본 여행 가이드',
  externalTransmission: '외부 전송 안내',
  notificationsOptIn: '여행 소식 받기',
  notificationsOn: '여행 소식 알림이 켜져 있습니다',
  notificationsBlocked: '브라우저 설정에서 알림이 차단되어 있습니다',
  notificationsUnsupported: '이 브라우저는 알림을 표시할 수 없습니다',
  notificationsFailed: '여행 소식 알림을 켤 수 없습니다. 잠시 후 다시 시도해 주세요.',
  sponsored: '스폰서 링크',
  opensInNewTab: '새 탭에서 열림',
};

export default ko;
