import type { AdminCampaign, AdminRewardRules } from '@touchline/api';
import { draftCampaign } from './campaignFixtures.ts';

/**
 * The reward rules' stories and tests (ADR 036): the twelve VIP levels and the invitation tiers
 * as the seed stores them, and a draft lucky wheel for the editor's mechanics lists.
 */
const bonus = [
  '0.00',
  '8.00',
  '18.00',
  '38.00',
  '88.00',
  '188.00',
  '388.00',
  '888.00',
  '1888.00',
  '3888.00',
  '8888.00',
  '18888.00',
];
const withdrawals = ['3', '3', '4', '4', '5', '5', '6', '8', '10', '12', '15', '20'];
const thresholds = [
  '0.00',
  '1000.00',
  '5000.00',
  '20000.00',
  '50000.00',
  '100000.00',
  '300000.00',
  '800000.00',
  '2000000.00',
  '5000000.00',
  '10000000.00',
  '30000000.00',
];

export const seededRules: AdminRewardRules = {
  vipLevels: thresholds.map((minTurnover, level) => ({
    level,
    minTurnover,
    benefits: [
      { key: 'birthday-bonus', title: 'Birthday bonus', value: bonus[level]! },
      { key: 'withdrawals-per-day', title: 'Withdrawals per day', value: withdrawals[level]! },
      ...(level >= 3
        ? [{ key: 'dedicated-manager', title: 'Dedicated manager', value: 'yes' }]
        : []),
    ],
  })),
  betTiers: [
    { minValidBet: '1000.00', rate: '0.003' },
    { minValidBet: '10000.00', rate: '0.005' },
    { minValidBet: '50000.00', rate: '0.007' },
    { minValidBet: '200000.00', rate: '0.01' },
  ],
  depositTiers: [
    { minDeposit: '100.00', reward: '10.00' },
    { minDeposit: '500.00', reward: '30.00' },
    { minDeposit: '1000.00', reward: '60.00' },
    { minDeposit: '5000.00', reward: '200.00' },
  ],
  vipRewards: [
    { vipLevel: 1, reward: '5.00' },
    { vipLevel: 3, reward: '30.00' },
    { vipLevel: 5, reward: '88.00' },
    { vipLevel: 8, reward: '288.00' },
    { vipLevel: 11, reward: '888.00' },
  ],
};

const words = (en: string, zh: string, vi: string, th: string) => ({ en, 'zh-cn': zh, vi, th });
const amounts = (cny: string, vnd: string, usd: string) => ({
  CNY: cny,
  VND: vnd,
  USD: usd,
  USDT: usd,
});

/** A draft lucky wheel of three segments (one without a prize). */
export const wheelCampaign: AdminCampaign = {
  row: { ...draftCampaign.row, kind: 'luckyWheel' },
  document: {
    ...draftCampaign.document,
    kind: 'luckyWheel',
    mechanics: {
      kind: 'luckyWheel',
      segments: [
        {
          label: words('8 yuan', '8 元', '8 tệ', '8 หยวน'),
          prize: amounts('8.00', '30000', '1.20'),
          weight: 30,
        },
        { label: words('Try again', '再接再厉', 'Thử lại', 'ลองอีกครั้ง'), prize: null, weight: 60 },
        {
          label: words('88 yuan', '88 元', '88 tệ', '88 หยวน'),
          prize: amounts('88.00', '300000', '12.00'),
          weight: 10,
        },
      ],
      depositPerSpin: amounts('100.00', '350000', '15.00'),
      dailyFreeSpins: 1,
    },
  },
};
