import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, type ServerConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedCampaigns } from './campaigns/store.ts';
import { isEmpty, seedDemo } from './seed.ts';

export interface RunningServer {
  app: FastifyInstance;
  db: Database;
  config: ServerConfig;
  /** Where it listens: `http://127.0.0.1:8080`. */
  url: string;
  /** Stops taking requests, lets the running ones finish, then closes the database. */
  close(): Promise<void>;
}

/**
 * Starts the server from an environment: checks the settings (ConfigError when they are wrong),
 * opens the database (PGlite under DATA_DIR, or PostgreSQL at DATABASE_URL), applies the
 * migrations, seeds the demo on an empty database in demo mode only, and listens on HOST:PORT.
 */
export async function startServer(
  env: Record<string, string | undefined>,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<RunningServer> {
  const config = loadConfig(env);
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const applied = await migrate(db);
    // the catalogue's campaigns not stored yet (ADR 026): a restart adds, never moves or doubles
    const campaigns = await db.transaction((tx) => seedCampaigns(tx, Date.now()));
    // The demo's data before the app: the app's timers start with it, and the live demo's first
    // step makes its fans (members). On a busy machine that step came before the check, which
    // then found members and left a new database without the demo's accounts, banners and
    // popup ads (the e2e suites' "wrong user name or password" for demo, failing one CI run in
    // three at stop 41).
    const seeded = config.demo && (await isEmpty(db));
    if (seeded) await seedDemo(db);
    const app = await buildApp({
      config,
      db,
      logger: options.logger ?? { level: 'info', redact: ['req.headers.authorization'] },
    });
    if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
    if (campaigns.length > 0) app.log.info({ campaigns }, 'campaigns seeded');
    if (!config.demo && !config.SMS_GATEWAY_URL) {
      app.log.warn(
        'no SMS gateway is configured (SMS_GATEWAY_URL): phone login and registration fail',
      );
    }
    if (seeded) {
      app.log.info('demo data seeded: accounts demo/demo1234, host/host1234, admin/admin1234');
    }
    await app.listen({ host: config.HOST, port: config.PORT });
    await warmUp(app);
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    return {
      app,
      db,
      config,
      url,
      async close() {
        await app.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

/**
 * The home page, asked for once by the server itself before it says it is ready. A render's
 * first run loads the web render's lazy parts (the route's, the API clients) and the calls'
 * schemas, compiles all that code and makes the database's first reads: 1.7–2 s on this machine,
 * past the render's time limit, so the first visitor after a start was sent the page without its
 * HTML, and the browser fetched and drew it all (issue 16). Without a built web app it is a 404.
 */
async function warmUp(app: FastifyInstance): Promise<void> {
  try {
    await app.inject({ method: 'GET', url: '/' });
  } catch (error) {
    app.log.warn({ err: error }, 'the warm-up request failed');
  }
}
