import type { PathCode } from '../../../domain/pathCodes';

/**
 * Said when a save could not download the page (no connection): nothing was saved. A table of its own, so that the
 * save marks (saveMarks.ts) can say it when the rest of saved items cannot be fetched either, without the catalog.
 */
export const NOT_DOWNLOADED: Readonly<Record<PathCode, string>> = {
  jp: 'ページをダウンロードできなかったため、保存できませんでした。インターネットに接続してから、もう一度お試しください。',
  en: 'The page could not be downloaded, so it was not saved. Connect to the internet and try again.',
  tw: '無法下載頁面，因此未能儲存。請連上網路後再試一次。',
  th: 'ดาวน์โหลดหน้านี้ไม่ได้จึงยังไม่ได้บันทึก เชื่อมต่ออินเทอร์เน็ตแล้วลองอีกครั้ง',
  ko: '페이지를 내려받지 못해 저장하지 못했습니다. 인터넷에 연결한 후 다시 시도해 주세요.',
  cn: '无法下载页面，因此未能保存。请连接网络后重试。',
  id: 'Halaman tidak dapat diunduh, jadi tidak disimpan. Sambungkan ke internet, lalu coba lagi.',
  vn: 'Không tải được trang nên chưa lưu. Hãy kết nối Internet rồi thử lại.',
  easy: 'ページを ダウンロード できなかったので、ほぞん できませんでした。インターネットに つないでから、もう いちど ためして ください。',
  es: 'No se pudo descargar la página, así que no se guardó. Conéctate a internet y vuelve a intentarlo.',
};
