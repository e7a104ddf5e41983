import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Serialises migrations across instances starting together (any 64-bit number of ours). */
const MIGRATION_LOCK = 7_315_001;

export interface Migration {
  version: string;
  sql: string;
}

/** The numbered `.sql` files of the migrations folder, in order. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({
      version: f.replace(/\.sql$/, ''),
      sql: readFileSync(path.join(dir, f), 'utf8'),
    }));
}

/** Applies the migrations not yet applied, each in its own transaction; returns their versions. */
export async function migrate(
  db: Database,
  migrations: Migration[] = loadMigrations(),
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      `create table if not exists schema_migrations (
         version text primary key,
         applied_at timestamptz not null default now()
       )`,
    );
    const done = new Set(
      (await tx.query<{ version: string }>('select version from schema_migrations')).map(
        (r) => r.version,
      ),
    );
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (version) values ($1)', [m.version]);
      applied.push(m.version);
    }
    return applied;
  });
}
