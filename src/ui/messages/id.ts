import type { Messages } from './Messages';

const id: Messages = {
  home: 'Beranda Tabiji',
  menu: 'Menu',
  mainMenu: 'Menu utama',
  categories: 'Kategori',
  signIn: 'Masuk',
  accountMenu: 'Menu akun {name}',
  logOut: 'Keluar',
  checkingSignIn: 'Memeriksa status masuk…',
  cookieNotice: 'Pemberitahuan cookie',
  cookieText: 'Kami menggunakan cookie untuk menghitung kunjungan dan menampilkan iklan. Terima, atau tutup pemberitahuan ini untuk hanya menggunakan cookie yang diperlukan situs.',
  accept: 'Terima',
  close: 'Tutup',
  pandemicNotice: 'Informasi kesehatan perjalanan',
  pandemicText: 'Sebelum bepergian, periksa persyaratan masuk dan kesehatan terbaru Jepang.',
  closePandemicNotice: 'Tutup informasi kesehatan perjalanan',
  language: 'Bahasa: {language}',
  footerNavigation: 'Tautan situs',
  copyright: '© Tabiji — panduan wisata Jepang',
  externalTransmission: 'Pengiriman data ke pihak luar',
  notificationsOptIn: 'Dapatkan kabar perjalanan',
  notificationsOn: 'Kabar perjalanan aktif',
  notificationsBlocked: 'Notifikasi diblokir di pengaturan browser Anda',
  notificationsUnsupported: 'Browser ini tidak dapat menampilkan notifikasi',
  notificationsFailed: 'Kabar perjalanan tidak dapat diaktifkan. Silakan coba lagi nanti.',
  sponsored: 'Tautan bersponsor',
  opensInNewTab: 'terbuka di tab baru',
};

export default id;
