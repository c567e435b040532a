import type { Messages } from './Messages';

const th: Messages = {
  home: 'หน้าแรก Tabiji',
  menu: 'เมนู',
  mainMenu: 'เมนูหลัก',
  categories: 'หมวดหมู่',
  signIn: 'เข้าสู่ระบบ',
  accountMenu: 'เมนูบัญชีของ {name}',
  logOut: 'ออกจากระบบ',
  checkingSignIn: 'กำลังตรวจสอบการเข้าสู่ระบบ…',
  cookieNotice: 'ประกาศเกี่ยวกับคุกกี้',
  cookieText: 'เราใช้คุกกี้เพื่อนับจำนวนการเข้าชมและแสดงโฆษณา กดยอมรับ หรือปิดประกาศนี้เพื่อใช้เฉพาะคุกกี้ที่จำเป็นต่อเว็บไซต์',
  accept: 'ยอมรับ',
  close: 'ปิด',
  pandemicNotice: 'ประกาศด้านสุขภาพสำหรับการเดินทาง',
  pandemicText: 'ก่อนเดินทาง โปรดตรวจสอบข้อกำหนดการเข้าประเทศและด้านสุขภาพล่าสุดของญี่ปุ่น',
  closePandemicNotice: 'ปิดประกาศด้านสุขภาพสำหรับการเดินทาง',
  language: 'ภาษา: {language}',
  footerNavigation: 'ลิงก์ของเว็บไซต์',
  copyright: '© Tabiji — คู่มือท่องเที่ยวญี่ปุ่น',
  externalTransmission: 'การส่งข้อมูลไปภายนอก',
  notificationsOptIn: 'รับข่าวสารการเดินทาง',
  notificationsOn: 'เปิดรับข่าวสารการเดินทางแล้ว',
  notificationsBlocked: 'การแจ้งเตือนถูกบล็อกในการตั้งค่าเบราว์เซอร์',
  notificationsUnsupported: 'เบราว์เซอร์นี้ไม่สามารถแสดงการแจ้งเตือนได้',
  notificationsFailed: 'ไม่สามารถเปิดรับข่าวสารการเดินทางได้ โปรดลองอีกครั้งในภายหลัง',
  sponsored: 'ลิงก์ผู้สนับสนุน',
  opensInNewTab: 'เปิดในแท็บใหม่',
};

export default th;
