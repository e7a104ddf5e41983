import { CODES, HEADERS, type AdminRewardRules } from '@touchline/api/contract';
import { CAMPAIGN_MECHANICS_LISTS, seedPeriod } from '@touchline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { CAMPAIGN_CATALOGUE } from '../campaigns/catalogue.ts';
import { checkCampaignDocument } from '../campaigns/schema.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { accrueInviteAwards } from './invite.ts';
import { recordTurnover } from './vip.ts';

/**
 * The campaigns section's reward rules (issue 22 §1 "Campaigns", ADR 036): VIP thresholds and
 * benefits, the invitation tiers. A save writes one audit row with the values before and after,
 * a repeat writes none, a bad list is refused with a translated message naming the entry, and
 * the members' VIP and invitation answers (and what a bet or a deposit earns) follow at once.
 */
describe.each(DATABASE_KINDS)('the reward rules on %s', (kind) => {
  let s: TestApp;
  let token: string;
  let member: string;
  let demoId: bigint;
  let hostId: bigint;

  beforeAll(async () => {
    s = await openTestApp(kind);
    const ids = await s.t.db.query<{ id: bigint; user_name: string }>(
      "select id, user_name from members where user_name in ('admin', 'demo', 'host')",
    );
    const idOf = (name: string) => BigInt(ids.find((r) => r.user_name === name)!.id);
    token = await createSession(s.t.db, idOf('admin'), s.clock.now);
    member = await s.login('demo', 'demo1234');
    demoId = idOf('demo');
    hostId = idOf('host');
  }, 60_000);
  afterAll(() => s?.dispose());

  async function admin(name: Parameters<TestApp['call']>[0], input: object, language = 'en') {
    const answer = await s.call(name, input as never, {
      token,
      headers: { [HEADERS.language]: language },
    });
    return answer.body as { code: number; msg: string; data: AdminRewardRules };
  }

  async function audit(action: string) {
    return s.t.db.query<{
      target_kind: string;
      target_id: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
      reason: string;
    }>(
      `select target_kind, target_id, before, after, reason from admin_audit
        where action = $1 order by id`,
      [action],
    );
  }

  it('answers every rule as stored, money as text', async () => {
    const rules = await admin('adminGetRewardRules', {});
    expect(rules.code).toBe(200);
    expect(rules.data.vipLevels).toHaveLength(12);
    expect(rules.data.vipLevels[1]).toMatchObject({ level: 1, minTurnover: '1000.00' });
    expect(rules.data.vipLevels[1]!.benefits[0]).toEqual({
      key: 'birthday-bonus',
      title: 'Birthday bonus',
      value: '8.00',
    });
    expect(rules.data.betTiers[0]).toEqual({ minValidBet: '1000.00', rate: '0.003' });
    expect(rules.data.depositTiers[0]).toEqual({ minDeposit: '100.00', reward: '10.00' });
    expect(rules.data.vipRewards[0]).toEqual({ vipLevel: 1, reward: '5.00' });
  });

  describe('VIP levels', () => {
    it('saves a threshold and a benefit with one audit row; the VIP pages read them', async () => {
      const saved = await admin('adminSetVipLevel', {
        level: 2,
        minTurnover: '4000.5',
        benefits: [
          { key: 'birthday-bonus', value: '20' },
          { key: 'withdrawals-per-day', value: '4' },
        ],
        reason: 'level 2 nearer',
      });
      expect(saved.code, saved.msg).toBe(200);
      expect(saved.data.vipLevels[2]).toMatchObject({ level: 2, minTurnover: '4000.50' });
      expect(saved.data.vipLevels[2]!.benefits[0]!.value).toBe('20.00');
      const rows = await audit('vip.setLevel');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        target_kind: 'vipLevel',
        target_id: '2',
        reason: 'level 2 nearer',
      });
      expect(rows[0]!.before).toMatchObject({ minTurnover: '5000.00' });
      expect(rows[0]!.after).toMatchObject({ minTurnover: '4000.50' });
      // the withdrawals a day did not change: only what changed is in the row
      expect(JSON.parse(String(rows[0]!.after!.benefits))[1].value).toBe('4');

      const levels = await s.call('listVipLevels', {}, { token: member });
      const two = (levels.body.data as { level: number; minTurnover: string }[])[2]!;
      expect(two.minTurnover).toBe('4000.50');

      // the same values again change nothing: no row
      const again = await admin('adminSetVipLevel', {
        level: 2,
        minTurnover: '4000.50',
        benefits: [{ key: 'birthday-bonus', value: '20.00' }],
        reason: 'level 2 nearer',
      });
      expect(again.code).toBe(200);
      expect(await audit('vip.setLevel')).toHaveLength(1);
    });

    it('reaches a level by the new threshold, and shows the next target', async () => {
      const saved = await admin('adminSetVipLevel', {
        level: 1,
        minTurnover: '10.00',
        benefits: [],
        reason: 'easy first step',
      });
      expect(saved.code, saved.msg).toBe(200);
      await s.t.db.query('update members set turnover_minor = 0, vip_level = 0 where id = $1', [
        demoId,
      ]);
      const reached = await s.t.db.transaction((tx) => recordTurnover(tx, demoId, 1000n));
      expect(reached.toLevel).toBe(1);
      const info = await s.call('getVipInfo', {}, { token: member });
      expect(info.body.data).toMatchObject({ vipLevel: 1, nextLevel: 2, betTarget: '4000.50' });
    });

    it('refuses thresholds that do not rise with the level, in the caller’s language', async () => {
      const equal = await admin('adminSetVipLevel', {
        level: 3,
        minTurnover: '4000.50',
        benefits: [],
        reason: 'too low',
      });
      expect(equal.code).toBe(CODES.invalidRequest);
      expect(equal.msg).toBe(
        'Thresholds rise with the level: level 3 needs more turnover than the level below it and less than the level above it.',
      );
      const above = await admin(
        'adminSetVipLevel',
        { level: 3, minTurnover: '50000', benefits: [], reason: 'too high' },
        'zh-cn',
      );
      expect(above.msg).toBe('门槛随等级递增：3 级所需投注额须高于下一级、低于上一级。');
      const base = await admin(
        'adminSetVipLevel',
        { level: 0, minTurnover: '1', benefits: [], reason: 'base' },
        'vi',
      );
      expect(base.msg).toBe('Cấp 0 bắt đầu từ doanh số 0: mọi thành viên ít nhất là cấp 0.');
      const amount = await admin('adminSetVipLevel', {
        level: 3,
        minTurnover: '1.001',
        benefits: [],
        reason: 'three decimals',
      });
      expect(amount.msg).toMatch(/threshold of level 3 is not a valid amount/);
      const word = await admin(
        'adminSetVipLevel',
        {
          level: 3,
          minTurnover: '20000',
          benefits: [{ key: 'birthday-bonus', value: 'lots' }],
          reason: 'a word',
        },
        'th',
      );
      expect(word.msg).toBe(
        'สิทธิประโยชน์ birthday-bonus ของระดับ 3 ต้องคงชนิดเดิม: จำนวนเงิน จำนวนเต็ม หรือข้อความ',
      );
      const unknown = await admin('adminSetVipLevel', {
        level: 3,
        minTurnover: '20000',
        benefits: [{ key: 'yacht', value: '1' }],
        reason: 'no such benefit',
      });
      expect(unknown.code).toBe(CODES.invalidRequest);
      // nothing was written, and no audit row for a refusal
      const rules = await admin('adminGetRewardRules', {});
      expect(rules.data.vipLevels[3]!.minTurnover).toBe('20000.00');
      expect(await audit('vip.setLevel')).toHaveLength(2);
    });
  });

  describe('invitation tiers', () => {
    it('replaces the bet tiers (add, change, remove) with one audit row; a bet earns by them', async () => {
      const saved = await admin('adminSetInviteBetTiers', {
        tiers: [
          { minValidBet: '0', rate: '0.001' },
          { minValidBet: '1000', rate: '0.004' },
          { minValidBet: '50000.00', rate: '0.01' },
        ],
        reason: 'new season',
      });
      expect(saved.code, saved.msg).toBe(200);
      expect(saved.data.betTiers).toEqual([
        { minValidBet: '0.00', rate: '0.001' },
        { minValidBet: '1000.00', rate: '0.004' },
        { minValidBet: '50000.00', rate: '0.01' },
      ]);
      const rows = await audit('invite.setBetTiers');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ target_kind: 'inviteRules', target_id: 'bet' });
      expect(JSON.parse(String(rows[0]!.before!.tiers))).toHaveLength(4);
      expect(JSON.parse(String(rows[0]!.after!.tiers))).toHaveLength(3);
      const config = await s.call('getInviteBetConfig', {});
      expect(config.body.data).toEqual([
        { level: 1, minValidBet: '0.00', rate: '0.001' },
        { level: 2, minValidBet: '1000.00', rate: '0.004' },
        { level: 3, minValidBet: '50000.00', rate: '0.01' },
      ]);

      // the host, invited by demo, with 1,000.00 of turnover: 0.4 % of a 250.00 bet is 1.00
      await s.t.db.query(
        'update members set inviter_id = $2, turnover_minor = 100000 where id = $1',
        [hostId, demoId],
      );
      const earned = await s.t.db.transaction((tx) =>
        accrueInviteAwards(tx, {
          kind: 'bet',
          memberId: hostId,
          validBetMinor: 25000n,
          reference: `rules-${kind}`,
          at: s.clock.now,
        }),
      );
      expect(earned).toBe(100n);

      const same = await admin('adminSetInviteBetTiers', {
        tiers: saved.data.betTiers,
        reason: 'new season',
      });
      expect(same.code).toBe(200);
      expect(await audit('invite.setBetTiers')).toHaveLength(1);
    });

    it('refuses tiers out of order, duplicated or with bad amounts, naming the entry', async () => {
      const order = await admin('adminSetInviteBetTiers', {
        tiers: [
          { minValidBet: '100', rate: '0.001' },
          { minValidBet: '50', rate: '0.002' },
        ],
        reason: 'disorder',
      });
      expect(order.code).toBe(CODES.invalidRequest);
      expect(order.msg).toBe(
        'Entry 2: each tier must be above the one before it — keep the tiers in order, without duplicates.',
      );
      const rate = await admin(
        'adminSetInviteBetTiers',
        { tiers: [{ minValidBet: '100', rate: '1.5' }], reason: 'big rate' },
        'zh-cn',
      );
      expect(rate.msg).toBe('第 1 项：比例须大于 0 且不超过 1，最多六位小数（0.003 即 0.3%）。');
      const duplicate = await admin(
        'adminSetInviteDepositTiers',
        {
          tiers: [
            { minDeposit: '100', reward: '1' },
            { minDeposit: '100.00', reward: '2' },
          ],
          reason: 'twice',
        },
        'th',
      );
      expect(duplicate.msg).toBe('รายการที่ 2: แต่ละขั้นต้องสูงกว่าขั้นก่อนหน้า เรียงตามลำดับและห้ามซ้ำกัน');
      const zero = await admin(
        'adminSetInviteDepositTiers',
        { tiers: [{ minDeposit: '100', reward: '0' }], reason: 'nothing' },
        'vi',
      );
      expect(zero.msg).toMatch(/^Mục 1: số tiền không hợp lệ/);
      const none = await admin('adminSetInviteDepositTiers', { tiers: [], reason: 'none' });
      expect(none.msg).toBe('Keep between 1 and 20 entries.');
      const level = await admin('adminSetInviteVipRewards', {
        rewards: [
          { vipLevel: 3, reward: '1' },
          { vipLevel: 3, reward: '2' },
        ],
        reason: 'twice',
      });
      expect(level.msg).toMatch(/^Entry 2: each tier must be above/);
      const far = await admin('adminSetInviteVipRewards', {
        rewards: [{ vipLevel: 12, reward: '2' }],
        reason: 'too far',
      });
      expect(far.code).toBe(CODES.invalidRequest);
      expect(await audit('invite.setDepositTiers')).toHaveLength(0);
      expect(await audit('invite.setVipRewards')).toHaveLength(0);
    });

    it('replaces deposit tiers and VIP rewards; deposits and upgrades earn by them', async () => {
      const deposit = await admin('adminSetInviteDepositTiers', {
        tiers: [
          { minDeposit: '50', reward: '5' },
          { minDeposit: '200.00', reward: '25.50' },
        ],
        reason: 'deposit season',
      });
      expect(deposit.code, deposit.msg).toBe(200);
      const vip = await admin('adminSetInviteVipRewards', {
        rewards: [
          { vipLevel: 1, reward: '1.25' },
          { vipLevel: 2, reward: '2' },
        ],
        reason: 'vip season',
      });
      expect(vip.code, vip.msg).toBe(200);
      expect((await s.call('getInviteDepositConfig', {})).body.data).toEqual([
        { minDeposit: '50.00', reward: '5.00' },
        { minDeposit: '200.00', reward: '25.50' },
      ]);
      expect((await s.call('getInviteVipConfig', {})).body.data).toEqual([
        { vipLevel: 1, reward: '1.25' },
        { vipLevel: 2, reward: '2.00' },
      ]);
      const [d] = await audit('invite.setDepositTiers');
      expect(d).toMatchObject({ target_kind: 'inviteRules', target_id: 'deposit' });
      expect(JSON.parse(String(d!.after!.tiers))).toEqual([
        { minDeposit: '50.00', reward: '5.00' },
        { minDeposit: '200.00', reward: '25.50' },
      ]);
      expect(await audit('invite.setVipRewards')).toHaveLength(1);

      const earned = await s.t.db.transaction(async (tx) => {
        const fromDeposit = await accrueInviteAwards(tx, {
          kind: 'deposit',
          memberId: hostId,
          amountMinor: 30000n,
          reference: 'first',
          at: s.clock.now,
        });
        const fromVip = await accrueInviteAwards(tx, {
          kind: 'vip',
          memberId: hostId,
          fromLevel: 0,
          toLevel: 3,
          at: s.clock.now,
        });
        return [fromDeposit, fromVip];
      });
      expect(earned).toEqual([2550n, 325n]);
    });
  });

  it('keeps each mechanics list within the bounds the editor offers', () => {
    const template = (k: string) => {
      const c = CAMPAIGN_CATALOGUE.find((x) => x.kind === k)!;
      const { period, ...rest } = c;
      return { ...rest, period: seedPeriod(s.clock.now, period) } as Record<string, unknown> & {
        mechanics: Record<string, unknown>;
      };
    };
    for (const [k, lists] of Object.entries(CAMPAIGN_MECHANICS_LISTS)) {
      for (const [field, { min, max }] of Object.entries(lists)) {
        const c = template(k);
        const list = c.mechanics[field] as unknown[];
        const sized = (n: number) => ({
          ...c,
          mechanics: {
            ...c.mechanics,
            [field]: Array.from({ length: n }, (_, i) => list[i % list.length]),
          },
        });
        if (k !== 'newbieTasks') {
          // tasks are each once: the most there can be is every task, as seeded
          expect(checkCampaignDocument(sized(max)).ok, `${k}.${field} × ${max}`).toBe(true);
          expect(checkCampaignDocument(sized(max + 1))).toEqual({
            ok: false,
            field: `mechanics.${field}`,
          });
        }
        expect(checkCampaignDocument(sized(min)).ok, `${k}.${field} × ${min}`).toBe(
          k !== 'luckyWheel' ||
            list.slice(0, min).some((x) => (x as { weight: number }).weight > 0),
        );
        if (min > 0) {
          expect(checkCampaignDocument(sized(min - 1))).toMatchObject({ ok: false });
        }
      }
    }
  });
});
