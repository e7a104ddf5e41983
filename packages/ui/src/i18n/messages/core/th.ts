import type { Translation } from '../define.ts';
import type { en } from './en.ts';

/** The core texts in Thai: exactly the English keys (a missing or extra one does not compile). */
export const th: Translation<typeof en> = {
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
