import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** A row as the driver returns it. */
export type Row = Record<string, unknown>;

/** What the server's code needs of a database: queries, and transactions that run as one. */
export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * A connection of its own, outside the pool: what a session-level advisory lock and LISTEN need
 * (both end with the session).
 */
export interface DedicatedSession {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Called with each NOTIFY on a channel this session listens to. */
  onNotification(listener: (channel: string, payload: string) => void): void;
  /** Called once when the connection ends or fails (the session's locks are gone). */
  onEnd(listener: () => void): void;
  close(): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** A dedicated session on PostgreSQL; null on PGlite (one process, one connection). */
  dedicatedSession(): Promise<DedicatedSession | null>;
  close(): Promise<void>;
}

/** Whether a statement failed on a unique key (an idempotency key or a name taken by a racing request). */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505'
  );
}

// bigint columns come back as JavaScript bigints from both drivers, so money stays exact.
pg.types.setTypeParser(20, (value: string) => BigInt(value));

class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  constructor(
    private readonly pool: pg.Pool,
    private readonly clientConfig: pg.ClientConfig,
  ) {}

  async dedicatedSession(): Promise<DedicatedSession> {
    const client = new pg.Client(this.clientConfig);
    const ended: (() => void)[] = [];
    let done = false;
    const end = () => {
      if (done) return;
      done = true;
      for (const listener of ended) listener();
    };
    client.on('error', end);
    client.on('end', end);
    await client.connect();
    return {
      query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
        (await client.query(sql, params as unknown[])).rows as T[],
      onNotification: (listener) =>
        client.on('notification', (n) => listener(n.channel, n.payload ?? '')),
      onEnd: (listener) => void ended.push(listener),
      close: async () => {
        await client.end().catch(() => undefined);
        end();
      },
    };
  }

  async query<T extends Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const result = await this.pool.query(sql, params as unknown[]);
    return result.rows as T[];
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const tx: Queryable = {
        query: async <R extends Row>(sql: string, params: readonly unknown[] = []) =>
          (await client.query(sql, params as unknown[])).rows as R[],
        exec: async (sql: string) => void (await client.query(sql)),
      };
      const result = await work(tx);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  constructor(private readonly db: PGlite) {}

  async dedicatedSession(): Promise<null> {
    return null;
  }

  async query<T extends Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    // PGlite has one connection: a plain query waits for any running transaction to finish.
    const result = await this.db.query<T>(sql, params as unknown[]);
    return result.rows;
  }

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.db.transaction(async (t) =>
      work({
        query: async <R extends Row>(sql: string, params: readonly unknown[] = []) =>
          (await t.query<R>(sql, params as unknown[])).rows,
        exec: async (sql: string) => void (await t.exec(sql)),
      }),
    );
  }

  async close(): Promise<void> {
    await this.db.close();
  }
}

/**
 * PostgreSQL when `databaseUrl` is given, else embedded PGlite with its files under `dataDir`
 * (or in memory when `dataDir` is `memory://`).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string;
  poolSize?: number;
  /** A PostgreSQL schema to work in (created when missing); tests use one each. */
  schema?: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    const { schema } = options;
    if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
      throw new RangeError(`not a plain schema name: ${schema}`);
    }
    if (schema) {
      const admin = new pg.Client({ connectionString: options.databaseUrl });
      await admin.connect();
      await admin.query(`create schema if not exists ${schema}`);
      await admin.end();
    }
    const clientConfig: pg.ClientConfig = {
      connectionString: options.databaseUrl,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    };
    const pool = new pg.Pool({ ...clientConfig, max: options.poolSize ?? 10 });
    await pool.query('select 1');
    return new PostgresDatabase(pool, clientConfig);
  }
  const dataDir = options.dataDir ?? './data';
  // bigint (int8) as a JavaScript bigint, as pg does above
  const parsers = { 20: (value: string) => BigInt(value) };
  if (dataDir.startsWith('memory://')) return new PgliteDatabase(await PGlite.create({ parsers }));
  const dir = path.resolve(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return new PgliteDatabase(await PGlite.create(dir, { parsers }));
}
