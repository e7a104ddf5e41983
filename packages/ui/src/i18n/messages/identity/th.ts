import type { Translation } from '../define.ts';
import type { en } from './en.ts';

/** The identity texts in Thai: exactly the English keys (a missing or extra one does not compile). */
export const th: Translation<typeof en> = {
  vipBadgeLabel: 'ระดับ VIP',
  avatarLabel: 'รูปประจำตัว',
  moneyHidden: 'ซ่อนจำนวนเงินแล้ว',
};
