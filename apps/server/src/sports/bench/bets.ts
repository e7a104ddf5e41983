/**
 * Bets per second through the sports service, with p50/p99 latency, on PGlite and on PostgreSQL
 * (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), and beside them the raw cost
 * of the same transaction's statements (pgbench with an equivalent script on PostgreSQL, a loop
 * of the statements on PGlite) as the ceiling. Prints figures; asserts nothing.
 *
 *   pnpm bench            (both benchmarks)
 *   node bench/run.mjs bets [bets] [concurrency]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app.ts';
import { createSession } from '../../auth/sessions.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { RELAXED_RATE_LIMITS } from '../../http/rate-limit.ts';
import { createMember } from '../../services/members.ts';
import { issueSportsToken } from '../../services/sports-token.ts';
import { post } from '../../wallet/ledger.ts';
import { ms, percentile } from './stats.ts';

const BETS = Number(process.argv[2] ?? 2_000);
const CONCURRENCY = Number(process.argv[3] ?? 16);
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function openBenchDb(
  kind: 'pglite' | 'postgres',
): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
    return { db, drop: () => db.close() };
  }
  const schema = `bench_${Date.now().toString(36)}`;
  const db = await openDatabase({ databaseUrl: PG_URL, schema, poolSize: CONCURRENCY + 4 });
  await migrate(db);
  return {
    db,
    drop: async () => {
      await db.exec(`drop schema ${schema} cascade`);
      await db.close();
    },
  };
}

async function benchBets(kind: 'pglite' | 'postgres') {
  const { db, drop } = await openBenchDb(kind);
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    db,
    limits: RELAXED_RATE_LIMITS,
    webDist: null,
    sports: { tickMs: 0, simulation: { seed: 'bench', sports: [1, 3] } },
  });
  await app.ready();
  const now = Date.now();
  // one punter per concurrent lane, funded for every bet
  const tokens: string[] = [];
  for (let i = 0; i < CONCURRENCY; i += 1) {
    const memberId = await db.transaction((tx) =>
      createMember(tx, { userName: `bench${i}`, passwordHash: null, currency: 'VND' }),
    );
    await post(db, {
      memberId,
      amountMinor: 1_000_000_000n,
      type: 'demo-grant',
      reference: 'bench',
      idempotencyKey: `bench-grant:${i}`,
    });
    const session = await createSession(db, memberId, now);
    tokens.push(await issueSportsToken(db, { memberId, token: session }, now));
  }
  const matches = app.sports.feed
    .matches()
    .filter(
      (m) =>
        m.kind === 'match' && m.progress.phase === 'upcoming' && m.markets[0]!.status === 'open',
    );
  const place = async (lane: number, n: number) => {
    const match = matches[n % matches.length]!;
    const market = match.markets[0]!;
    const selection = market.selections[0]!;
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/v1/order/bet/singlePass',
      headers: { 'content-type': 'application/json', authorization: tokens[lane]! },
      payload: JSON.stringify({
        bets: [
          {
            matchId: match.id,
            marketId: market.id,
            selectionId: selection.id,
            price: selection.price,
            stake: '1.00',
          },
        ],
        idempotencyKey: `bench-${kind}-${lane}-${n}`,
        oddsChange: 1,
        currencyId: 1000,
        languageType: 'ENG',
      }),
    });
    const code = response.json<{ code: number }>().code;
    if (code !== 200) throw new Error(`bet refused: ${response.body}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 50; i += 1) await place(i % CONCURRENCY, 1_000_000 + i); // warm up
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, lane) => {
      while (next < BETS) {
        const n = next;
        next += 1;
        latencies.push(await place(lane, n));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${kind.padEnd(8)} service  ${BETS} bets, ${CONCURRENCY} concurrent: ${(BETS / seconds).toFixed(0)} bets/s, p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}`,
  );
  await app.close();
  return { db, drop };
}

/** The statements one single bet runs in its transaction, without the service around them. */
const RAW_STATEMENTS = [
  `select id from ledger_entries where idempotency_key = 'raw-' || :n`,
  `insert into sports_orders (id, member_id, kind, status, stake_minor, currency, price, potential_return_minor, odds_change, idempotency_key, placed_at) values ('raw' || :n, :m, 'single', 'accepted', 100, 'VND', 1.9, 190, 1, 'raw-' || :n, now())`,
  `insert into sports_order_legs (order_id, leg_no, match_id, market_id, selection_id, sid, league_name, home_team, away_team, market_name, selection_name, price) values ('raw' || :n, 1, 100001, '100001.1.0.n', '100001.1.0.n.home', 1, 'L', 'H', 'A', 'M', 'S', 1.9)`,
  `update wallets set balance_minor = balance_minor - 100 where member_id = :m and balance_minor - 100 >= 0 returning balance_minor`,
  `insert into ledger_entries (member_id, amount_minor, balance_after_minor, type, reference, idempotency_key) values (:m, -100, 0, 'bet-stake', 'raw' || :n, 'raw-' || :n)`,
];

async function rawCeiling(kind: 'pglite' | 'postgres', db: Database) {
  const [member] = await db.query<{ member_id: bigint }>('select member_id from wallets limit 1');
  const m = String(member!.member_id);
  if (kind === 'postgres') {
    const [{ schema }] = (await db.query<{ schema: string }>(
      'select current_schema() as schema',
    )) as [{ schema: string }];
    const dir = mkdtempSync(path.join(tmpdir(), 'touchline-bench-'));
    const script = path.join(dir, 'bet.sql');
    writeFileSync(
      script,
      [
        '\\set n random(1, 1000000000)',
        `set search_path = ${schema};`,
        'begin;',
        ...RAW_STATEMENTS.map(
          (s) =>
            `${s
              .replaceAll(':m', m)
              .replace(/'raw-' \|\| :n/g, "'raw-' || :n || '-' || :client_id")
              .replace(/'raw' \|\| :n/g, "'raw' || :n || '-' || :client_id")};`,
        ),
        'commit;',
      ].join('\n'),
    );
    try {
      const out = execFileSync(
        'pgbench',
        ['-n', '-f', script, '-c', String(CONCURRENCY), '-j', '2', '-T', '10', '-r', PG_URL],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const tps = /tps = ([\d.]+)/.exec(out)?.[1];
      const latency = /latency average = ([\d.]+) ms/.exec(out)?.[1];
      console.log(
        `postgres raw      pgbench, same statements, ${CONCURRENCY} clients: ${Number(tps).toFixed(0)} tx/s, average ${latency} ms (the ceiling)`,
      );
    } catch (error) {
      console.log(`postgres raw      pgbench failed: ${(error as Error).message.split('\n')[0]}`);
    }
    return;
  }
  const n = 5_000;
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < n; i += 1) {
    const t = performance.now();
    await db.transaction(async (tx) => {
      for (const s of RAW_STATEMENTS)
        await tx.query(s.replaceAll(':m', m).replaceAll(':n', `'${i}'`));
    });
    latencies.push(performance.now() - t);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `pglite   raw      ${n} transactions of the same statements: ${(n / seconds).toFixed(0)} tx/s, p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))} (the ceiling)`,
  );
}

async function main() {
  console.log(
    `bets benchmark: ${BETS} single bets through POST /v1/order/bet/singlePass (in-process HTTP)`,
  );
  for (const kind of ['pglite', 'postgres'] as const) {
    let opened;
    try {
      opened = await benchBets(kind);
    } catch (error) {
      console.log(`${kind}: skipped (${(error as Error).message.split('\n')[0]})`);
      continue;
    }
    await rawCeiling(kind, opened.db);
    await opened.drop();
  }
}

await main();
