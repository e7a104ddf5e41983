import type { Translation } from '../define.ts';
import type { en } from './en.ts';

/** The identity texts in Vietnamese: exactly the English keys (a missing or extra one does not compile). */
export const vi: Translation<typeof en> = {
  vipBadgeLabel: 'Cấp VIP',
  avatarLabel: 'Ảnh đại diện',
  moneyHidden: 'Số tiền đã ẩn',
};
