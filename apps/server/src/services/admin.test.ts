import { CODES } from '@touchline/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.ts';
import { createSession } from '../auth/sessions.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';
import { balanceKey } from '../sports/realtime.ts';
import { post } from '../wallet/ledger.ts';
import { createMember } from './members.ts';

/**
 * The super-admin centre's calls (issue 22): one audit row per change with the values before and
 * after, an audit table that refuses changes, suspension, idempotent adjustments, and a
 * self-exclusion no operator lifts.
 */
describe.each(DATABASE_KINDS)('the super-admin centre on %s', (kind) => {
  let s: TestApp;
  let admin: { token: string; id: bigint };
  const published: { topic: string; data: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    s = await openTestApp(kind);
    const ctx = s.app.touchline;
    const publish = ctx.sports.publish;
    ctx.sports.publish = (topic, data) => {
      published.push({ topic, data: data as Record<string, unknown> });
      publish?.(topic, data);
    };
    const [row] = await s.t.db.query<{ id: bigint }>(
      "select id from members where user_name = 'admin'",
    );
    admin = { id: BigInt(row!.id), token: await createSession(s.t.db, row!.id, s.clock.now) };
  }, 60_000);
  afterAll(() => s?.dispose());

  let people = 0;
  /** A new member with a password, a session, and `minor` in their wallet. */
  async function person(minor = 0n, extra: { mobile?: string } = {}) {
    people += 1;
    const userName = `adm${kind.slice(0, 2)}${people}`;
    const id = await createMember(s.t.db, {
      userName,
      passwordHash: await hashPassword('secret123'),
      currency: 'CNY',
      ...(extra.mobile ? { mobile: extra.mobile, mobileArea: '84' } : {}),
    });
    if (minor > 0n) {
      await post(s.t.db, {
        memberId: id,
        amountMinor: minor,
        type: 'demo-grant',
        reference: 'test',
        idempotencyKey: `grant:${userName}`,
      });
    }
    const token = await createSession(s.t.db, id, s.clock.now);
    return { id, userName, token, memberId: Number(id) };
  }

  const as = (token: string) => ({ token });

  async function auditRows(targetId: bigint) {
    return s.t.db.query<{
      action: string;
      admin_id: bigint;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
      reason: string;
      request_id: string | null;
    }>(
      `select action, admin_id, before, after, reason, request_id from admin_audit
        where target_kind = 'member' and target_id = $1 order by id`,
      [String(targetId)],
    );
  }

  it('writes exactly one audit row per change, with the values before and after', async () => {
    const m = await person(0n, { mobile: '911000001' });
    await s.t.db.query('update members set two_step_login = true where id = $1', [m.id]);
    const steps: [Parameters<TestApp['call']>[0], Record<string, unknown>, string][] = [
      ['adminSuspendMember', {}, 'member.suspend'],
      ['adminRestoreMember', {}, 'member.restore'],
      ['adminSetMemberRole', { role: 'anchor' }, 'member.setRole'],
      ['adminResetTwoStepLogin', {}, 'member.resetTwoStep'],
      ['adminEndMemberSessions', {}, 'member.endSessions'],
    ];
    for (const [i, [name, extra, action]] of steps.entries()) {
      const answer = await s.call(
        name,
        { memberId: m.memberId, reason: `step ${i} reason`, ...extra } as never,
        as(admin.token),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const rows = await auditRows(m.id);
      expect(rows).toHaveLength(i + 1);
      const row = rows[i]!;
      expect(row.action).toBe(action);
      expect(BigInt(row.admin_id)).toBe(admin.id);
      expect(row.reason).toBe(`step ${i} reason`);
      expect(row.request_id).toMatch(/^[0-9a-f]{16}$/);
    }
    const rows = await auditRows(m.id);
    expect(rows.map((r) => [r.before, r.after])).toEqual([
      [
        { role: 'member', suspended: false, twoStepLogin: true },
        { role: 'member', suspended: true, twoStepLogin: true, sessionsEnded: 1 },
      ],
      [
        { role: 'member', suspended: true, twoStepLogin: true },
        { role: 'member', suspended: false, twoStepLogin: true, sessionsEnded: 0 },
      ],
      [
        { role: 'member', suspended: false, twoStepLogin: true },
        { role: 'anchor', suspended: false, twoStepLogin: true, sessionsEnded: 0 },
      ],
      [
        { role: 'anchor', suspended: false, twoStepLogin: true },
        { role: 'anchor', suspended: false, twoStepLogin: false, sessionsEnded: 0 },
      ],
      [
        { role: 'anchor', suspended: false, twoStepLogin: false },
        { role: 'anchor', suspended: false, twoStepLogin: false, sessionsEnded: 0 },
      ],
    ]);
    const [member] = await s.t.db.query<{ role: string; two_step_login: boolean }>(
      'select role, two_step_login from members where id = $1',
      [m.id],
    );
    expect(member).toEqual({ role: 'anchor', two_step_login: false });
    // a host presents: the new host has a presenter card
    expect(
      await s.t.db.query('select 1 from presenters where member_id = $1', [m.id]),
    ).toHaveLength(1);
  });

  it('writes no row when the change is refused', async () => {
    const before = await s.t.db.query('select id from admin_audit');
    const own = await s.call(
      'adminSuspendMember',
      { memberId: Number(admin.id), reason: 'myself' },
      as(admin.token),
    );
    expect(own.status).toBe(403);
    expect(own.body.msg).toBe('An operator cannot do this to their own account.');
    const missing = await s.call(
      'adminSuspendMember',
      { memberId: 987_654, reason: 'nobody' },
      as(admin.token),
    );
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(CODES.notFound);
    const other = await person();
    const [otherAdmin] = await s.t.db.query<{ id: bigint }>(
      "update members set role = 'superAdmin' where id = $1 returning id",
      [other.id],
    );
    const superAdmin = await s.call(
      'adminSetMemberRole',
      { memberId: Number(otherAdmin!.id), role: 'member', reason: 'demote' },
      as(admin.token),
    );
    expect(superAdmin.status).toBe(403);
    // the seeded host is live: they stay a host until the stream ends
    const [host] = await s.t.db.query<{ id: bigint }>(
      `select m.id from members m join streams s on s.presenter_id = m.id
        where s.status = 2 limit 1`,
    );
    const live = await s.call(
      'adminSetMemberRole',
      { memberId: Number(host!.id), role: 'member', reason: 'demote a live host' },
      as(admin.token),
    );
    expect(live.status).toBe(403);
    expect(live.body.msg).toBe(
      'This host is live now. End the stream before making them a member.',
    );
    expect(await s.t.db.query('select id from admin_audit')).toHaveLength(before.length);
  });

  it('keeps the audit log append-only in the database', async () => {
    const m = await person();
    await s.call(
      'adminEndMemberSessions',
      { memberId: m.memberId, reason: 'audit row' },
      as(admin.token),
    );
    await expect(s.t.db.query("update admin_audit set reason = 'changed'")).rejects.toThrow(
      /append-only/,
    );
    await expect(s.t.db.query('delete from admin_audit')).rejects.toThrow(/append-only/);
    await expect(s.t.db.query('truncate admin_audit')).rejects.toThrow(/append-only/);
    expect((await auditRows(m.id))[0]!.reason).toBe('audit row');
  });

  it('signs a suspended member out everywhere and refuses their login until restored', async () => {
    const m = await person();
    const second = await s.login(m.userName, 'secret123');
    expect((await s.call('getUserInfo', {}, as(second))).status).toBe(200);
    const suspended = await s.call(
      'adminSuspendMember',
      { memberId: m.memberId, reason: 'fraud review' },
      as(admin.token),
    );
    expect(suspended.body.data).toEqual({
      memberId: m.memberId,
      role: 'member',
      suspended: true,
      twoStepLogin: false,
      sessionsEnded: 2,
    });
    for (const token of [m.token, second]) {
      expect((await s.call('getUserInfo', {}, as(token))).body.code).toBe(CODES.sessionExpired);
    }
    const refused = await s.call('accountLogin', { userName: m.userName, password: 'secret123' });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('This account is suspended. Please contact customer service.');
    await s.call(
      'adminRestoreMember',
      { memberId: m.memberId, reason: 'cleared' },
      as(admin.token),
    );
    expect(await s.login(m.userName, 'secret123')).toMatch(/^tl_/);
  });

  it('cannot lift a self-exclusion: the member stays excluded whatever the operator does', async () => {
    const m = await person();
    const excluded = await s.call('takeBreak', { duration: '6m', confirm: true }, as(m.token));
    expect((excluded.body.data as { kind: string }).kind).toBe('self-exclusion');
    for (const [name, extra] of [
      ['adminRestoreMember', {}],
      ['adminResetTwoStepLogin', {}],
      ['adminSetMemberRole', { role: 'member' }],
    ] as const) {
      const answer = await s.call(
        name,
        { memberId: m.memberId, reason: 'try to lift', ...extra } as never,
        as(admin.token),
      );
      expect(answer.status).toBe(200);
    }
    const login = await s.call('accountLogin', { userName: m.userName, password: 'secret123' });
    expect(login.body.code).toBe(CODES.playerProtection);
    const profile = await s.call('adminGetMember', { memberId: m.memberId }, as(admin.token));
    expect(
      (profile.body.data as { responsible: { exclusion: { kind: string } } }).responsible.exclusion
        .kind,
    ).toBe('self-exclusion');
    // and no admin call is about exclusions at all
    const { platformCalls } = await import('@touchline/api/contract');
    const adminNames = Object.values(platformCalls)
      .filter((c) => c.area === 'admin')
      .map((c) => c.name);
    expect(adminNames.filter((n) => /exclu|break|responsible|rg/i.test(n))).toEqual([]);
  });

  it('adjusts a wallet once per key, as an adjustment movement, audited and published', async () => {
    const m = await person(10_000n);
    published.length = 0;
    const input = {
      memberId: m.memberId,
      amount: '25.00',
      reason: 'goodwill credit',
      idempotencyKey: `key-${m.userName}-1`,
    };
    // the same key sent four times at once: one movement, one row, the same answer to all
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => s.call('adminAdjustWallet', input, as(admin.token))),
    );
    for (const a of answers) {
      expect(a.status, JSON.stringify(a.body)).toBe(200);
      expect(a.body.data).toMatchObject({
        balanceBefore: '100.00',
        balanceAfter: '125.00',
        currency: 'CNY',
      });
    }
    expect(answers.filter((a) => !(a.body.data as { duplicate: boolean }).duplicate)).toHaveLength(
      1,
    );
    const entries = await s.t.db.query<{ type: string; amount_minor: bigint }>(
      "select type, amount_minor from ledger_entries where member_id = $1 and type = 'adjustment'",
      [m.id],
    );
    expect(entries.map((e) => [e.type, BigInt(e.amount_minor)])).toEqual([['adjustment', 2500n]]);
    const rows = await auditRows(m.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'wallet.adjust',
      reason: 'goodwill credit',
      before: { balance: '100.00', currency: 'CNY' },
      after: { balance: '125.00', currency: 'CNY', amount: '25.00' },
    });
    expect(published).toEqual([
      {
        topic: balanceKey(m.id),
        data: {
          memberWallet: '125.00',
          currency: 'CNY',
          reason: 'adjustment',
          changedAt: s.clock.now,
        },
      },
    ]);
    // the key again with another amount is refused; a debit past zero too; neither writes a row
    const reused = await s.call(
      'adminAdjustWallet',
      { ...input, amount: '30.00' },
      as(admin.token),
    );
    expect(reused.status).toBe(400);
    expect(reused.body.msg).toBe('This request key was already used for a different request.');
    const tooMuch = await s.call(
      'adminAdjustWallet',
      { ...input, amount: '-125.01', idempotencyKey: `key-${m.userName}-2` },
      as(admin.token),
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.msg).toBe(
      'This adjustment would take the wallet below zero (balance 125.00).',
    );
    const debit = await s.call(
      'adminAdjustWallet',
      { ...input, amount: '-125.00', idempotencyKey: `key-${m.userName}-3` },
      as(admin.token),
    );
    expect(debit.body.data).toMatchObject({ balanceBefore: '125.00', balanceAfter: '0.00' });
    expect(await auditRows(m.id)).toHaveLength(2);
    const own = await s.call(
      'adminAdjustWallet',
      { ...input, memberId: Number(admin.id), idempotencyKey: `key-${m.userName}-4` },
      as(admin.token),
    );
    expect(own.status).toBe(403);
  });

  it('pages a member ledger newest first on the server', async () => {
    const m = await person(5_000n);
    for (let i = 1; i <= 4; i += 1) {
      await s.call(
        'adminAdjustWallet',
        {
          memberId: m.memberId,
          amount: `${i}.00`,
          reason: 'paging test',
          idempotencyKey: `page-${m.userName}-${i}`,
        },
        as(admin.token),
      );
    }
    const first = await s.call(
      'adminListLedger',
      { memberId: m.memberId, limit: 3 },
      as(admin.token),
    );
    const page1 = first.body.data as { list: { amount: string; balance: string }[]; next: number };
    expect(page1.list.map((e) => e.amount)).toEqual(['4.00', '3.00', '2.00']);
    expect(page1.list[0]!.balance).toBe('60.00');
    const second = await s.call(
      'adminListLedger',
      { memberId: m.memberId, limit: 3, before: page1.next },
      as(admin.token),
    );
    const page2 = second.body.data as { list: { amount: string }[]; next: number | null };
    expect(page2.list.map((e) => e.amount)).toEqual(['1.00', '50.00']);
    expect(page2.next).toBeNull();
  });

  it('finds members by name, mobile, id and referral code, paged by id', async () => {
    const a = await person(0n, { mobile: '977123456' });
    const [{ referral_code: code } = { referral_code: '' }] = await s.t.db.query<{
      referral_code: string;
    }>('select referral_code from members where id = $1', [a.id]);
    const search = async (input: Record<string, unknown>) =>
      (await s.call('adminSearchMembers', input as never, as(admin.token))).body.data as {
        list: { memberId: number; userName: string }[];
        next: number | null;
      };
    expect((await search({ query: a.userName.toUpperCase() })).list.map((r) => r.memberId)).toEqual(
      [a.memberId],
    );
    expect((await search({ query: '9771234' })).list.map((r) => r.memberId)).toEqual([a.memberId]);
    expect((await search({ query: code.toLowerCase() })).list.map((r) => r.memberId)).toEqual([
      a.memberId,
    ]);
    expect((await search({ query: String(a.memberId) })).list.map((r) => r.memberId)).toContain(
      a.memberId,
    );
    // a percent sign is a character, not a pattern
    expect((await search({ query: '%' })).list).toEqual([]);
    const all = await search({ limit: 100 });
    const firstPage = await search({ limit: 2 });
    expect(firstPage.list.map((r) => r.memberId)).toEqual(
      all.list.slice(0, 2).map((r) => r.memberId),
    );
    const next = await search({ limit: 2, before: firstPage.next });
    expect(next.list.map((r) => r.memberId)).toEqual(all.list.slice(2, 4).map((r) => r.memberId));
    const hosts = await search({ role: 'anchor', limit: 100 });
    expect(hosts.list.length).toBeGreaterThan(0);
    expect(hosts.list.every((r) => (r as unknown as { role: string }).role === 'anchor')).toBe(
      true,
    );
  });

  it('reads a seeded member’s whole profile within the contract', async () => {
    const [demo] = await s.t.db.query<{ id: bigint }>(
      "select id from members where user_name = 'demo'",
    );
    await s.login('demo', 'demo1234');
    await s.t.db.query(
      `insert into sports_orders (id, member_id, kind, status, stake_minor, currency, price,
         potential_return_minor, odds_change, idempotency_key, placed_at)
       values ('ADMIN-TEST-1', $1, 'single', 'cashedOut', 5000, 'CNY', 1.85, 9250, 1, 'admin-test-1', now())`,
      [demo!.id],
    );
    const answer = await s.call('adminGetMember', { memberId: Number(demo!.id) }, as(admin.token));
    // the test app checks every answer against the call's response schema
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const profile = answer.body.data as {
      member: { userName: string };
      sessions: unknown[];
      recentBets: { id: string; status: string; stake: string }[];
    };
    expect(profile.member.userName).toBe('demo');
    expect(profile.sessions.length).toBeGreaterThan(0);
    expect(profile.recentBets[0]).toMatchObject({
      id: 'ADMIN-TEST-1',
      status: 'cashedOut',
      stake: '50.00',
    });
  });

  it('searches the audit log by action, admin, target and time, paged', async () => {
    const m = await person(1_000n);
    const t0 = s.clock.now;
    await s.call(
      'adminEndMemberSessions',
      { memberId: m.memberId, reason: 'first' },
      as(admin.token),
    );
    s.clock.now = t0 + 60_000;
    try {
      await s.call(
        'adminAdjustWallet',
        {
          memberId: m.memberId,
          amount: '-1.00',
          reason: 'second',
          idempotencyKey: `audit-${m.userName}`,
        },
        as(admin.token),
      );
    } finally {
      s.clock.now = t0;
    }
    const find = async (input: Record<string, unknown>) =>
      (await s.call('adminListAudit', input as never, as(admin.token))).body.data as {
        list: { reason: string; adminName: string; action: string }[];
        next: number | null;
      };
    const target = { targetKind: 'member', targetId: String(m.memberId) };
    expect((await find(target)).list.map((r) => r.reason)).toEqual(['second', 'first']);
    expect((await find({ ...target, action: 'wallet.adjust' })).list.map((r) => r.reason)).toEqual([
      'second',
    ]);
    expect(
      (await find({ ...target, from: t0 + 1, to: t0 + 120_000 })).list.map((r) => r.reason),
    ).toEqual(['second']);
    expect((await find({ ...target, adminId: Number(admin.id) })).list[0]!.adminName).toBe('admin');
    const page = await find({ ...target, limit: 1 });
    expect(page.list.map((r) => r.reason)).toEqual(['second']);
    expect(
      (await find({ ...target, limit: 1, before: page.next })).list.map((r) => r.reason),
    ).toEqual(['first']);
  });
});
