import type { Messages } from './Messages';

const vn: Messages = {
  home: 'Trang chủ Tabiji',
  menu: 'Menu',
  mainMenu: 'Menu chính',
  categories: 'Danh mục',
  signIn: 'Đăng nhập',
  accountMenu: 'Menu tài khoản của {name}',
  logOut: 'Đăng xuất',
  checkingSignIn: 'Đang kiểm tra đăng nhập…',
  cookieNotice: 'Thông báo về cookie',
  cookieText: 'Chúng tôi dùng cookie để đếm lượt truy cập và hiển thị quảng cáo. Hãy chấp nhận, hoặc đóng thông báo này để chỉ dùng những cookie cần thiết cho trang web.',
  accept: 'Chấp nhận',
  close: 'Đóng',
  pandemicNotice: 'Thông báo sức khỏe khi du lịch',
  pandemicText: 'Trước khi đi, hãy kiểm tra các quy định nhập cảnh và yêu cầu sức khỏe mới nhất của Nhật Bản.',
  closePandemicNotice: 'Đóng thông báo sức khỏe khi du lịch',
  language: 'Ngôn ngữ: {language}',
  footerNavigation: 'Liên kết trang web',
  copyright: '© Tabiji — cẩm nang du lịch Nhật Bản',
  externalTransmission: 'Gửi dữ liệu ra bên ngoài',
  notificationsOptIn: 'Nhận tin du lịch',
  notificationsOn: 'Đã bật tin du lịch',
  notificationsBlocked: 'Thông báo đã bị chặn trong cài đặt trình duyệt',
  notificationsUnsupported: 'Trình duyệt này không thể hiển thị thông báo',
  notificationsFailed: 'Không thể bật tin du lịch. Vui lòng thử lại sau.',
  sponsored: 'Liên kết được tài trợ',
  opensInNewTab: 'mở trong thẻ mới',
};

export default vn;
