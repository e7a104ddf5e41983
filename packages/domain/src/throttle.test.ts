import { describe, expect, it } from 'vitest';
import {
  BOT_CHECK_ESCALATION,
  botCheckExtraBits,
  LOGIN_THROTTLE,
  loginNeedsBotCheck,
  throttleDelayMs,
  type ThrottleRule,
} from './index.ts';

const rule: ThrottleRule = {
  freeFailures: 3,
  firstDelayMs: 2_000,
  maxDelayMs: 60_000,
  forgetAfterMs: 3_600_000,
};

describe('throttleDelayMs', () => {
  it('lets the free failures pass, then doubles the wait up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => throttleDelayMs(n, rule))).toEqual([
      0, 0, 0, 0, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000,
    ]);
    expect(throttleDelayMs(10_000, rule)).toBe(60_000);
  });

  it('is 0 for bad counts', () => {
    for (const n of [-1, Number.NaN, Number.NEGATIVE_INFINITY]) {
      expect(throttleDelayMs(n, rule)).toBe(0);
    }
    expect(throttleDelayMs(Number.POSITIVE_INFINITY, rule)).toBe(0);
  });

  it('never shrinks as failures grow (the login policy)', () => {
    for (const r of [LOGIN_THROTTLE.perAccountAndAddress, LOGIN_THROTTLE.perAddress]) {
      let previous = 0;
      for (let n = 0; n < 100; n += 1) {
        const delay = throttleDelayMs(n, r);
        expect(delay).toBeGreaterThanOrEqual(previous);
        expect(delay).toBeLessThanOrEqual(r.maxDelayMs);
        previous = delay;
      }
      expect(previous).toBe(r.maxDelayMs);
    }
  });
});

describe('loginNeedsBotCheck', () => {
  it('asks for the bot check from the policy’s count of account failures on', () => {
    const after = LOGIN_THROTTLE.accountBotCheckAfter;
    expect(loginNeedsBotCheck(after - 1, LOGIN_THROTTLE)).toBe(false);
    expect(loginNeedsBotCheck(after, LOGIN_THROTTLE)).toBe(true);
    expect(loginNeedsBotCheck(after + 50, LOGIN_THROTTLE)).toBe(true);
  });
});

describe('botCheckExtraBits', () => {
  it('asks nothing more for a few failures, then one bit per step, up to the cap', () => {
    const { failuresPerBit, maxExtraBits } = BOT_CHECK_ESCALATION;
    expect(botCheckExtraBits(0)).toBe(0);
    expect(botCheckExtraBits(failuresPerBit - 1)).toBe(0);
    expect(botCheckExtraBits(failuresPerBit)).toBe(1);
    expect(botCheckExtraBits(2 * failuresPerBit + 1)).toBe(2);
    expect(botCheckExtraBits(1_000)).toBe(maxExtraBits);
  });

  it('is 0 for bad counts', () => {
    for (const n of [-1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(botCheckExtraBits(n)).toBe(0);
  });
});
