import type { Translation } from '../define.ts';
import type { en } from './en.ts';

/** The forms texts in Thai: exactly the English keys (a missing or extra one does not compile). */
export const th: Translation<typeof en> = {
  fieldOptional: 'ไม่บังคับ',
  selectPlaceholder: 'เลือก…',
  toastRegion: 'การแจ้งเตือน',
  listLoadingMore: 'กำลังโหลดเพิ่มเติม',
};
