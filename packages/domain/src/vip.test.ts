import { describe, expect, it } from 'vitest';
import {
  clampVipLevel,
  VIP_LEVELS,
  VIP_SERVICES,
  VIP_SERVICE_NAMES,
  DEFAULT_VIP_SERVICE,
  vipProgress,
  vipServiceLevel,
  vipTier,
} from './index.ts';

describe('VIP levels', () => {
  it('steps through the tiers from 0 to 11', () => {
    expect(VIP_LEVELS.map(vipTier)).toEqual([
      'entry',
      'bronze',
      'bronze',
      'bronze',
      'silver',
      'silver',
      'silver',
      'gold',
      'gold',
      'gold',
      'gold',
      'black-gold',
    ]);
  });
  it('clamps bad levels', () => {
    expect(clampVipLevel(-3)).toBe(0);
    expect(clampVipLevel(99)).toBe(11);
    expect(clampVipLevel(4.7)).toBe(4);
    expect(clampVipLevel(Number.NaN)).toBe(0);
    expect(clampVipLevel('5' as unknown as number)).toBe(0);
    expect(vipTier(1e9)).toBe('black-gold');
  });
});

describe('vipProgress', () => {
  it('says the turnover still needed and the whole percent reached', () => {
    expect(vipProgress('18000.00', '25000.00')).toEqual({ remaining: '7000.00', percent: 72 });
    expect(vipProgress('0', '1000.00')).toEqual({ remaining: '1000.00', percent: 0 });
    expect(vipProgress('999.99', '1000.00')).toEqual({ remaining: '0.01', percent: 99 });
  });
  it('is exact where floats are not', () => {
    expect(vipProgress('0.1', '0.3')).toEqual({ remaining: '0.20', percent: 33 });
  });
  it('is done at the target, past it, and at the top level', () => {
    expect(vipProgress('1000.00', '1000.00')).toEqual({ remaining: '0.00', percent: 100 });
    expect(vipProgress('5000', '1000.00')).toEqual({ remaining: '0.00', percent: 100 });
    expect(vipProgress('30000000.00', null)).toEqual({ remaining: null, percent: 100 });
  });
  it('reads bad turnover as none', () => {
    expect(vipProgress('abc', '10.00')).toEqual({ remaining: '10.00', percent: 0 });
    expect(vipProgress('-5', '10.00')).toEqual({ remaining: '10.00', percent: 0 });
  });
});

describe('VIP service levels', () => {
  it('asks for the higher of the service and the desk', () => {
    expect(vipServiceLevel('dedicatedManager')).toBe(3);
    expect(vipServiceLevel('dedicatedManager', 5)).toBe(5);
    expect(vipServiceLevel('yacht', 3)).toBe(VIP_SERVICES.yacht.minLevel);
    expect(vipServiceLevel('businessHospitality', 20)).toBe(11);
  });

  it('names the services in the pages’ order, the manager (the general desk) first', () => {
    expect(VIP_SERVICE_NAMES).toEqual(['dedicatedManager', 'businessHospitality', 'yacht']);
    expect(DEFAULT_VIP_SERVICE).toBe('dedicatedManager');
  });
});
