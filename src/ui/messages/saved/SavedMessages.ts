import type { PathCode } from '../../../domain/pathCodes';
import { NOT_DOWNLOADED } from './notDownloaded';

/**
 * Saved items' words for one language (issue 46): a catalog of its own, read by the renderer (the controls and the
 * saved-items page) and by the save chunk, never by a start-path chunk. `{title}` is filled by `format`.
 */
export interface SavedMessages {
  /** The control on an article. */
  readonly saveArticle: string;
  /** The control on a spot card (its accessible name adds the place's name). */
  readonly savePlace: string;
  /** Said once an item is kept on the device. */
  readonly saved: string;
  /** Said once an item is taken off the list. */
  readonly removed: string;
  /** Said when the device would not keep it: storage blocked or full. Nothing was saved. */
  readonly notKept: string;
  /** The link to the saved-items page. */
  readonly savedItemsLink: string;
  /** The saved-items page's heading. */
  readonly heading: string;
  /** Under the heading: where the items are kept. */
  readonly intro: string;
  /** Said when nothing is saved. */
  readonly empty: string;
  /** Said without JavaScript: the list lives in the browser. */
  readonly needsScript: string;
  /** The kind of each item, before its title. */
  readonly article: string;
  readonly place: string;
  /** The button that takes an item off the list; {title} is the item's. */
  readonly remove: string;
  /** Said while the page and its photos are downloaded for reading offline. */
  readonly saving: string;
  /** Said when the device has no room left for it. Nothing was saved. */
  readonly full: string;
  /** Said when the page could not be downloaded (no connection). Nothing was saved. */
  readonly notDownloaded: string;
  /** Offline, on a page not saved: the heading of the saved-items list shown instead. */
  readonly offlineHeading: string;
  /** Under it: the page asked for is not on this device; what is. */
  readonly offlineIntro: string;
  /** Under the heading, for a signed-in reader: the list is their account's, on every device they sign in on. */
  readonly accountIntro: string;
  /** Said when the account could not be reached for a change (no connection, or the service is down). Nothing changed. */
  readonly accountUnreachable: string;
}

const SAVED_MESSAGES: Readonly<Record<PathCode, SavedMessages>> = {
  jp: {
    saveArticle: 'この記事を保存',
    savePlace: '保存',
    saved: 'この端末に保存しました。',
    removed: '保存した項目から削除しました。',
    notKept: '保存できませんでした。このブラウザーではこの端末にデータを保存できないか、空き容量が足りません。',
    savedItemsLink: '保存した項目を見る',
    heading: '保存した項目',
    intro: 'このブラウザーで保存した記事とスポットです。この端末に保存されています。',
    empty: 'まだ何も保存していません。記事やスポットの「保存」を押すと、ここに表示されます。',
    needsScript: '保存した項目はブラウザーに保存されています。表示するには JavaScript を有効にしてください。',
    article: '記事',
    place: 'スポット',
    remove: '「{title}」を削除',
    saving: '保存しています…',
    full: 'この端末の空き容量が足りないため、保存できませんでした。保存した項目を削除するか、空き容量を増やしてから、もう一度お試しください。',
    notDownloaded: NOT_DOWNLOADED.jp,
    offlineHeading: 'オフラインです',
    offlineIntro: 'このページはこの端末に保存されていません。保存した記事とスポットは、インターネットに接続していなくても読めます。',
    accountIntro: 'アカウントに保存した記事とスポットです。ログインしたどの端末でも表示されます。',
    accountUnreachable: 'アカウントに接続できなかったため、変更されていません。インターネットに接続してから、もう一度お試しください。',
  },
  en: {
    saveArticle: 'Save this article',
    savePlace: 'Save',
    saved: 'Saved on this device.',
    removed: 'Removed from your saved items.',
    notKept: 'It could not be saved: this browser does not let the site keep data on this device, or its storage is full.',
    savedItemsLink: 'See your saved items',
    heading: 'Saved items',
    intro: 'The articles and places you saved in this browser. They are kept on this device.',
    empty: 'Nothing is saved yet. Press “Save” on an article or a place to keep it here.',
    needsScript: 'Saved items are kept by your browser. Turn on JavaScript to see them.',
    article: 'Article',
    place: 'Place',
    remove: 'Remove “{title}”',
    saving: 'Saving…',
    full: 'There is no room left on this device, so it could not be saved. Remove some saved items or free up space, then try again.',
    notDownloaded: NOT_DOWNLOADED.en,
    offlineHeading: 'You are offline',
    offlineIntro: 'This page is not saved on this device. The articles and places you saved can be read without a connection.',
    accountIntro: 'The articles and places saved to your account. They show on every device where you sign in.',
    accountUnreachable: 'Your account could not be reached, so nothing was changed. Connect to the internet and try again.',
  },
  tw: {
    saveArticle: '儲存這篇文章',
    savePlace: '儲存',
    saved: '已儲存在這個裝置上。',
    removed: '已從儲存的項目中移除。',
    notKept: '無法儲存：這個瀏覽器不允許網站在裝置上保存資料，或儲存空間已滿。',
    savedItemsLink: '查看儲存的項目',
    heading: '儲存的項目',
    intro: '您在這個瀏覽器中儲存的文章和景點，保存在這個裝置上。',
    empty: '尚未儲存任何項目。在文章或景點上按「儲存」，即可保存在這裡。',
    needsScript: '儲存的項目保存在瀏覽器中。請啟用 JavaScript 以查看。',
    article: '文章',
    place: '景點',
    remove: '移除「{title}」',
    saving: '正在儲存…',
    full: '這個裝置的儲存空間不足，無法儲存。請移除一些儲存的項目或釋出空間後再試一次。',
    notDownloaded: NOT_DOWNLOADED.tw,
    offlineHeading: '目前處於離線狀態',
    offlineIntro: '這個頁面沒有儲存在這個裝置上。您儲存的文章和景點，即使沒有網路也能閱讀。',
    accountIntro: '您儲存到帳號的文章和景點，在您登入的每個裝置上都會顯示。',
    accountUnreachable: '無法連線到您的帳號，因此沒有任何變更。請連上網路後再試一次。',
  },
  th: {
    saveArticle: 'บันทึกบทความนี้',
    savePlace: 'บันทึก',
    saved: 'บันทึกไว้ในอุปกรณ์นี้แล้ว',
    removed: 'นำออกจากรายการที่บันทึกไว้แล้ว',
    notKept: 'บันทึกไม่ได้ เบราว์เซอร์นี้ไม่อนุญาตให้เว็บไซต์เก็บข้อมูลไว้ในอุปกรณ์ หรือพื้นที่จัดเก็บเต็ม',
    savedItemsLink: 'ดูรายการที่บันทึกไว้',
    heading: 'รายการที่บันทึกไว้',
    intro: 'บทความและสถานที่ที่คุณบันทึกไว้ในเบราว์เซอร์นี้ ซึ่งเก็บไว้ในอุปกรณ์นี้',
    empty: 'ยังไม่มีรายการที่บันทึกไว้ กด “บันทึก” ที่บทความหรือสถานที่เพื่อเก็บไว้ที่นี่',
    needsScript: 'รายการที่บันทึกไว้เก็บอยู่ในเบราว์เซอร์ของคุณ เปิดใช้ JavaScript เพื่อดูรายการ',
    article: 'บทความ',
    place: 'สถานที่',
    remove: 'นำ “{title}” ออก',
    saving: 'กำลังบันทึก…',
    full: 'พื้นที่ในอุปกรณ์นี้เต็มจึงบันทึกไม่ได้ ลบรายการที่บันทึกไว้บางรายการหรือเพิ่มพื้นที่ว่าง แล้วลองอีกครั้ง',
    notDownloaded: NOT_DOWNLOADED.th,
    offlineHeading: 'คุณออฟไลน์อยู่',
    offlineIntro: 'หน้านี้ไม่ได้บันทึกไว้ในอุปกรณ์นี้ บทความและสถานที่ที่คุณบันทึกไว้อ่านได้แม้ไม่มีอินเทอร์เน็ต',
    accountIntro: 'บทความและสถานที่ที่บันทึกไว้ในบัญชีของคุณ ซึ่งจะแสดงในทุกอุปกรณ์ที่คุณเข้าสู่ระบบ',
    accountUnreachable: 'เชื่อมต่อบัญชีของคุณไม่ได้ จึงยังไม่มีการเปลี่ยนแปลง เชื่อมต่ออินเทอร์เน็ตแล้วลองอีกครั้ง',
  },
  ko: {
    saveArticle: '이 글 저장',
    savePlace: '저장',
    saved: '이 기기에 저장했습니다.',
    removed: '저장한 항목에서 삭제했습니다.',
    notKept: '저장하지 못했습니다. 이 브라우저에서 사이트가 기기에 데이터를 저장할 수 없거나 저장 공간이 부족합니다.',
    savedItemsLink: '저장한 항목 보기',
    heading: '저장한 항목',
    intro: '이 브라우저에서 저장한 글과 장소입니다. 이 기기에 보관됩니다.',
    empty: '아직 저장한 항목이 없습니다. 글이나 장소에서 ‘저장’을 누르면 여기에 보관됩니다.',
    needsScript: '저장한 항목은 브라우저에 보관됩니다. 보려면 JavaScript를 켜 주세요.',
    article: '글',
    place: '장소',
    remove: '‘{title}’ 삭제',
    saving: '저장하는 중…',
    full: '이 기기에 저장 공간이 부족하여 저장하지 못했습니다. 저장한 항목을 삭제하거나 공간을 확보한 후 다시 시도해 주세요.',
    notDownloaded: NOT_DOWNLOADED.ko,
    offlineHeading: '오프라인 상태입니다',
    offlineIntro: '이 페이지는 이 기기에 저장되어 있지 않습니다. 저장한 글과 장소는 인터넷 연결 없이도 읽을 수 있습니다.',
    accountIntro: '계정에 저장한 글과 장소입니다. 로그인한 모든 기기에서 볼 수 있습니다.',
    accountUnreachable: '계정에 연결하지 못해 아무것도 바뀌지 않았습니다. 인터넷에 연결한 후 다시 시도해 주세요.',
  },

  cn: {
    saveArticle: '保存这篇文章',
    savePlace: '保存',
    saved: '已保存到此设备。',
    removed: '已从保存的内容中删除。',
    notKept: '无法保存：此浏览器不允许网站在设备上保存数据，或存储空间已满。',
    savedItemsLink: '查看保存的内容',
    heading: '保存的内容',
    intro: '您在此浏览器中保存的文章和景点，保存在此设备上。',
    empty: '还没有保存任何内容。在文章或景点上点击“保存”，即可保存在这里。',
    needsScript: '保存的内容存放在浏览器中。请启用 JavaScript 查看。',
    article: '文章',
    place: '景点',
    remove: '删除“{title}”',
    saving: '正在保存…',
    full: '此设备的存储空间不足，无法保存。请删除一些保存的内容或释放空间后重试。',
    notDownloaded: NOT_DOWNLOADED.cn,
    offlineHeading: '当前处于离线状态',
    offlineIntro: '此页面没有保存在此设备上。您保存的文章和景点无需联网即可阅读。',
    accountIntro: '您保存到账号的文章和景点，在您登录的每台设备上都会显示。',
    accountUnreachable: '无法连接到您的账号，因此没有任何更改。请连接网络后重试。',
  },
  id: {
    saveArticle: 'Simpan artikel ini',
    savePlace: 'Simpan',
    saved: 'Tersimpan di perangkat ini.',
    removed: 'Dihapus dari item tersimpan.',
    notKept: 'Tidak dapat disimpan: browser ini tidak mengizinkan situs menyimpan data di perangkat ini, atau penyimpanannya penuh.',
    savedItemsLink: 'Lihat item tersimpan',
    heading: 'Item tersimpan',
    intro: 'Artikel dan tempat yang Anda simpan di browser ini. Semuanya tersimpan di perangkat ini.',
    empty: 'Belum ada yang disimpan. Tekan “Simpan” pada artikel atau tempat untuk menyimpannya di sini.',
    needsScript: 'Item tersimpan disimpan oleh browser Anda. Aktifkan JavaScript untuk melihatnya.',
    article: 'Artikel',
    place: 'Tempat',
    remove: 'Hapus “{title}”',
    saving: 'Menyimpan…',
    full: 'Ruang penyimpanan di perangkat ini penuh, jadi tidak dapat disimpan. Hapus beberapa item tersimpan atau kosongkan ruang, lalu coba lagi.',
    notDownloaded: NOT_DOWNLOADED.id,
    offlineHeading: 'Anda sedang offline',
    offlineIntro: 'Halaman ini tidak tersimpan di perangkat ini. Artikel dan tempat yang Anda simpan dapat dibaca tanpa koneksi.',
    accountIntro: 'Artikel dan tempat yang tersimpan di akun Anda. Semuanya muncul di setiap perangkat tempat Anda masuk.',
    accountUnreachable: 'Akun Anda tidak dapat dihubungi, jadi tidak ada yang diubah. Sambungkan ke internet, lalu coba lagi.',
  },
  vn: {
    saveArticle: 'Lưu bài viết này',
    savePlace: 'Lưu',
    saved: 'Đã lưu trên thiết bị này.',
    removed: 'Đã xóa khỏi mục đã lưu.',
    notKept: 'Không lưu được: trình duyệt này không cho trang web lưu dữ liệu trên thiết bị, hoặc bộ nhớ đã đầy.',
    savedItemsLink: 'Xem các mục đã lưu',
    heading: 'Mục đã lưu',
    intro: 'Các bài viết và địa điểm bạn đã lưu trong trình duyệt này, được giữ trên thiết bị này.',
    empty: 'Chưa có mục nào được lưu. Nhấn “Lưu” ở một bài viết hoặc địa điểm để giữ lại tại đây.',
    needsScript: 'Các mục đã lưu được giữ trong trình duyệt. Hãy bật JavaScript để xem.',
    article: 'Bài viết',
    place: 'Địa điểm',
    remove: 'Xóa “{title}”',
    saving: 'Đang lưu…',
    full: 'Thiết bị này đã hết dung lượng nên không lưu được. Hãy xóa bớt mục đã lưu hoặc giải phóng dung lượng rồi thử lại.',
    notDownloaded: NOT_DOWNLOADED.vn,
    offlineHeading: 'Bạn đang ngoại tuyến',
    offlineIntro: 'Trang này chưa được lưu trên thiết bị. Các bài viết và địa điểm bạn đã lưu vẫn đọc được khi không có kết nối.',
    accountIntro: 'Các bài viết và địa điểm đã lưu vào tài khoản của bạn, hiển thị trên mọi thiết bị bạn đăng nhập.',
    accountUnreachable: 'Không kết nối được với tài khoản của bạn nên chưa có gì thay đổi. Hãy kết nối Internet rồi thử lại.',
  },
  easy: {
    saveArticle: 'この きじを ほぞんする',
    savePlace: 'ほぞんする',
    saved: 'この スマホや パソコンに ほぞんしました。',
    removed: 'ほぞんした ものから けしました。',
    notKept: 'ほぞん できませんでした。この ブラウザでは ほぞん できないか、スマホや パソコンに あいて いる ばしょが ありません。',
    savedItemsLink: 'ほぞんした ものを 見る',
    heading: 'ほぞんした もの',
    intro: 'この ブラウザで ほぞんした きじと ばしょです。この スマホや パソコンに のこって います。',
    empty: 'まだ なにも ほぞんして いません。きじや ばしょの 「ほぞんする」を おすと、ここに 出ます。',
    needsScript: 'ほぞんした ものは ブラウザに のこって います。見るには JavaScript を オンに して ください。',
    article: 'きじ',
    place: 'ばしょ',
    remove: '「{title}」を けす',
    saving: 'ほぞんして います…',
    full: 'スマホや パソコンに あいて いる ばしょが ないので、ほぞん できませんでした。ほぞんした ものを けすか、あいて いる ばしょを ふやしてから、もう いちど ためして ください。',
    notDownloaded: NOT_DOWNLOADED.easy,
    offlineHeading: 'インターネットに つながって いません',
    offlineIntro: 'この ページは ほぞんして いません。ほぞんした きじと ばしょは、インターネットに つながって いなくても 読めます。',
    accountIntro: 'アカウントに ほぞんした きじと ばしょです。ログイン した スマホや パソコンなら、どれでも みられます。',
    accountUnreachable: 'アカウントに つながらなかったので、なにも かわって いません。インターネットに つないでから、もう いちど ためして ください。',
  },

  es: {
    saveArticle: 'Guardar este artículo',
    savePlace: 'Guardar',
    saved: 'Guardado en este dispositivo.',
    removed: 'Se quitó de tus elementos guardados.',
    notKept: 'No se pudo guardar: este navegador no permite que el sitio guarde datos en el dispositivo o su almacenamiento está lleno.',
    savedItemsLink: 'Ver tus elementos guardados',
    heading: 'Elementos guardados',
    intro: 'Los artículos y lugares que guardaste en este navegador. Se conservan en este dispositivo.',
    empty: 'Todavía no guardaste nada. Toca “Guardar” en un artículo o un lugar para conservarlo aquí.',
    needsScript: 'Tus elementos guardados se conservan en el navegador. Activa JavaScript para verlos.',
    article: 'Artículo',
    place: 'Lugar',
    remove: 'Quitar “{title}”',
    saving: 'Guardando…',
    full: 'No queda espacio en este dispositivo, así que no se pudo guardar. Quita algunos elementos guardados o libera espacio y vuelve a intentarlo.',
    notDownloaded: NOT_DOWNLOADED.es,
    offlineHeading: 'Estás sin conexión',
    offlineIntro: 'Esta página no está guardada en este dispositivo. Los artículos y lugares que guardaste se pueden leer sin conexión.',
    accountIntro: 'Los artículos y lugares guardados en tu cuenta. Aparecen en todos los dispositivos donde inicies sesión.',
    accountUnreachable: 'No se pudo conectar con tu cuenta, así que no se cambió nada. Conéctate a internet y vuelve a intentarlo.',
  },

};

/** The saved items' words in `pathCode`'s language. */
export function savedMessages(pathCode: PathCode): SavedMessages {
  return SAVED_MESSAGES[pathCode];
}

