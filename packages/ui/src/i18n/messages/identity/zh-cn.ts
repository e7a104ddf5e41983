import type { Translation } from '../define.ts';
import type { en } from './en.ts';

/** The identity texts in Simplified Chinese: exactly the English keys (a missing or extra one does not compile). */
export const zhcn: Translation<typeof en> = {
  vipBadgeLabel: 'VIP等级',
  avatarLabel: '头像',
  moneyHidden: '金额已隐藏',
};
