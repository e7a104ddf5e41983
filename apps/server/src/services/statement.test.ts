import { STATEMENT_KINDS, statementKindOf, STATEMENT_KIND_OF_MOVEMENT } from '@touchline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { openTestApp, type TestApp } from '../testing/app.ts';
import { DATABASE_KINDS } from '../testing/databases.ts';
import { MOVEMENT_TYPES, post, type MovementType } from '../wallet/ledger.ts';
import { createMember } from './members.ts';

describe('the statement’s kinds', () => {
  it('name every movement type the ledger writes', () => {
    for (const type of MOVEMENT_TYPES) {
      expect(Object.hasOwn(STATEMENT_KIND_OF_MOVEMENT, type), type).toBe(true);
      expect(STATEMENT_KINDS).toContain(statementKindOf(type));
    }
  });
});

describe.each(DATABASE_KINDS)('the wallet statement on %s', (kind) => {
  let s: TestApp;
  let n = 0;
  beforeAll(async () => {
    s = await openTestApp(kind);
  });
  afterAll(async () => {
    await s?.dispose();
  });

  async function member(): Promise<{ id: bigint; token: string }> {
    n += 1;
    const id = await s.t.db.transaction((tx) =>
      createMember(tx, {
        userName: `stmt_${kind}_${n}`,
        passwordHash: null,
        currency: 'CNY',
        inviterId: null,
      }),
    );
    return { id, token: await createSession(s.t.db, id, s.clock.now) };
  }

  let keys = 0;
  async function move(
    memberId: bigint,
    type: MovementType,
    amountMinor: bigint,
    reference: string = type,
  ) {
    keys += 1;
    await post(s.t.db, {
      memberId,
      amountMinor,
      type,
      reference,
      idempotencyKey: `stmt-${kind}-${keys}`,
    });
  }

  /** A ledger line written at a set time (the ledger takes inserts; it never changes one). */
  async function lineAt(memberId: bigint, at: string, type: MovementType, amountMinor: bigint) {
    keys += 1;
    await s.t.db.query(
      `insert into ledger_entries (member_id, amount_minor, balance_after_minor, type, reference, idempotency_key, created_at)
       values ($1, $2, 100000, $3, $4, $5, $6)`,
      [memberId, amountMinor, type, `ref-${keys}`, `stmt-at-${kind}-${keys}`, new Date(at)],
    );
  }

  type Entry = { kind: string; type: string; reference: string; amount: string; balance: string };
  type Answer = {
    code: number;
    msg: string;
    data: { list: Entry[]; total: number; page: number; pageSize: number };
  };
  const statement = async (token: string, request: Record<string, unknown> = {}) => {
    const answer = await s.call(
      'fetchWalletStatement',
      { page: 1, pageSize: 20, ...request },
      { token },
    );
    return { body: answer.body as Answer };
  };

  it('lists every movement newest first, with its kind, reference and running balance', async () => {
    const m = await member();
    await move(m.id, 'deposit', 50_000n, 'cashier-deposit:1');
    await move(m.id, 'bet-stake', -10_000n, 'order:A1');
    await move(m.id, 'bet-payout', 18_500n, 'order:A1');
    await move(m.id, 'gift-sent', -1_250n, 'gift:7');
    await move(m.id, 'withdrawal', -20_000n, 'cashier-withdrawal:3');
    const answer = await statement(m.token);
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(
      answer.body.data.list.map((e) => [e.kind, e.type, e.reference, e.amount, e.balance]),
    ).toEqual([
      ['withdrawal', 'withdrawal', 'cashier-withdrawal:3', '-200.00', '372.50'],
      ['gift', 'gift-sent', 'gift:7', '-12.50', '572.50'],
      ['payout', 'bet-payout', 'order:A1', '185.00', '585.00'],
      ['bet', 'bet-stake', 'order:A1', '-100.00', '400.00'],
      ['deposit', 'deposit', 'cashier-deposit:1', '500.00', '500.00'],
    ]);
    // each balance is the one before it plus its amount
    const list = answer.body.data.list;
    for (let i = 0; i < list.length - 1; i += 1) {
      const cents = (x: string) => BigInt(x.replace('.', ''));
      expect(cents(list[i + 1]!.balance) + cents(list[i]!.amount)).toBe(cents(list[i]!.balance));
    }
  });

  it('shows only the member’s own lines', async () => {
    const a = await member();
    const b = await member();
    await move(a.id, 'deposit', 1_000n);
    await move(b.id, 'deposit', 2_000n);
    await move(b.id, 'adjustment', 300n);
    const answer = await statement(a.token);
    expect(answer.body.data.total).toBe(1);
    expect(answer.body.data.list).toMatchObject([{ amount: '10.00' }]);
  });

  it('filters by kind (every type of it) and pages on the server', async () => {
    const m = await member();
    await move(m.id, 'deposit', 100_000n);
    for (let i = 0; i < 5; i += 1) await move(m.id, 'game-stake', -1_000n, `round:${i}`);
    await move(m.id, 'game-win', 3_000n, 'round:4');
    await move(m.id, 'bet-stake', -500n);
    const games = await statement(m.token, { kind: 'game', pageSize: 4 });
    expect(games.body.data.total).toBe(6);
    expect(games.body.data.list.map((e) => e.type)).toEqual([
      'game-win',
      'game-stake',
      'game-stake',
      'game-stake',
    ]);
    const second = await statement(m.token, { kind: 'game', pageSize: 4, page: 2 });
    expect(second.body.data.list.map((e) => e.reference)).toEqual(['round:1', 'round:0']);
    const past = await statement(m.token, { kind: 'game', pageSize: 4, page: 5 });
    expect(past.body.data).toMatchObject({ list: [], total: 6, page: 5 });
    const none = await statement(m.token, { kind: 'cash-out' });
    expect(none.body.data).toMatchObject({ list: [], total: 0 });
  });

  it('filters by whole days at UTC+8, both ends included', async () => {
    const m = await member();
    // 2026-11-24 23:59 at UTC+8, then 2026-11-25 00:00, 2026-11-26 23:59 and 2026-11-27 00:00
    await lineAt(m.id, '2026-11-24T15:59:59Z', 'deposit', 100n);
    await lineAt(m.id, '2026-11-24T16:00:00Z', 'deposit', 200n);
    await lineAt(m.id, '2026-11-26T15:59:59Z', 'bet-stake', -300n);
    await lineAt(m.id, '2026-11-26T16:00:00Z', 'deposit', 400n);
    const days = await statement(m.token, { from: '2026-11-25', to: '2026-11-26' });
    expect(days.body.data.list.map((e) => e.amount)).toEqual(['-3.00', '2.00']);
    const since = await statement(m.token, { from: '2026-11-26' });
    expect(since.body.data.total).toBe(2);
    const until = await statement(m.token, { to: '2026-11-24', kind: 'deposit' });
    expect(until.body.data.list).toMatchObject([{ amount: '1.00' }]);
  });

  it('refuses a reversed or too long range, and a visitor', async () => {
    const m = await member();
    const reversed = await statement(m.token, { from: '2026-11-26', to: '2026-11-25' });
    expect(reversed.body.code).toBe(400);
    expect(reversed.body.msg).toMatch(/to/);
    const long = await statement(m.token, { from: '2024-01-01', to: '2025-06-01' });
    expect(long.body.code).toBe(400);
    const visitor = await s.call('fetchWalletStatement', { page: 1, pageSize: 20 });
    expect(visitor.body.code).not.toBe(200);
  });
});
