import type { Translation } from '../define.ts';
import type { en } from './en.ts';

/** The core texts in Vietnamese: exactly the English keys (a missing or extra one does not compile). */
export const vi: Translation<typeof en> = {
  noData: 'Không có dữ liệu',
  noMatchingData: 'Không có dữ liệu phù hợp',
  illegalInput: 'Dữ liệu nhập không hợp lệ',
  failed: 'THẤT BẠI',
  loading: 'Đang tải',
  close: 'Đóng',
  dismiss: 'Bỏ qua',
  retry: 'Thử lại',
  live: 'Trực tiếp',
  suspended: 'Tạm khóa',
  priceUp: 'Tỷ lệ tăng',
  priceDown: 'Tỷ lệ giảm',
  selected: 'Đã chọn',
  play: 'Phát',
  pause: 'Tạm dừng',
  refresh: 'Làm mới',
  loadError: 'Không tải được video',
  mute: 'Tắt tiếng',
  unmute: 'Bật tiếng',
  volume: 'Âm lượng',
  fullscreen: 'Toàn màn hình',
  showPassword: 'Hiện mật khẩu',
  hidePassword: 'Ẩn mật khẩu',
  navigationProgress: 'Đang tải trang',
};
