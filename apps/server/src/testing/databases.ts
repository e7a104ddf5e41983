import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

/**
 * The databases the server suite runs on: embedded PGlite always, and PostgreSQL whenever
 * DATABASE_URL is set (each test file in a fresh schema of its own, dropped afterwards).
 */
export const DATABASE_KINDS: readonly ('pglite' | 'postgres')[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase {
  db: Database;
  dispose(): Promise<void>;
}

export async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
    return { db, dispose: () => db.close() };
  }
  const url = process.env.DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ databaseUrl: url, schema, poolSize: 20 });
  await migrate(db);
  return {
    db,
    async dispose() {
      await db.exec(`drop schema ${schema} cascade`);
      await db.close();
    },
  };
}
