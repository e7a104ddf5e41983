import type { Translation } from '../define.ts';
import type { en } from './en.ts';

/** The receipt texts in Vietnamese: exactly the English keys (a missing or extra one does not compile). */
export const vi: Translation<typeof en> = {
  receiptPlacedOne: 'Đặt cược thành công',
  receiptPlacedMany: 'Đã đặt các cược',
  receiptAnnounce: 'Đặt cược thành công. Biên nhận nằm trong phiếu cược.',
  receiptReference: 'Mã tham chiếu',
  receiptOddsTaken: 'Tỷ lệ cược đã nhận',
  receiptStatusAccepted: 'Đã chấp nhận',
  receiptStatusPending: 'Đang chờ xác nhận',
  receiptStatusRejected: 'Không được chấp nhận',
  receiptPendingNote: 'Kết quả của cược đang chờ xác nhận hiển thị trong Cược của tôi.',
  receiptRejectedNote: 'Cược không được chấp nhận không bị trừ tiền cược.',
  receiptKeep: 'Giữ lựa chọn',
  receiptDone: 'Xong',
};
