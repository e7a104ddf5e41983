/**
 * Bets per second through the sports service, with p50/p99 latency, on PGlite and on PostgreSQL
 * (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), and beside them the ceiling:
 * the writes a bet makes, in one transaction without the service around them (pgbench with a
 * custom script over the punters' wallets on PostgreSQL, a loop of the statements on PGlite),
 * and the service's share of it. Prints figures; asserts nothing.
 *
 * The measured bets follow 3,000 placed the same way (`--warm-up=N`): a running server's state,
 * its code optimised and its pool's connections open. With 50 placed one at a time, as before,
 * the run measured V8's start-up as much as the service (about a third fewer bets/s).
 *
 *   pnpm bench            (both benchmarks)
 *   node bench/run.mjs bets [bets] [concurrency] [--postgres|--pglite] [--pool=N] [--warm-up=N]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

const args = process.argv.slice(2);
const numbers = args.filter((a) => !a.startsWith('--'));
const BETS = Number(numbers[0] ?? 2_000);
const CONCURRENCY = Number(numbers[1] ?? 16);
/** Bets placed before the measured ones (`--warm-up=N`). */
const WARM_UP = Number(
  args.find((a) => a.startsWith('--warm-up='))?.slice('--warm-up='.length) ?? 3_000,
);
/** `--postgres` or `--pglite`: that database only (each takes as long as the other). */
const KINDS = (['pglite', 'postgres'] as const).filter(
  (kind) => !args.includes(`--${kind === 'pglite' ? 'postgres' : 'pglite'}`),
);
/**
 * `--pool=N`: the PostgreSQL pool's size. 8 by default: on this 2-core machine 8 connections
 * placed more bets than 4, 10 or 20 (one per lane and 4 more, what this bench used before) —
 * fewer backends contend less for the cores, and the lanes wait in the pool instead.
 */
const POOL = Number(args.find((a) => a.startsWith('--pool='))?.slice('--pool='.length) ?? 8);
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
  const db = await openDatabase({ databaseUrl: PG_URL, schema, poolSize: POOL });
  await migrate(db);
  return {
    db,
    drop: async () => {
      await db.exec(`drop schema ${schema} cascade`);
      await db.close();
    },
  };
}

/**
 * The CPU time (ms) the database's backends serving this pool used since `since` (Linux /proc;
 * null elsewhere): read from their /proc/<pid>/stat, the server being on this machine.
 */
async function backendCpu(
  db: Database,
  since?: Map<number, number>,
): Promise<{ ms: number; ticks: Map<number, number> } | null> {
  const rows = await db.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'
        and coalesce(application_name, '') <> 'pgbench'`,
  );
  const ticks = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12])); // utime + stime
    } catch {
      return null;
    }
  }
  let total = 0;
  for (const [pid, t] of ticks) total += t - (since?.get(pid) ?? 0);
  return { ms: (total * 1000) / CLOCK_TICKS, ticks };
}
const CLOCK_TICKS = 100;

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
  const members: bigint[] = [];
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
    members.push(memberId);
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
  /** Places bets `from` … `to - 1` on every lane at once; answers their latencies. */
  const placeAll = async (from: number, to: number) => {
    const latencies: number[] = [];
    let next = from;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, lane) => {
        while (next < to) {
          const n = next;
          next += 1;
          latencies.push(await place(lane, n));
        }
      }),
    );
    return latencies;
  };
  // a running server's state: its code optimised, its pool's connections open with their
  // statements prepared — the first bets otherwise measure the start-up
  await placeAll(1_000_000, 1_000_000 + WARM_UP);
  const backends = kind === 'postgres' ? await backendCpu(db) : null;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const latencies = await placeAll(0, BETS);
  const seconds = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(cpu);
  const rate = BETS / seconds;
  console.log(
    `${kind.padEnd(8)} service  ${BETS} bets, ${CONCURRENCY} concurrent${kind === 'postgres' ? ` (pool ${POOL})` : ''}: ${rate.toFixed(0)} bets/s, p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}`,
  );
  // CPU per bet: what a busy shared machine changes least (the rates move with its load)
  const pgCpu = backends ? ((await backendCpu(db, backends.ticks))?.ms ?? null) : null;
  console.log(
    `${kind.padEnd(8)} cost     CPU per bet: server ${((user + system) / 1000 / BETS).toFixed(3)} ms` +
      (pgCpu === null ? '' : `, PostgreSQL ${(pgCpu / BETS).toFixed(3)} ms (the pool's backends)`),
  );
  await app.close();
  return { db, drop, members, rate };
}

/**
 * What one single bet writes, in one transaction: its request key, the order, its leg, the
 * wallet's debit and the ledger's entry (placement.ts, repository.ts, wallet/ledger.ts).
 * `:m` is the member, `:k` a text unique to the transaction.
 */
const RAW_WRITES = [
  `insert into sports_request_keys (member_id, idempotency_key, call, fingerprint) values (:m, 'raw-' || :k, 'placeSingleBets', md5(:k))`,
  `insert into sports_orders (id, member_id, kind, status, stake_minor, currency, price, potential_return_minor, odds_change, idempotency_key, placed_at) values ('raw' || :k, :m, 'single', 'accepted', 100, 'VND', 1.9, 190, 1, 'raw-' || :k || '#1', now())`,
  `insert into sports_order_legs (order_id, leg_no, match_id, market_id, selection_id, sid, league_name, home_team, away_team, market_name, selection_name, price) values ('raw' || :k, 1, 100001, '100001.1.0.n', '100001.1.0.n.home', 1, 'L', 'H', 'A', 'M', 'S', 1.9)`,
  `update wallets set balance_minor = balance_minor - 100, updated_at = now() where member_id = :m and balance_minor - 100 >= 0 returning balance_minor`,
  `insert into ledger_entries (member_id, amount_minor, balance_after_minor, type, reference, idempotency_key) values (:m, -100, 0, 'bet-stake', 'raw' || :k, 'sports-stake:raw-' || :k)`,
];

/**
 * The ceiling: the same writes as a pgbench custom script, each client on one of the punters'
 * wallets (client i on wallet i mod their number, as the service's lanes), for 10 s. On PGlite
 * (one connection) a loop of the same transactions.
 */
async function rawCeiling(
  kind: 'pglite' | 'postgres',
  db: Database,
  members: readonly bigint[],
): Promise<number | null> {
  if (kind === 'postgres') {
    const [{ schema }] = (await db.query<{ schema: string }>(
      'select current_schema() as schema',
    )) as [{ schema: string }];
    const dir = mkdtempSync(path.join(tmpdir(), 'touchline-bench-'));
    const script = path.join(dir, 'bet.sql');
    const wallet = members
      .map((m, i) => `when :client_id % ${members.length} = ${i} then ${m}`)
      .join(' ');
    writeFileSync(
      script,
      [
        '\\set n random(1, 1000000000000)',
        `\\set m case ${wallet} end`,
        'begin;',
        ...RAW_WRITES.map((s) => `${s.replaceAll(':k', "(:client_id || '-' || :n)")};`),
        'commit;',
      ].join('\n'),
    );
    try {
      const out = execFileSync(
        'pgbench',
        ['-n', '-f', script, '-c', String(CONCURRENCY), '-j', '2', '-T', '10', PG_URL],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, PGOPTIONS: `-c search_path=${schema}` },
        },
      );
      const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
      const latency = /latency average = ([\d.]+) ms/.exec(out)?.[1];
      console.log(
        `postgres ceiling  pgbench -c ${CONCURRENCY} -j 2 -T 10, the same writes over ${members.length} wallets: ${tps.toFixed(0)} tx/s, average ${latency} ms`,
      );
      return tps;
    } catch (error) {
      const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
      console.log(`postgres ceiling  pgbench failed: ${stderr || (error as Error).message}`);
      return null;
    }
  }
  const n = 5_000;
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < n; i += 1) {
    const m = String(members[i % members.length]);
    const t = performance.now();
    await db.transaction(async (tx) => {
      for (const s of RAW_WRITES) await tx.query(s.replaceAll(':m', m).replaceAll(':k', `'${i}'`));
    });
    latencies.push(performance.now() - t);
  }
  const seconds = (performance.now() - started) / 1000;
  const tps = n / seconds;
  console.log(
    `pglite   ceiling  ${n} transactions of the same writes: ${tps.toFixed(0)} tx/s, p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}`,
  );
  return tps;
}

async function main() {
  console.log(
    `bets benchmark: ${BETS} single bets through POST /v1/order/bet/singlePass (in-process HTTP)`,
  );
  for (const kind of KINDS) {
    let opened;
    try {
      opened = await benchBets(kind);
    } catch (error) {
      console.log(`${kind}: skipped (${(error as Error).message.split('\n')[0]})`);
      continue;
    }
    const ceiling = await rawCeiling(kind, opened.db, opened.members);
    if (ceiling) {
      console.log(
        `${kind.padEnd(8)} ratio    ${opened.rate.toFixed(0)} bets/s / ${ceiling.toFixed(0)} tx/s = ${((100 * opened.rate) / ceiling).toFixed(0)} % of the ceiling`,
      );
    }
    await opened.drop();
  }
}

await main();
