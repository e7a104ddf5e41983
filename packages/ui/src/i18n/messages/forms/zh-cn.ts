import type { Translation } from '../define.ts';
import type { en } from './en.ts';

/** The forms texts in Simplified Chinese: exactly the English keys (a missing or extra one does not compile). */
export const zhcn: Translation<typeof en> = {
  fieldOptional: '选填',
  selectPlaceholder: '请选择…',
  toastRegion: '通知',
  listLoadingMore: '正在加载更多',
};
