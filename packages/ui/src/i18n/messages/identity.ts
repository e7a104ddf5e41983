import { defineMessages } from './define.ts';

/** Identity texts: VIP badges, avatars, masked values and amounts. Keys are unique across all message areas (a clash fails a test). */
export const identityMessages = defineMessages({
  en: {
    vipBadgeLabel: 'VIP',
    avatarLabel: 'Avatar',
    moneyHidden: 'Amount hidden',
  },
  'zh-cn': {
    vipBadgeLabel: 'VIP等级',
    avatarLabel: '头像',
    moneyHidden: '金额已隐藏',
  },
  vi: {
    vipBadgeLabel: 'Cấp VIP',
    avatarLabel: 'Ảnh đại diện',
    moneyHidden: 'Số tiền đã ẩn',
  },
  th: {
    vipBadgeLabel: 'ระดับ VIP',
    avatarLabel: 'รูปประจำตัว',
    moneyHidden: 'ซ่อนจำนวนเงินแล้ว',
  },
});
