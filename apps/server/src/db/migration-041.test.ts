import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWallet } from '../wallet/ledger.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { loadMigrations, migrate } from './migrate.ts';

/**
 * Migration 041 on a database that already holds paid streams (a demo database of before): each
 * gets the fee tier priced at its fee in its host's currency, else the cheapest tier at its price.
 */
describe.each(DATABASE_KINDS)('migration 041 over paid streams of before on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    // back to an empty schema, then the migrations before 041 only
    const [row] = await t.db.query<{ schema: string }>('select current_schema() as schema');
    await t.db.exec(`drop schema "${row!.schema}" cascade; create schema "${row!.schema}"`);
    await migrate(
      t.db,
      loadMigrations().filter((m) => m.version < '041'),
    );
  }, 60_000);
  afterAll(() => t?.dispose());

  it('gives each paid stream its tier, and leaves free streams free', async () => {
    const streams: bigint[] = [];
    let n = 0;
    for (const [currency, feeMinor] of [
      ['VND', 10_000_000n],
      ['USD', 300n],
      ['EUR', 1_299n],
      ['CNY', null],
    ] as const) {
      n += 1;
      // written as the schema of before had it (the app's createMember knows later columns)
      const [member] = await t.db.query<{ id: bigint }>(
        `insert into members (user_name, nick_name, role, reg_currency, referral_code)
         values ($1, $1, 'anchor', $2, $3) returning id`,
        [`old_host_${n}`, currency, `OLDHOST${n}`],
      );
      const id = BigInt(member!.id);
      await openWallet(t.db, id, currency);
      await t.db.query('insert into presenters (member_id) values ($1)', [id]);
      const [stream] = await t.db.query<{ id: bigint }>(
        `insert into streams (presenter_id, title, status, room_id, start_time, is_fee, fee_minor)
         values ($1, 'Old', 1, $2, now(), $3, $4) returning id`,
        [id, `room-old-${n}`, feeMinor !== null, feeMinor],
      );
      streams.push(BigInt(stream!.id));
    }
    expect(await migrate(t.db)).toContain('041_gifts_and_room_fees');
    const rows = await t.db.query<{ fee_tier_id: number | null; fee_minor: bigint | null }>(
      'select fee_tier_id, fee_minor from streams where id = any($1::bigint[]) order by id',
      [streams],
    );
    expect(rows).toEqual([
      // 100,000.00 VND is tier 2's price in VND
      { fee_tier_id: 2, fee_minor: 10_000_000n },
      // 3.00 USD is no tier's: the cheapest, at its USD price
      { fee_tier_id: 1, fee_minor: 199n },
      // a currency the catalogue does not know is priced as USDT
      { fee_tier_id: 3, fee_minor: 1_299n },
      { fee_tier_id: null, fee_minor: null },
    ]);
  });
});
