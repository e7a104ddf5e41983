import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { loadMigrations, migrate } from './migrate.ts';

/**
 * Migration 056 on a database that already holds VIP call-back requests whose note carries the
 * page's tag (what the web app sent before the request named its service): each gets the
 * service of its tag and keeps the member's own words.
 */
describe.each(DATABASE_KINDS)('migration 056 over tagged call-back requests on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    const [row] = await t.db.query<{ schema: string }>('select current_schema() as schema');
    await t.db.exec(`drop schema "${row!.schema}" cascade; create schema "${row!.schema}"`);
    await migrate(
      t.db,
      loadMigrations().filter((m) => m.version < '056'),
    );
  }, 60_000);
  afterAll(() => t?.dispose());

  it('takes each request’s service from its tag and leaves the note without it', async () => {
    const notes = [
      '[vipYacht] A weekend for six',
      '[vipBusinessGirl]',
      '[vipDedicatedManager] about my limits',
      'no tag at all',
      null,
    ];
    const ids: bigint[] = [];
    for (const [n, note] of notes.entries()) {
      const [member] = await t.db.query<{ id: bigint }>(
        `insert into members (user_name, nick_name, role, reg_currency, referral_code)
         values ($1, $1, 'member', 'VND', $2) returning id`,
        [`old_vip_${n}`, `OLDVIP${n}`],
      );
      const [request] = await t.db.query<{ id: bigint }>(
        `insert into vip_callbacks (member_id, mobile_area, mobile, note)
         values ($1, '84', '0912345678', $2) returning id`,
        [member!.id, note],
      );
      ids.push(BigInt(request!.id));
    }
    expect(await migrate(t.db)).toContain('056_vip_callback_service');
    const rows = await t.db.query<{ service: string; note: string | null }>(
      'select service, note from vip_callbacks where id = any($1::bigint[]) order by id',
      [ids],
    );
    expect(rows).toEqual([
      { service: 'yacht', note: 'A weekend for six' },
      { service: 'businessHospitality', note: null },
      { service: 'dedicatedManager', note: 'about my limits' },
      { service: 'dedicatedManager', note: 'no tag at all' },
      { service: 'dedicatedManager', note: null },
    ]);
  });
});
