import { defineMessages } from './define.ts';

/**
 * The bet receipt's texts (BetReceipt, and the slip's announcement of it). Keys are unique
 * across all message areas (a clash fails a test).
 */
export const receiptMessages = defineMessages({
  en: {
    receiptPlacedOne: 'Bet placed',
    receiptPlacedMany: 'Bets placed',
    receiptAnnounce: 'Bet placed. The receipt is in the bet slip.',
    receiptReference: 'Reference',
    receiptOddsTaken: 'Odds taken',
    receiptStatusAccepted: 'Accepted',
    receiptStatusPending: 'Awaiting confirmation',
    receiptStatusRejected: 'Not accepted',
    receiptPendingNote: 'A bet awaiting confirmation shows its outcome in My bets.',
    receiptRejectedNote: 'A bet that was not accepted took no stake.',
    receiptKeep: 'Keep selections',
    receiptDone: 'Done',
  },
  'zh-cn': {
    receiptPlacedOne: '投注成功',
    receiptPlacedMany: '多笔投注成功',
    receiptAnnounce: '投注成功。投注凭证显示在投注单中。',
    receiptReference: '注单号',
    receiptOddsTaken: '成交赔率',
    receiptStatusAccepted: '已接受',
    receiptStatusPending: '等待确认',
    receiptStatusRejected: '未被接受',
    receiptPendingNote: '等待确认的注单结果可在“我的注单”中查看。',
    receiptRejectedNote: '未被接受的注单不扣投注额。',
    receiptKeep: '保留选项',
    receiptDone: '完成',
  },
  vi: {
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
  },
  th: {
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
  },
});
