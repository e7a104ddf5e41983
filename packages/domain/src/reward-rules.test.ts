import { describe, expect, it } from 'vitest';
import {
  checkInviteBetTiers,
  checkInviteDepositTiers,
  checkInviteVipRewards,
  checkVipThresholds,
  mechanicsListBounds,
  normalizeVipBenefitValue,
  parseRatePpm,
  parseRuleAmount,
  ratePpmText,
  vipBenefitValueKind,
  ratePpmPercentText,
} from './reward-rules.ts';

describe('reward rule amounts and rates', () => {
  it('reads money text into minor units without floats', () => {
    expect(parseRuleAmount('1000.00')).toBe(100000n);
    expect(parseRuleAmount(' 0.1 ')).toBe(10n);
    expect(parseRuleAmount('0')).toBe(0n);
    expect(parseRuleAmount('1.005')).toBeNull();
    expect(parseRuleAmount('-1')).toBeNull();
    expect(parseRuleAmount('1e3')).toBeNull();
    expect(parseRuleAmount('1000000000000.00')).toBe(100_000_000_000_000n);
    expect(parseRuleAmount('1000000000000.01')).toBeNull();
  });

  it('reads rates into parts per million, above 0 and at most 1', () => {
    expect(parseRatePpm('0.003')).toBe(3000);
    expect(parseRatePpm('0.000001')).toBe(1);
    expect(parseRatePpm('1')).toBe(1_000_000);
    expect(parseRatePpm('0')).toBeNull();
    expect(parseRatePpm('1.000001')).toBeNull();
    expect(parseRatePpm('0.0000001')).toBeNull();
    expect(parseRatePpm('.5')).toBeNull();
    expect(ratePpmText(3000)).toBe('0.003');
    expect(ratePpmText(1_000_000)).toBe('1');
    expect(ratePpmText(parseRatePpm('0.0125')!)).toBe('0.0125');
  });
});

describe('invitation tiers', () => {
  it('accepts ordered bet tiers and refuses duplicates, disorder and bad rates', () => {
    const ok = [
      { minValidBet: '0', rate: '0.001' },
      { minValidBet: '1000.00', rate: '0.003' },
    ];
    expect(checkInviteBetTiers(ok)).toEqual({ ok: true });
    expect(checkInviteBetTiers([ok[1]!, ok[0]!])).toEqual({ ok: false, fault: 'order', entry: 2 });
    expect(checkInviteBetTiers([ok[1]!, ok[1]!])).toEqual({ ok: false, fault: 'order', entry: 2 });
    expect(checkInviteBetTiers([{ minValidBet: '1', rate: '2' }])).toEqual({
      ok: false,
      fault: 'rate',
      entry: 1,
    });
    expect(checkInviteBetTiers([{ minValidBet: 'x', rate: '0.1' }])).toEqual({
      ok: false,
      fault: 'amount',
      entry: 1,
    });
    expect(checkInviteBetTiers([])).toEqual({ ok: false, fault: 'count', entry: 0 });
  });

  it('needs deposit tiers above zero, in order, with rewards', () => {
    expect(
      checkInviteDepositTiers([
        { minDeposit: '100', reward: '10' },
        { minDeposit: '500', reward: '30' },
      ]),
    ).toEqual({ ok: true });
    expect(checkInviteDepositTiers([{ minDeposit: '0', reward: '10' }])).toMatchObject({
      fault: 'amount',
    });
    expect(checkInviteDepositTiers([{ minDeposit: '10', reward: '0.00' }])).toMatchObject({
      fault: 'amount',
    });
    expect(
      checkInviteDepositTiers([
        { minDeposit: '500', reward: '10' },
        { minDeposit: '500.00', reward: '30' },
      ]),
    ).toEqual({ ok: false, fault: 'order', entry: 2 });
  });

  it('keeps VIP rewards one per level, 0–11, in order', () => {
    expect(
      checkInviteVipRewards([
        { vipLevel: 1, reward: '5' },
        { vipLevel: 11, reward: '888' },
      ]),
    ).toEqual({ ok: true });
    expect(checkInviteVipRewards([{ vipLevel: 12, reward: '5' }])).toMatchObject({
      fault: 'level',
    });
    expect(
      checkInviteVipRewards([
        { vipLevel: 3, reward: '5' },
        { vipLevel: 3, reward: '6' },
      ]),
    ).toEqual({ ok: false, fault: 'order', entry: 2 });
    expect(checkInviteVipRewards([{ vipLevel: 3, reward: '0' }])).toMatchObject({
      fault: 'amount',
    });
  });
});

describe('VIP thresholds', () => {
  const levels = (...amounts: string[]) =>
    amounts.map((minTurnover, level) => ({ level, minTurnover }));

  it('start at zero and strictly increase with the level', () => {
    expect(checkVipThresholds(levels('0', '1000', '5000.50'))).toEqual({ ok: true });
    expect(checkVipThresholds(levels('1', '1000'))).toEqual({ ok: false, fault: 'base', entry: 1 });
    expect(checkVipThresholds(levels('0', '1000', '1000'))).toEqual({
      ok: false,
      fault: 'order',
      entry: 3,
    });
    expect(checkVipThresholds(levels('0', '1000', '999.99'))).toMatchObject({ fault: 'order' });
    expect(checkVipThresholds(levels('0', '1,000'))).toMatchObject({ fault: 'amount', entry: 2 });
  });

  it('keeps a benefit value in its kind', () => {
    expect(vipBenefitValueKind('8.00')).toBe('amount');
    expect(vipBenefitValueKind('3')).toBe('count');
    expect(vipBenefitValueKind('yes')).toBe('text');
    expect(normalizeVipBenefitValue('amount', '8')).toBe('8.00');
    expect(normalizeVipBenefitValue('amount', '0.5')).toBe('0.50');
    expect(normalizeVipBenefitValue('amount', '8.001')).toBeNull();
    expect(normalizeVipBenefitValue('count', '04')).toBe('4');
    expect(normalizeVipBenefitValue('count', '4.5')).toBeNull();
    expect(normalizeVipBenefitValue('text', '  no ')).toBe('no');
    expect(normalizeVipBenefitValue('text', ' ')).toBeNull();
  });
});

describe('campaign mechanics lists', () => {
  it('names the lists an operator adds to and removes from, with their bounds', () => {
    expect(mechanicsListBounds('signIn', 'dailyRewards')).toEqual({ min: 1, max: 31 });
    expect(mechanicsListBounds('luckyWheel', 'segments')).toEqual({ min: 2, max: 16 });
    expect(mechanicsListBounds('newbieTasks', 'steps')).toEqual({ min: 1, max: 4 });
    expect(mechanicsListBounds('rebate', 'products')).toBeNull();
    expect(mechanicsListBounds('static', 'kind')).toBeNull();
  });
});

describe('a rate as a percent', () => {
  it('shifts the rate by two places, exactly', () => {
    expect(ratePpmPercentText(parseRatePpm('0.003')!)).toBe('0.3');
    expect(ratePpmPercentText(parseRatePpm('0.01')!)).toBe('1');
    expect(ratePpmPercentText(parseRatePpm('0.000001')!)).toBe('0.0001');
    expect(ratePpmPercentText(parseRatePpm('0.123456')!)).toBe('12.3456');
    expect(ratePpmPercentText(parseRatePpm('1')!)).toBe('100');
  });
});
