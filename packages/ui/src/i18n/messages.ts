import type { Language } from '@touchline/domain';

/**
 * The library's own texts (empty states, player controls, odds states…), in every language.
 * Typed as one record per language, so a missing translation is a compile error.
 * Component texts that depend on the page (titles, labels of data) come in as props instead.
 */
const en = {
  noData: 'No Data',
  noMatchingData: 'No matching data',
  illegalInput: 'Illegal input',
  failed: 'FAILED',
  loading: 'Loading',
  close: 'Close',
  dismiss: 'Dismiss',
  retry: 'Retry',
  live: 'Live',
  suspended: 'Suspended',
  priceUp: 'Price went up',
  priceDown: 'Price went down',
  selected: 'Selected',
  play: 'Play',
  pause: 'Pause',
  refresh: 'Refresh',
  loadError: 'The video could not be loaded',
  mute: 'Mute',
  unmute: 'Unmute',
  volume: 'Volume',
  fullscreen: 'Full screen',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  navigationProgress: 'Loading page',
} as const;

export type UiMessageKey = keyof typeof en;
export type UiMessages = Readonly<Record<UiMessageKey, string>>;

const zhCn: UiMessages = {
  noData: '暂无数据',
  noMatchingData: '没有匹配的数据',
  illegalInput: '输入不合法',
  failed: '加载失败',
  loading: '加载中',
  close: '关闭',
  dismiss: '忽略',
  retry: '重试',
  live: '直播',
  suspended: '暂停投注',
  priceUp: '赔率上升',
  priceDown: '赔率下降',
  selected: '已选',
  play: '播放',
  pause: '暂停',
  refresh: '刷新',
  loadError: '视频加载失败',
  mute: '静音',
  unmute: '取消静音',
  volume: '音量',
  fullscreen: '全屏',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  navigationProgress: '页面加载中',
};

const vi: UiMessages = {
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

const th: UiMessages = {
  noData: 'ไม่มีข้อมูล',
  noMatchingData: 'ไม่มีข้อมูลที่ตรงกัน',
  illegalInput: 'ข้อมูลไม่ถูกต้อง',
  failed: 'ล้มเหลว',
  loading: 'กำลังโหลด',
  close: 'ปิด',
  dismiss: 'ปิดข้อความ',
  retry: 'ลองอีกครั้ง',
  live: 'สด',
  suspended: 'ปิดรับชั่วคราว',
  priceUp: 'ราคาขึ้น',
  priceDown: 'ราคาลง',
  selected: 'เลือกแล้ว',
  play: 'เล่น',
  pause: 'หยุดชั่วคราว',
  refresh: 'รีเฟรช',
  loadError: 'โหลดวิดีโอไม่สำเร็จ',
  mute: 'ปิดเสียง',
  unmute: 'เปิดเสียง',
  volume: 'ระดับเสียง',
  fullscreen: 'เต็มจอ',
  showPassword: 'แสดงรหัสผ่าน',
  hidePassword: 'ซ่อนรหัสผ่าน',
  navigationProgress: 'กำลังโหลดหน้า',
};

export const uiMessages: Readonly<Record<Language, UiMessages>> = { en, 'zh-cn': zhCn, vi, th };
