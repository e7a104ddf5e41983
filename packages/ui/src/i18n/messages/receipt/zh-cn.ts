import type { Translation } from '../define.ts';
import type { en } from './en.ts';

/** The receipt texts in Simplified Chinese: exactly the English keys (a missing or extra one does not compile). */
export const zhcn: Translation<typeof en> = {
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
};
