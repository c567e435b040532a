import type { PathCode } from '../../../domain/pathCodes';

/**
 * The light mode's photo button (PlacePhoto, `isOnTap`): `{name}` is the photo's alt text; `alone` is said when the
 * photo has none. A table of its own, so the server's photos and the photos chunk carry it without the catalog.
 */
export const SHOW_PHOTO: Readonly<Record<PathCode, { readonly named: string; readonly alone: string }>> = {
  jp: { named: '写真を表示：{name}', alone: '写真を表示' },
  en: { named: 'Show photo: {name}', alone: 'Show photo' },
  tw: { named: '顯示照片：{name}', alone: '顯示照片' },
  th: { named: 'แสดงรูปภาพ: {name}', alone: 'แสดงรูปภาพ' },
  ko: { named: '사진 보기: {name}', alone: '사진 보기' },
  cn: { named: '显示照片：{name}', alone: '显示照片' },
  id: { named: 'Tampilkan foto: {name}', alone: 'Tampilkan foto' },
  vn: { named: 'Hiện ảnh: {name}', alone: 'Hiện ảnh' },
  easy: { named: 'しゃしんを みる：{name}', alone: 'しゃしんを みる' },
  es: { named: 'Mostrar la foto: {name}', alone: 'Mostrar la foto' },
};
