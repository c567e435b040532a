import type { PathCode } from '../../../domain/languages';

/**
 * The spot card's words for one language (issue 45): a catalog of its own, so the start path's message chunks do not
 * carry them. `{name}`-style placeholders are filled by `format`.
 */
export interface PlaceMessages {
  /** The small line above the place's name (English "Spot information"). */
  readonly spotInformation: string;
  readonly address: string;
  /** The opening hours' label (English "Opening hours"). */
  readonly hours: string;
  /** The closed days' label (English "Closed"). */
  readonly closed: string;
  /** The closed days' value when the week has none (English "Open every day"). */
  readonly openEveryDay: string;
  /** An hours row's days when it is the whole week (English "Every day"). */
  readonly everyDay: string;
  /** The hours of a place that never closes (English "Open 24 hours"). */
  readonly alwaysOpen: string;
  /** How to get there from the nearest station (English "Getting there"). */
  readonly access: string;
  readonly price: string;
  readonly website: string;
  readonly phone: string;
  /** The link to the place in a maps app or site (English "Open in maps"). */
  readonly openInMaps: string;
  /** The button on the map's facade that loads the interactive map in the card (English "Show the map"). */
  readonly showMap: string;
  /**
   * Said when the facts are in another language than the page's; {language} is its name in the page's language as
   * Intl.DisplayNames gives it (Thai "อังกฤษ", Indonesian "Inggris": the word for language is in the sentence), in
   * lower case where the language writes it so mid-sentence (Vietnamese "tiếng Anh").
   */
  readonly inOtherLanguage: string;
}

const PLACE_MESSAGES: Readonly<Record<PathCode, PlaceMessages>> = {
  jp: {
    spotInformation: 'スポット情報',
    address: '住所',
    hours: '営業時間',
    closed: '定休日',
    openEveryDay: 'なし（毎日営業）',
    everyDay: '毎日',
    alwaysOpen: '24時間開放',
    access: 'アクセス',
    price: '料金',
    website: '公式サイト',
    phone: '電話番号',
    openInMaps: '地図で見る',
    showMap: '地図を表示',
    inOtherLanguage: 'この情報は{language}で表示しています。',
  },
  en: {
    spotInformation: 'Spot information',
    address: 'Address',
    hours: 'Opening hours',
    closed: 'Closed',
    openEveryDay: 'Open every day',
    everyDay: 'Every day',
    alwaysOpen: 'Open 24 hours',
    access: 'Getting there',
    price: 'Price',
    website: 'Website',
    phone: 'Phone',
    openInMaps: 'Open in maps',
    showMap: 'Show the map',
    inOtherLanguage: 'This information is in {language}.',
  },
  tw: {
    spotInformation: '景點資訊',
    address: '地址',
    hours: '開放時間',
    closed: '公休日',
    openEveryDay: '無（每天開放）',
    everyDay: '每天',
    alwaysOpen: '24 小時開放',
    access: '交通方式',
    price: '費用',
    website: '官方網站',
    phone: '電話',
    openInMaps: '在地圖中查看',
    showMap: '顯示地圖',
    inOtherLanguage: '此資訊以{language}顯示。',
  },
  th: {
    spotInformation: 'ข้อมูลสถานที่',
    address: 'ที่อยู่',
    hours: 'เวลาเปิดทำการ',
    closed: 'วันหยุด',
    openEveryDay: 'เปิดทุกวัน',
    everyDay: 'ทุกวัน',
    alwaysOpen: 'เปิด 24 ชั่วโมง',
    access: 'การเดินทาง',
    price: 'ค่าเข้าชม',
    website: 'เว็บไซต์',
    phone: 'โทรศัพท์',
    openInMaps: 'ดูในแผนที่',
    showMap: 'แสดงแผนที่',
    inOtherLanguage: 'ข้อมูลนี้แสดงเป็นภาษา{language}',
  },
  ko: {
    spotInformation: '장소 정보',
    address: '주소',
    hours: '운영 시간',
    closed: '휴무일',
    openEveryDay: '없음(매일 운영)',
    everyDay: '매일',
    alwaysOpen: '24시간 개방',
    access: '찾아가는 길',
    price: '요금',
    website: '웹사이트',
    phone: '전화',
    openInMaps: '지도에서 보기',
    showMap: '지도 펼치기',
    inOtherLanguage: '이 정보는 {language}로 표시됩니다.',
  },
  cn: {
    spotInformation: '景点信息',
    address: '地址',
    hours: '开放时间',
    closed: '休息日',
    openEveryDay: '无（每天开放）',
    everyDay: '每天',
    alwaysOpen: '24 小时开放',
    access: '交通方式',
    price: '费用',
    website: '官方网站',
    phone: '电话',
    openInMaps: '在地图中查看',
    showMap: '显示地图',
    inOtherLanguage: '此信息以{language}显示。',
  },
  id: {
    spotInformation: 'Informasi tempat',
    address: 'Alamat',
    hours: 'Jam buka',
    closed: 'Hari tutup',
    openEveryDay: 'Buka setiap hari',
    everyDay: 'Setiap hari',
    alwaysOpen: 'Buka 24 jam',
    access: 'Cara ke sana',
    price: 'Harga',
    website: 'Situs web',
    phone: 'Telepon',
    openInMaps: 'Buka di peta',
    showMap: 'Tampilkan peta',
    inOtherLanguage: 'Informasi ini ditampilkan dalam bahasa {language}.',
  },
  vn: {
    spotInformation: 'Thông tin địa điểm',
    address: 'Địa chỉ',
    hours: 'Giờ mở cửa',
    closed: 'Ngày nghỉ',
    openEveryDay: 'Mở cửa hằng ngày',
    everyDay: 'Hằng ngày',
    alwaysOpen: 'Mở cửa 24 giờ',
    access: 'Cách đi',
    price: 'Giá vé',
    website: 'Trang web',
    phone: 'Điện thoại',
    openInMaps: 'Xem trên bản đồ',
    showMap: 'Hiện bản đồ',
    inOtherLanguage: 'Thông tin này được hiển thị bằng {language}.',
  },
  easy: {
    spotInformation: 'ばしょの じょうほう',
    address: 'じゅうしょ',
    hours: 'あいている じかん',
    closed: 'やすみの ひ',
    openEveryDay: 'ありません（まいにち あいています）',
    everyDay: 'まいにち',
    alwaysOpen: '24じかん いつでも はいれます',
    access: 'いきかた',
    price: 'おかね',
    website: 'ホームページ',
    phone: 'でんわばんごう',
    openInMaps: 'ちずで みる',
    showMap: 'ここに ちずを 出す',
    inOtherLanguage: 'この じょうほうは {language}で かいてあります。',
  },
  es: {
    spotInformation: 'Información del lugar',
    address: 'Dirección',
    hours: 'Horario',
    closed: 'Días de cierre',
    openEveryDay: 'Abre todos los días',
    everyDay: 'Todos los días',
    alwaysOpen: 'Abierto las 24 horas',
    access: 'Cómo llegar',
    price: 'Precio',
    website: 'Sitio web',
    phone: 'Teléfono',
    openInMaps: 'Ver en el mapa',
    showMap: 'Mostrar el mapa',
    inOtherLanguage: 'Esta información se muestra en {language}.',
  },
};

/** The spot card's words in language `code`. */
export function placeMessages(code: PathCode): PlaceMessages {
  return PLACE_MESSAGES[code];
}
