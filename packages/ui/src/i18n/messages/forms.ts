import { defineMessages } from './define.ts';

/** Forms texts. Keys are unique across all message areas (a clash fails a test). */
export const formsMessages = defineMessages({
  en: {
    fieldOptional: 'optional',
    selectPlaceholder: 'Choose…',
    toastRegion: 'Notifications',
    listLoadingMore: 'Loading more',
  },
  'zh-cn': {
    fieldOptional: '选填',
    selectPlaceholder: '请选择…',
    toastRegion: '通知',
    listLoadingMore: '正在加载更多',
  },
  vi: {
    fieldOptional: 'không bắt buộc',
    selectPlaceholder: 'Chọn…',
    toastRegion: 'Thông báo',
    listLoadingMore: 'Đang tải thêm',
  },
  th: {
    fieldOptional: 'ไม่บังคับ',
    selectPlaceholder: 'เลือก…',
    toastRegion: 'การแจ้งเตือน',
    listLoadingMore: 'กำลังโหลดเพิ่มเติม',
  },
});
