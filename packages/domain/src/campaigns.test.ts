import { describe, expect, it } from 'vitest';
import { drawWheelSegment } from './campaign-wheel.ts';
import {
  campaignCurrencyFor,
  campaignDayOf,
  campaignEligibility,
  campaignState,
  currentStreak,
  depositMatchBonus,
  newbieStepStatus,
  rankLeaderboard,
  rebateFor,
  REBATE_CLAIM_GRACE_DAYS,
  rebateClaimWindow,
  rebatePeriod,
  seedPeriod,
  signInOn,
  turnoverTypes,
  wageringProgress,
  wageringRequirement,
  wheelProbabilities,
  wheelSegmentOf,
  wheelSpinsLeft,
} from './index.ts';

const DAY = 86_400_000;
/** 2026-11-26 00:00 at UTC+8 is 2026-11-25 16:00 UTC. */
const MIDNIGHT = Date.UTC(2026, 10, 25, 16);

describe('campaign periods (UTC+8)', () => {
  it('counts whole days from the seed day’s midnight at UTC+8', () => {
    // seeded at 23:59 UTC+8 and at 00:00 UTC+8 the next day: different seed days
    expect(seedPeriod(MIDNIGHT + DAY - 60_000, { startDay: -1, endDay: 2 })).toEqual({
      startsAt: MIDNIGHT - DAY,
      endsAt: MIDNIGHT + 2 * DAY,
    });
    expect(seedPeriod(MIDNIGHT + DAY, { startDay: 0, endDay: null })).toEqual({
      startsAt: MIDNIGHT + DAY,
      endsAt: null,
    });
    expect(() => seedPeriod(MIDNIGHT, { startDay: 3, endDay: 3 })).toThrow(RangeError);
  });

  it('is upcoming before its start, active from it and ended at its end', () => {
    const period = { startsAt: MIDNIGHT, endsAt: MIDNIGHT + DAY };
    expect(campaignState(period, MIDNIGHT - 1)).toBe('upcoming');
    expect(campaignState(period, MIDNIGHT)).toBe('active');
    expect(campaignState(period, MIDNIGHT + DAY - 1)).toBe('active');
    expect(campaignState(period, MIDNIGHT + DAY)).toBe('ended');
    expect(campaignState({ startsAt: 0, endsAt: null }, MIDNIGHT * 10)).toBe('active');
  });

  it('names the day at UTC+8', () => {
    expect(campaignDayOf(MIDNIGHT - 1)).toBe('2026-11-25');
    expect(campaignDayOf(MIDNIGHT)).toBe('2026-11-26');
  });
});

describe('eligibility', () => {
  const period = { startsAt: MIDNIGHT, endsAt: MIDNIGHT + 10 * DAY };
  const member = { vipLevel: 2, registeredAt: MIDNIGHT - 3 * DAY, currency: 'VND' };
  const now = MIDNIGHT + DAY;
  const check = (audience: object, who: typeof member | null = member, at = now) =>
    campaignEligibility({
      period,
      audience: { membersOnly: true, ...audience },
      member: who,
      now: at,
    });

  it('refuses outside the period, visitors, low VIP levels, old members, other currencies', () => {
    expect(check({})).toEqual({ ok: true });
    expect(check({}, member, MIDNIGHT - 1)).toEqual({ ok: false, reason: 'notStarted' });
    expect(check({}, member, MIDNIGHT + 10 * DAY)).toEqual({ ok: false, reason: 'ended' });
    expect(check({}, null)).toEqual({ ok: false, reason: 'signInRequired' });
    expect(check({ membersOnly: false }, null)).toEqual({ ok: true });
    expect(check({ minVipLevel: 3 })).toEqual({ ok: false, reason: 'vipLevel' });
    expect(check({ minVipLevel: 2 })).toEqual({ ok: true });
    expect(check({ newMembersWithinDays: 3 })).toEqual({ ok: false, reason: 'notNewMember' });
    expect(check({ newMembersWithinDays: 5 })).toEqual({ ok: true });
    expect(check({ currencies: ['CNY'] })).toEqual({ ok: false, reason: 'currency' });
    expect(check({ currencies: ['CNY', 'VND'] })).toEqual({ ok: true });
  });

  it('asks a visitor to sign in where the kind needs a member', () => {
    expect(
      campaignEligibility(
        { period, audience: { membersOnly: false }, member: null, now },
        { needsMember: true },
      ),
    ).toEqual({ ok: false, reason: 'signInRequired' });
  });
});

describe('the sign-in calendar', () => {
  const rule = { rewardDays: 7, resetOnMiss: true };

  it('starts at day 1, counts consecutive days and repeats the last reward', () => {
    expect(signInOn({ lastDay: null, streak: 0 }, '2026-11-26', rule)).toEqual({
      ok: true,
      streak: 1,
      rewardIndex: 0,
    });
    expect(signInOn({ lastDay: '2026-11-25', streak: 1 }, '2026-11-26', rule)).toEqual({
      ok: true,
      streak: 2,
      rewardIndex: 1,
    });
    expect(signInOn({ lastDay: '2026-11-25', streak: 9 }, '2026-11-26', rule)).toEqual({
      ok: true,
      streak: 10,
      rewardIndex: 6,
    });
    // across a month's end
    expect(signInOn({ lastDay: '2026-11-30', streak: 3 }, '2026-12-01', rule)).toMatchObject({
      streak: 4,
    });
  });

  it('refuses a second sign-in the same day', () => {
    expect(signInOn({ lastDay: '2026-11-26', streak: 2 }, '2026-11-26', rule)).toEqual({
      ok: false,
      reason: 'alreadySigned',
    });
  });

  it('resets after a missed day, or carries on when the rules say so', () => {
    expect(signInOn({ lastDay: '2026-11-24', streak: 5 }, '2026-11-26', rule)).toMatchObject({
      streak: 1,
      rewardIndex: 0,
    });
    expect(
      signInOn({ lastDay: '2026-11-24', streak: 5 }, '2026-11-26', { ...rule, resetOnMiss: false }),
    ).toMatchObject({ streak: 6, rewardIndex: 5 });
    expect(currentStreak({ lastDay: '2026-11-25', streak: 5 }, '2026-11-26', true)).toBe(5);
    expect(currentStreak({ lastDay: '2026-11-24', streak: 5 }, '2026-11-26', true)).toBe(0);
    expect(currentStreak({ lastDay: '2026-11-24', streak: 5 }, '2026-11-26', false)).toBe(5);
  });
});

describe('the lucky wheel', () => {
  const weights = [500, 250, 150, 70, 25, 5];

  it('publishes each segment’s probability', () => {
    expect(wheelProbabilities(weights)).toEqual([
      '50.00',
      '25.00',
      '15.00',
      '7.00',
      '2.50',
      '0.50',
    ]);
    expect(wheelProbabilities([1, 2])).toEqual(['33.33', '66.67']);
  });

  it('maps the 32-bit draw onto the weight intervals exactly', () => {
    expect(wheelSegmentOf([1, 1], 0)).toBe(0);
    expect(wheelSegmentOf([1, 1], 2 ** 31 - 1)).toBe(0);
    expect(wheelSegmentOf([1, 1], 2 ** 31)).toBe(1);
    expect(wheelSegmentOf([1, 0, 1], 2 ** 32 - 1)).toBe(2);
    expect(() => wheelSegmentOf([0, 0], 0)).toThrow(RangeError);
    expect(() => wheelSegmentOf([1, -1], 0)).toThrow(RangeError);
  });

  it('draws the same segment from the same seeds (anyone can recompute it)', () => {
    const fairness = { serverSeed: 'a'.repeat(64), clientSeed: 'touchline', nonce: 7 };
    const first = drawWheelSegment(weights, fairness);
    expect(drawWheelSegment(weights, fairness)).toBe(first);
  });

  it('matches the published probabilities over 100,000 seeded draws', { timeout: 120_000 }, () => {
    const draws = 100_000;
    const total = weights.reduce((a, b) => a + b, 0);
    const counts = weights.map(() => 0);
    const serverSeed = '3f'.repeat(32);
    for (let nonce = 0; nonce < draws; nonce += 1) {
      counts[drawWheelSegment(weights, { serverSeed, clientSeed: 'wheel-test', nonce })]! += 1;
    }
    weights.forEach((w, i) => {
      const p = w / total;
      const sd = Math.sqrt(draws * p * (1 - p));
      // within 4.5 standard deviations of the expected count (a false alarm about once in 10^5 runs)
      expect(Math.abs(counts[i]! - draws * p)).toBeLessThan(4.5 * sd);
    });
    // and the whole distribution: chi-square with 5 degrees of freedom under its 0.1 % point
    const chi = weights.reduce((sum, w, i) => {
      const expected = (draws * w) / total;
      return sum + (counts[i]! - expected) ** 2 / expected;
    }, 0);
    expect(chi).toBeLessThan(20.52);
  });
});

describe('deposit match and wagering', () => {
  it('matches a percentage of the deposit, floored, up to the cap, from the minimum', () => {
    const rule = { percent: '100', minDepositMinor: 10_000n, capMinor: 88_800n };
    expect(depositMatchBonus({ ...rule, depositMinor: 9_999n })).toBe(0n);
    expect(depositMatchBonus({ ...rule, depositMinor: 10_000n })).toBe(10_000n);
    expect(depositMatchBonus({ ...rule, depositMinor: 100_000n })).toBe(88_800n);
    expect(
      depositMatchBonus({
        percent: '33.3',
        minDepositMinor: 1n,
        capMinor: 10n ** 12n,
        depositMinor: 1_001n,
      }),
    ).toBe(333n);
  });

  it('asks for (deposit + bonus) × the multiple, counted to completion', () => {
    const required = wageringRequirement(10_000n, 10_000n, 15);
    expect(required).toBe(300_000n);
    expect(wageringProgress(required, 120_000n)).toEqual({
      requiredMinor: 300_000n,
      doneMinor: 120_000n,
      remainingMinor: 180_000n,
      complete: false,
    });
    expect(wageringProgress(required, 400_000n)).toMatchObject({
      doneMinor: 300_000n,
      remainingMinor: 0n,
      complete: true,
    });
    expect(wageringProgress(0n, 0n).complete).toBe(true);
  });
});

describe('rebate', () => {
  it('pays a share of the turnover, floored and capped', () => {
    expect(rebateFor({ percent: '0.5', turnoverMinor: 123_457n, maxMinor: 10n ** 9n })).toBe(617n);
    expect(rebateFor({ percent: '0.5', turnoverMinor: 10n ** 9n, maxMinor: 50_000n })).toBe(
      50_000n,
    );
    expect(rebateFor({ percent: '0.5', turnoverMinor: 0n, maxMinor: 50_000n })).toBe(0n);
  });

  it('pays the last whole period before the claim, at UTC+8', () => {
    expect(rebatePeriod('day', MIDNIGHT)).toEqual({
      startsAt: MIDNIGHT - DAY,
      endsAt: MIDNIGHT,
      key: 'day:2026-11-25',
    });
    expect(rebatePeriod('day', MIDNIGHT - 1).key).toBe('day:2026-11-24');
    // Thursday 2026-11-26: last week ran Monday 16th to Monday 23rd
    expect(rebatePeriod('week', MIDNIGHT).key).toBe('week:2026-11-16');
    expect(rebatePeriod('month', MIDNIGHT).key).toBe('month:2026-10-01');
  });

  it('lets the last period be claimed for a grace window after the end, at UTC+8', () => {
    // a day rebate that ran from 10 days before MIDNIGHT to MIDNIGHT (00:00 UTC+8)
    const campaign = { startsAt: MIDNIGHT - 10 * DAY, endsAt: MIDNIGHT };
    const grace = REBATE_CLAIM_GRACE_DAYS * DAY;
    // its last running millisecond: the day before is owed, until the end
    expect(rebateClaimWindow('day', campaign, MIDNIGHT - 1)).toEqual({
      startsAt: MIDNIGHT - 2 * DAY,
      endsAt: MIDNIGHT - DAY,
      key: 'day:2026-11-24',
      claimUntil: MIDNIGHT,
    });
    // from the end: its last day, until the grace window closes (exclusive)
    const last = {
      startsAt: MIDNIGHT - DAY,
      endsAt: MIDNIGHT,
      key: 'day:2026-11-25',
      claimUntil: MIDNIGHT + grace,
    };
    expect(rebateClaimWindow('day', campaign, MIDNIGHT)).toEqual(last);
    expect(rebateClaimWindow('day', campaign, MIDNIGHT + grace - 1)).toEqual(last);
    expect(rebateClaimWindow('day', campaign, MIDNIGHT + grace)).toBeNull();
    // the same period reached while running has the same key: it is paid once
    expect(rebateClaimWindow('day', { ...campaign, endsAt: null }, MIDNIGHT)?.key).toBe(last.key);
  });

  it('cuts the last period at an end inside it, and has none before the first ends', () => {
    // a week rebate ending Thursday 2026-11-26 12:00 UTC+8: its last week is Mon 23rd to then
    const end = MIDNIGHT + DAY / 2;
    const campaign = { startsAt: MIDNIGHT - 30 * DAY, endsAt: end };
    expect(rebateClaimWindow('week', campaign, end + 1)).toEqual({
      startsAt: MIDNIGHT - 3 * DAY,
      endsAt: end,
      key: 'week:2026-11-23',
      claimUntil: end + REBATE_CLAIM_GRACE_DAYS * DAY,
    });
    // while it runs, last week is claimable until the campaign's end (sooner than Monday)
    expect(rebateClaimWindow('week', campaign, end - 1)?.claimUntil).toBe(end);
    const young = { startsAt: MIDNIGHT - DAY / 2, endsAt: null };
    expect(rebateClaimWindow('day', young, MIDNIGHT - 1)).toBeNull();
    expect(rebateClaimWindow('day', young, MIDNIGHT - DAY)).toBeNull();
    expect(rebateClaimWindow('day', young, MIDNIGHT)).toMatchObject({
      startsAt: MIDNIGHT - DAY / 2,
      endsAt: MIDNIGHT,
    });
  });

  it('counts the stakes of the products it names', () => {
    expect(turnoverTypes(['sports'])).toEqual(['bet-stake', 'bet-refund']);
    expect(turnoverTypes(['sports', 'games'])).toHaveLength(4);
  });
});

describe('leaderboard', () => {
  const prizes = [50_000n, 30_000n, 10_000n];

  it('ranks by score and pays the prizes in order', () => {
    const ranked = rankLeaderboard(
      [
        { id: 'c', scoreMinor: 10n },
        { id: 'a', scoreMinor: 30n },
        { id: 'b', scoreMinor: 20n },
        { id: 'd', scoreMinor: 5n },
      ],
      prizes,
    );
    expect(ranked.map((r) => [r.id, r.rank, r.prizeMinor])).toEqual([
      ['a', 1, 50_000n],
      ['b', 2, 30_000n],
      ['c', 3, 10_000n],
      ['d', 4, 0n],
    ]);
  });

  it('shares tied ranks’ prizes equally, to the minor unit', () => {
    const ranked = rankLeaderboard(
      [
        { id: 'a', scoreMinor: 30n },
        { id: 'b', scoreMinor: 30n },
        { id: 'c', scoreMinor: 20n },
      ],
      prizes,
    );
    expect(ranked.map((r) => [r.id, r.rank, r.prizeMinor])).toEqual([
      ['a', 1, 40_000n],
      ['b', 1, 40_000n],
      ['c', 3, 10_000n],
    ]);
    // three tied for the top share 90,000 exactly; two tied for 3rd share its 10,000 with 4th (none)
    const three = rankLeaderboard(
      [1, 2, 3].map((id) => ({ id, scoreMinor: 7n })),
      [50_000n, 30_000n, 10_001n],
    );
    expect(three.map((r) => r.prizeMinor)).toEqual([30_000n, 30_000n, 30_000n]);
    const tail = rankLeaderboard(
      [
        { id: 1, scoreMinor: 9n },
        { id: 2, scoreMinor: 8n },
        { id: 3, scoreMinor: 1n },
        { id: 4, scoreMinor: 1n },
      ],
      prizes,
    );
    expect(tail.map((r) => [r.rank, r.prizeMinor])).toEqual([
      [1, 50_000n],
      [2, 30_000n],
      [3, 5_000n],
      [3, 5_000n],
    ]);
  });

  it('pays nothing for a zero score', () => {
    expect(rankLeaderboard([{ id: 1, scoreMinor: 0n }], prizes)[0]!.prizeMinor).toBe(0n);
  });
});

describe('newbie tasks', () => {
  const facts = { phoneVerified: true, depositedMinor: 0n, hasBet: false };
  it('reads each step from what the member has done', () => {
    expect(newbieStepStatus('register', facts, false)).toBe('claimable');
    expect(newbieStepStatus('verifyPhone', facts, true)).toBe('claimed');
    expect(newbieStepStatus('firstDeposit', facts, false)).toBe('todo');
    expect(newbieStepStatus('firstBet', { ...facts, hasBet: true }, false)).toBe('claimable');
  });
});

describe('wheel spins and page currency', () => {
  it('gives the day’s free spins first, then one per deposited step', () => {
    const base = { dailyFreeSpins: 1, depositPerSpinMinor: 10_000n };
    expect(
      wheelSpinsLeft({ ...base, freeUsedToday: 0, depositedMinor: 25_000n, depositSpinsUsed: 0 }),
    ).toEqual({ free: 1, deposit: 2, total: 3 });
    expect(
      wheelSpinsLeft({ ...base, freeUsedToday: 1, depositedMinor: 25_000n, depositSpinsUsed: 2 }),
    ).toEqual({ free: 0, deposit: 0, total: 0 });
    expect(
      wheelSpinsLeft({
        ...base,
        depositPerSpinMinor: 0n,
        freeUsedToday: 0,
        depositedMinor: 25_000n,
        depositSpinsUsed: 0,
      }).total,
    ).toBe(1);
  });

  it('shows a visitor amounts in the currency of the page’s language', () => {
    expect(campaignCurrencyFor('vi')).toBe('VND');
    expect(campaignCurrencyFor('zh-cn')).toBe('CNY');
    expect(campaignCurrencyFor(null)).toBe('USDT');
  });
});
