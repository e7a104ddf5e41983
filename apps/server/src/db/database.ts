import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** A row as the driver returns it. */
export type Row = Record<string, unknown>;

/** How a statement is sent. */
export interface QueryOptions {
  /**
   * Prepared once per connection and run by name after (PostgreSQL; PGlite ignores it): for a
   * hot statement whose text is one of a few, so the server neither parses nor plans it again.
   */
  prepare?: boolean;
}

/** What the server's code needs of a database: queries, and transactions that run as one. */
export interface Queryable {
  query<T extends Row = Row>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<T[]>;
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

/** What a listener is told besides the payloads (see `Database.listen`). */
export interface ListenOptions {
  /**
   * PostgreSQL: the listening connection was lost and has been made again. What was notified
   * meanwhile is lost: look again at what it would have told.
   */
  onReconnect?: () => void;
  /** A failure of the listening connection; it is made again `retryMs` later. */
  onError?: (error: unknown) => void;
  /** The wait before connecting again (ms; 2 s by default). */
  retryMs?: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` with the payload of each NOTIFY on `channel` (used as is, quoted), sent
   * by any statement of any connection — this process's included — once its transaction
   * commits. PostgreSQL listens on a connection of the listener's own, made again when it drops
   * (`onReconnect`); PGlite's one session hears the NOTIFYs of its own statements. Answers the
   * function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    options?: ListenOptions,
  ): Promise<() => Promise<void>>;
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

/**
 * The NOTIFY channel `name:<schema>` of the schema the database works in: what the triggers of
 * the migrations notify on (`pg_notify('name:' || current_schema(), …)`), so that two
 * deployments (or test schemas) in one PostgreSQL database do not hear each other.
 */
export async function schemaChannel(q: Queryable, name: string): Promise<string> {
  const [row] = await q.query<{ schema: string }>('select current_schema() as schema');
  return `${name}:${row!.schema}`;
}

/** A channel's name quoted for LISTEN; a name with a double quote is refused. */
function quotedChannel(channel: string): string {
  if (channel.includes('"') || channel === '')
    throw new RangeError(`not a channel name: ${channel}`);
  return `"${channel}"`;
}

const LISTEN_RETRY_MS = 2_000;

/**
 * One channel LISTENed to on a PostgreSQL connection of its own. When the connection drops it
 * connects again `retryMs` later (and again, until it succeeds or is stopped), then says so
 * (`onReconnect`), since what was notified meanwhile is lost.
 */
class PostgresListener {
  private client: pg.Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly options: ListenOptions,
  ) {}

  async connect(): Promise<void> {
    const client = new pg.Client(this.config);
    let lost = false;
    const end = () => {
      if (lost) return;
      lost = true;
      if (this.client !== client) return;
      this.client = null;
      this.reconnectLater();
    };
    client.on('error', (error) => {
      // a failure to connect is thrown by connect() instead
      if (this.client === client) this.options.onError?.(error);
      end();
    });
    client.on('end', end);
    client.on('notification', (n) => {
      if (n.channel === this.channel) this.onPayload(n.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${quotedChannel(this.channel)}`);
    } catch (error) {
      lost = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped || lost) {
      await client.end().catch(() => undefined);
      if (!this.stopped) throw new Error(`the connection listening on ${this.channel} ended`);
      return;
    }
    this.client = client;
  }

  private reconnectLater(): void {
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect().then(
        () => {
          if (!this.stopped) this.options.onReconnect?.();
        },
        (error: unknown) => {
          this.options.onError?.(error);
          this.reconnectLater();
        },
      );
    }, this.options.retryMs ?? LISTEN_RETRY_MS);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

/** The name a prepared statement goes by: its text's hash (the same text, the same statement). */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `tl_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
    if (statementNames.size >= 1_000) statementNames.clear();
    statementNames.set(sql, name);
  }
  return name;
}

/** A statement for pg: by name when it is to be prepared. */
function pgQuery(sql: string, params: readonly unknown[], options?: QueryOptions) {
  const values = params as unknown[];
  return options?.prepare ? { name: statementName(sql), text: sql, values } : { text: sql, values };
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

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
    options: ListenOptions = {},
  ): Promise<() => Promise<void>> {
    quotedChannel(channel);
    const listener = new PostgresListener(this.clientConfig, channel, onPayload, options);
    await listener.connect();
    return () => listener.stop();
  }

  async query<T extends Row>(
    sql: string,
    params: readonly unknown[] = [],
    options?: QueryOptions,
  ): Promise<T[]> {
    const result = await this.pool.query(pgQuery(sql, params, options));
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
        query: async <R extends Row>(
          sql: string,
          params: readonly unknown[] = [],
          options?: QueryOptions,
        ) => (await client.query(pgQuery(sql, params, options))).rows as R[],
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

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
  ): Promise<() => Promise<void>> {
    const quoted = quotedChannel(channel);
    await this.db.listen(quoted, onPayload);
    let listening = true;
    return async () => {
      if (!listening || this.db.closed) return;
      listening = false;
      // not the function listen() answers: it runs UNLISTEN with the name unquoted (0.5.16)
      await this.db.unlisten(quoted, onPayload);
    };
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
