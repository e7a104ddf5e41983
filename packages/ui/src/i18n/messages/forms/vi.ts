import type { Translation } from '../define.ts';
import type { en } from './en.ts';

/** The forms texts in Vietnamese: exactly the English keys (a missing or extra one does not compile). */
export const vi: Translation<typeof en> = {
  fieldOptional: 'không bắt buộc',
  selectPlaceholder: 'Chọn…',
  toastRegion: 'Thông báo',
  listLoadingMore: 'Đang tải thêm',
};
