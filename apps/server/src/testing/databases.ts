import { randomBytes } from 'node:crypto';
import {
  openDatabase,
  type Database,
  type DedicatedSession,
  type ListenOptions,
  type Queryable,
  type QueryOptions,
} from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

/**
 * The databases the server suite runs on: embedded PGlite always, and PostgreSQL whenever
 * DATABASE_URL is set.
 */
export const DATABASE_KINDS: readonly ('pglite' | 'postgres')[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase {
  db: Database;
  /** Gives the database back; the handle refuses every later call. */
  dispose(): Promise<void>;
}

/**
 * A database started once per vitest worker and lent to one test database after another (the
 * server project runs with `isolate: false`, so this module, and the pool below, lives as long
 * as the worker and serves every file it runs). A PGlite start is seconds of WebAssembly and
 * initdb; a clean schema is a fraction of that.
 */
interface Slot {
  kind: DatabaseKind;
  db: Database;
  /** PostgreSQL: the schema its connections work in (their search_path), one per slot. */
  schema: string | null;
}

const idle: Record<DatabaseKind, Slot[]> = { pglite: [], postgres: [] };
/** Tells this worker's PostgreSQL schemas from another worker's or another run's. */
const WORKER = randomBytes(4).toString('hex');
let slots = 0;

async function startSlot(kind: DatabaseKind): Promise<Slot> {
  if (kind === 'pglite') {
    return { kind, db: await openDatabase({ dataDir: 'memory://' }), schema: null };
  }
  slots += 1;
  const schema = `t_${WORKER}_${slots}`;
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, schema, poolSize: 20 });
  return { kind, db, schema };
}

/**
 * Brings a slot to the state of a freshly started, freshly migrated database: every schema of
 * ours dropped, and the session's settings, temporary tables and advisory locks let go (PGlite
 * has one session for everything; PostgreSQL's pooled sessions keep none between calls).
 */
async function clean(slot: Slot): Promise<void> {
  if (slot.kind === 'pglite') {
    const schemas = await slot.db.query<{ name: string }>(
      `select nspname as name from pg_namespace
        where nspname not like 'pg\\_%' and nspname <> 'information_schema'`,
    );
    await slot.db.exec(
      [
        'reset all',
        'discard temp',
        'select pg_advisory_unlock_all()',
        ...schemas.map((s) => `drop schema "${s.name}" cascade`),
        'create schema public',
      ].join(';\n'),
    );
  } else {
    await slot.db.exec(
      `drop schema if exists ${slot.schema} cascade; create schema ${slot.schema}`,
    );
  }
  await migrate(slot.db);
}

/**
 * A migrated database of the given kind with nothing in it, and nothing of any other test file:
 * PGlite in memory, or a schema of its own in the DATABASE_URL database. It is lent from the
 * worker's pool (started when the pool has none free: a file holding two at once gets two) and
 * cleaned before it is lent; `dispose` gives it back (PostgreSQL: its schema is dropped).
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  let slot = idle[kind].pop();
  if (slot) {
    try {
      await clean(slot);
    } catch {
      // something left it unusable (closed, broken): start another
      await slot.db.close().catch(() => undefined);
      slot = undefined;
    }
  }
  if (!slot) {
    slot = await startSlot(kind);
    await clean(slot);
  }
  const lent = new LentDatabase(slot);
  return { db: lent, dispose: () => lent.close() };
}

/**
 * A second connection pool on a lent PostgreSQL database (its own schema), as a second server
 * instance on the same database would have: for the tests of several instances. Close it before
 * the lent database is given back.
 */
export async function openSecondPool(t: TestDatabase): Promise<Database> {
  const [row] = await t.db.query<{ schema: string }>('select current_schema() as schema');
  return openDatabase({ databaseUrl: process.env.DATABASE_URL, schema: row!.schema, poolSize: 5 });
}

/**
 * The handle a test gets: every call goes to the pooled database, until it is given back; after
 * that, calls fail as they would on a closed database, so work a test file leaves running cannot
 * reach the next file's data.
 */
class LentDatabase implements Database {
  readonly kind: DatabaseKind;
  #slot: Slot | null;

  constructor(slot: Slot) {
    this.kind = slot.kind;
    this.#slot = slot;
  }

  #db(): Database {
    if (!this.#slot) throw new Error('this test database was given back (disposed)');
    return this.#slot.db;
  }

  async query<T extends Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<T[]> {
    return this.#db().query<T>(sql, params, options);
  }

  async exec(sql: string): Promise<void> {
    return this.#db().exec(sql);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.#db().transaction(work);
  }

  async dedicatedSession(): Promise<DedicatedSession | null> {
    return this.#db().dedicatedSession();
  }

  /** What listens through this handle; stopped when it is given back. */
  readonly #listening = new Set<() => Promise<void>>();

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
    options?: ListenOptions,
  ): Promise<() => Promise<void>> {
    const unlisten = await this.#db().listen(channel, onPayload, options);
    const stop = async () => {
      if (this.#listening.delete(stop)) await unlisten();
    };
    this.#listening.add(stop);
    return stop;
  }

  async close(): Promise<void> {
    const slot = this.#slot;
    if (!slot) return;
    for (const stop of [...this.#listening]) await stop().catch(() => undefined);
    this.#slot = null;
    if (slot.schema) {
      // nothing of a test file stays in the shared PostgreSQL database
      try {
        await slot.db.exec(`drop schema if exists ${slot.schema} cascade`);
      } catch {
        await slot.db.close().catch(() => undefined);
        return;
      }
    }
    idle[slot.kind].push(slot);
  }
}
