import { describe, expect, it } from 'vitest';
import { loadMigrations } from '../db/migrate.ts';
import { DATABASE_KINDS, openTestDatabase } from './databases.ts';

describe.each(DATABASE_KINDS)('test databases on %s', (kind) => {
  it('lends a migrated database with nothing of the one lent before it', async () => {
    const first = await openTestDatabase(kind);
    await first.db.exec(`create table left_behind (n int); insert into left_behind values (1)`);
    await first.db.query(`insert into schema_migrations (version) values ('999_left_behind')`);
    if (kind === 'pglite') {
      await first.db.exec(`create schema stray; set statement_timeout = '12s'`);
    }
    await first.dispose();

    const second = await openTestDatabase(kind);
    try {
      const versions = await second.db.query<{ version: string }>(
        'select version from schema_migrations order by version',
      );
      expect(versions.map((v) => v.version)).toEqual(loadMigrations().map((m) => m.version));
      const [table] = await second.db.query<{ found: string | null }>(
        `select to_regclass('left_behind')::text as found`,
      );
      expect(table!.found).toBeNull();
      if (kind === 'pglite') {
        const schemas = await second.db.query(`select 1 from pg_namespace where nspname = 'stray'`);
        expect(schemas).toEqual([]);
        const [setting] = await second.db.query<{ value: string }>(
          `select current_setting('statement_timeout') as value`,
        );
        expect(setting!.value).toBe('0');
      }
    } finally {
      await second.dispose();
    }
  });

  it('refuses every call once given back', async () => {
    const t = await openTestDatabase(kind);
    await t.dispose();
    await expect(t.db.query('select 1')).rejects.toThrow(/given back/);
    await expect(t.db.exec('select 1')).rejects.toThrow(/given back/);
    await expect(t.db.transaction((tx) => tx.query('select 1'))).rejects.toThrow(/given back/);
    await t.dispose();
  });

  it('lends two databases held at once that do not see each other', async () => {
    const a = await openTestDatabase(kind);
    const b = await openTestDatabase(kind);
    try {
      await a.db.exec('create table only_in_a (n int)');
      const [found] = await b.db.query<{ found: string | null }>(
        `select to_regclass('only_in_a')::text as found`,
      );
      expect(found!.found).toBeNull();
    } finally {
      await b.dispose();
      await a.dispose();
    }
  });
});
