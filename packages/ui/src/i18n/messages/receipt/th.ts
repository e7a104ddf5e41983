import type { Translation } from '../define.ts';
import type { en } from './en.ts';

/** The receipt texts in Thai: exactly the English keys (a missing or extra one does not compile). */
export const th: Translation<typeof en> = {
  receiptPlacedOne: 'วางเดิมพันสำเร็จ',
  receiptPlacedMany: 'วางเดิมพันทั้งหมดสำเร็จ',
  receiptAnnounce: 'วางเดิมพันสำเร็จ ดูใบรับได้ในใบเดิมพัน',
  receiptReference: 'เลขอ้างอิง',
  receiptOddsTaken: 'อัตราต่อรองที่ได้',
  receiptStatusAccepted: 'รับแล้ว',
  receiptStatusPending: 'รอการยืนยัน',
  receiptStatusRejected: 'ไม่ได้รับ',
  receiptPendingNote: 'ผลของเดิมพันที่รอการยืนยันจะแสดงใน การเดิมพันของฉัน',
  receiptRejectedNote: 'เดิมพันที่ไม่ได้รับจะไม่ถูกหักเงินเดิมพัน',
  receiptKeep: 'เก็บตัวเลือกไว้',
  receiptDone: 'เสร็จสิ้น',
};
