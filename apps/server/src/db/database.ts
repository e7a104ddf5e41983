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
   * commits. PostgreSQL listens on one connection of the database's own for all its listeners,
   * made again when it drops (`onReconnect`); PGlite's one session hears the NOTIFYs of its own statements. Answers the
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

/** One `Database.listen` call on PostgreSQL. */
interface Subscription {
  channel: string;
  onPayload: (payload: string) => void;
  options: ListenOptions;
}

/**
 * Every LISTEN of one database on one PostgreSQL connection of its own, whatever the number of
 * channels and listeners (the sessions, the maintenance notices and the realtime bus each had a
 * connection before). A channel is LISTENed to while anyone listens to it, and the connection is
 * open while anyone listens at all. When it drops, it is made again `retryMs` later (the
 * shortest any listener asked for) and again until it succeeds, every channel is LISTENed to
 * again, and each listener that was listening when it dropped is told (`onReconnect`): what was
 * notified meanwhile is lost. Connects, LISTENs and UNLISTENs run one at a time.
 */
class PostgresListeners {
  private client: pg.Client | null = null;
  private readonly byChannel = new Map<string, Set<Subscription>>();
  /** The channels LISTENed to on the current connection. */
  private listening = new Set<string>();
  /** Listeners that were listening when the connection dropped, until it is made again. */
  private readonly behind = new Set<Subscription>();
  private retry: NodeJS.Timeout | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly config: pg.ClientConfig) {}

  async listen(subscription: Subscription): Promise<() => Promise<void>> {
    const { channel } = subscription;
    let subscribers = this.byChannel.get(channel);
    if (!subscribers) this.byChannel.set(channel, (subscribers = new Set()));
    subscribers.add(subscription);
    try {
      await this.serially(async () => {
        if (!this.client) {
          // not waiting for a retry that is due: the caller is told now whether it listens
          this.cancelRetry();
          await this.connect();
        } else if (!this.listening.has(channel)) {
          await this.client.query(`listen ${quotedChannel(channel)}`);
          this.listening.add(channel);
        }
      });
    } catch (error) {
      this.forget(subscription);
      // the others still need the connection that failed
      this.reconnectLater();
      throw error;
    }
    let stopped = false;
    return async () => {
      if (stopped) return;
      stopped = true;
      this.forget(subscription);
      await this.serially(() => this.tidy(channel));
    };
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private forget(subscription: Subscription): void {
    const subscribers = this.byChannel.get(subscription.channel);
    subscribers?.delete(subscription);
    if (subscribers?.size === 0) this.byChannel.delete(subscription.channel);
    this.behind.delete(subscription);
  }

  private everyone(): Subscription[] {
    return [...this.byChannel.values()].flatMap((subscribers) => [...subscribers]);
  }

  /** UNLISTENs a channel no one listens to any more, and closes a connection no one needs. */
  private async tidy(channel: string): Promise<void> {
    const client = this.client;
    if (this.byChannel.size === 0) {
      this.cancelRetry();
      this.client = null;
      this.listening.clear();
      await client?.end().catch(() => undefined);
      return;
    }
    if (client && !this.byChannel.has(channel) && this.listening.has(channel)) {
      this.listening.delete(channel);
      // a connection that fails here is made again by its own handlers
      await client.query(`unlisten ${quotedChannel(channel)}`).catch(() => undefined);
    }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.config);
    let lost = false;
    const end = (error?: unknown) => {
      if (lost) return;
      lost = true;
      // a failure to connect is thrown by connect() instead
      if (this.client !== client) return;
      this.client = null;
      this.listening.clear();
      const listeners = this.everyone();
      for (const subscription of listeners) this.behind.add(subscription);
      if (error !== undefined)
        for (const subscription of listeners) subscription.options.onError?.(error);
      this.reconnectLater();
    };
    client.on('error', (error) => end(error));
    client.on('end', () => end());
    client.on('notification', (n) => {
      const subscribers = this.byChannel.get(n.channel);
      if (!subscribers) return;
      for (const subscription of [...subscribers]) subscription.onPayload(n.payload ?? '');
    });
    const channels = [...this.byChannel.keys()];
    try {
      await client.connect();
      for (const channel of channels) await client.query(`listen ${quotedChannel(channel)}`);
    } catch (error) {
      lost = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    if (lost) {
      await client.end().catch(() => undefined);
      throw new Error(`the connection listening on ${channels.join(', ')} ended`);
    }
    this.client = client;
    this.listening = new Set(channels);
    const told = [...this.behind];
    this.behind.clear();
    for (const subscription of told) subscription.options.onReconnect?.();
  }

  private reconnectLater(): void {
    const listeners = this.everyone();
    if (this.retry || this.client || listeners.length === 0) return;
    const wait = Math.min(...listeners.map((s) => s.options.retryMs ?? LISTEN_RETRY_MS));
    this.retry = setTimeout(() => {
      this.retry = null;
      this.serially(async () => {
        if (!this.client && this.byChannel.size > 0) await this.connect();
      }).catch((error: unknown) => {
        for (const subscription of this.everyone()) subscription.options.onError?.(error);
        this.reconnectLater();
      });
    }, wait);
    this.retry.unref();
  }

  private cancelRetry(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
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
  private readonly listeners: PostgresListeners;
  constructor(
    private readonly pool: pg.Pool,
    private readonly clientConfig: pg.ClientConfig,
  ) {
    this.listeners = new PostgresListeners(clientConfig);
  }

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
    return this.listeners.listen({ channel, onPayload, options });
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
