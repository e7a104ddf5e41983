import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEV_GAME_PROVIDER_SECRET, ownAddress, type ServerConfig } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/database.ts';
import {
  DEFAULT_CONNECTION_LIMITS,
  connectionLimitedServer,
  type ConnectionLimits,
} from './http/connections.ts';
import { OriginalsProvider, registerOriginals } from './games/originals/provider.ts';
import type { GameFetch } from './games/protocol.ts';
import { registerSeamless } from './games/seamless.ts';
import { registerCompression } from './http/compression.ts';
import { answerFrameworkError, clientErrorAnswerer, registerErrorHandler } from './http/errors.ts';
import { safeLogger } from './http/logging.ts';
import { Redis } from 'ioredis';
import {
  DatabaseRateStore,
  DEFAULT_RATE_LIMITS,
  RateLimiter,
  RedisRateStore,
  type RateLimits,
  type RateStore,
} from './http/rate-limit.ts';
import { registerMultipart } from './http/multipart.ts';
import { registerCalls, type PlatformHandlers } from './http/routes.ts';
import { registerSecurityHeaders, securityHeaders } from './http/security.ts';
import { loadPageRenderer } from './http/page-render.ts';
import { fromOwnPages, readSessionCookie, sessionCookieOf } from './http/session-cookie.ts';
import { registerWebApp } from './http/web-app.ts';
import { firstHomeBannerImage } from './services/games.ts';
import { ProofOfWorkBotCheck } from './providers/bot-check.ts';
import { paymentsProviderFor, type PaymentsProvider } from './providers/payments.ts';
import { smsSenderFor, type SmsSender } from './providers/sms.ts';
import { platformHandlers } from './services/index.ts';
import { registerMedia } from './services/media.ts';
import { registerHlsOrigin, videoOrigins } from './services/video.ts';
import { randomText } from './random.ts';
import { registerSports, type SportsOptions } from './sports/service.ts';

/** The built web app beside this server in the workspace: apps/web/dist. */
export const DEFAULT_WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);

/** Request bodies are small JSON objects; anything bigger is refused with a 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildOptions {
  config: ServerConfig;
  /** A migrated database. */
  db: Database;
  now?: () => number;
  sms?: SmsSender;
  /** The cashier's payments provider; the one the settings ask for by default. */
  payments?: PaymentsProvider;
  botCheck?: ProofOfWorkBotCheck;
  limits?: RateLimits;
  /** Where rate limits are counted; in Redis with `REDIS_URL`, else in the database. */
  rateStore?: RateStore;
  /** The built web app to serve; null serves the APIs only. Default: apps/web/dist. */
  webDist?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Handlers to register instead of the platform's (tests of the routing itself). */
  handlers?: PlatformHandlers;
  /** The sports service's feed and engine settings. */
  sports?: SportsOptions;
  /** Timeouts and the per-address connection cap, over the defaults and MAX_CONNECTIONS_PER_ADDRESS. */
  connections?: Partial<ConnectionLimits>;
  /**
   * How the operator and the game provider call each other over HTTP; the global fetch by
   * default (tests route it to the app itself).
   */
  gameFetch?: GameFetch;
}

/** The Fastify app with every implemented call, the web app and the error handling; not listening. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const now = options.now ?? Date.now;
  // several instances share their counts through Redis when it is configured
  let redisStore: RedisRateStore | null = null;
  if (!options.rateStore && config.REDIS_URL) {
    const redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await redis.connect();
    redisStore = new RedisRateStore(redis, now);
  }
  // counts outlive a restart and are shared by the instances on the database (issue 14)
  const limiter = new RateLimiter(
    now,
    options.rateStore ?? redisStore ?? new DatabaseRateStore(db, now),
  );
  // without a configured secret (demo), codes hashed before a restart simply stop matching
  const secret = config.SESSION_SECRET ?? randomBytes(32).toString('hex');
  const gameSecret =
    config.GAME_PROVIDER_SECRET ??
    (config.NODE_ENV === 'production' ? null : DEV_GAME_PROVIDER_SECRET);
  if (gameSecret === null) throw new Error('GAME_PROVIDER_SECRET is required in production');
  const gameFetch: GameFetch = options.gameFetch ?? ((url, init) => fetch(url, init));
  // this server's own address once it listens (the in-house provider and operator call it)
  let selfUrl = () => ownAddress(config);
  const operatorName = 'touchline';
  const context: AppContext = {
    config,
    db,
    now,
    sms: options.sms ?? smsSenderFor(config),
    payments: options.payments ?? paymentsProviderFor(config),
    // signed challenges and tokens, spent once in the shared counters: any instance checks them
    botCheck:
      options.botCheck ??
      new ProofOfWorkBotCheck({
        now,
        difficulty: config.BOT_CHECK_DIFFICULTY,
        secret,
        uses: limiter,
      }),
    limiter,
    limits: options.limits ?? DEFAULT_RATE_LIMITS,
    secret,
    checkResponses: config.NODE_ENV !== 'production',
    games: {
      providerName: config.GAME_PROVIDER_NAME,
      providerSecret: gameSecret,
      providerUrl: () => config.GAME_PROVIDER_URL ?? selfUrl(),
      clientUrl: config.GAME_CLIENT_URL.replace(/\/+$/, ''),
      operatorName,
      fetch: gameFetch,
    },
    originals: new OriginalsProvider({
      db,
      now,
      name: config.GAME_PROVIDER_NAME,
      secret: gameSecret,
      operatorUrl: () => config.GAME_OPERATOR_URL ?? selfUrl(),
      fetch: gameFetch,
    }),
    sports: { feed: null, engine: null, links: null, publish: null, gate: null },
  };

  const limits: ConnectionLimits = {
    ...DEFAULT_CONNECTION_LIMITS,
    perAddress: config.MAX_CONNECTIONS_PER_ADDRESS,
    ...options.connections,
  };
  const security = {
    publicUrl: config.PUBLIC_URL,
    assetOrigins: config.ASSET_ORIGINS,
    videoOrigins: videoOrigins(config),
  };
  const headers = securityHeaders(security);
  const fastify = Fastify({
    logger: safeLogger(options.logger),
    // slow clients: the whole request within 30 s, its headers within 10 s, a cap per address
    serverFactory: connectionLimitedServer(limits, headers),
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    clientErrorHandler: clientErrorAnswerer(headers),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: false,
    requestIdHeader: false,
    genReqId: () => randomText(8, 'hex'),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
  });
  // JSON only: a text or form body is answered 415 (multipart comes with the calls that use it)
  fastify.removeContentTypeParser('text/plain');
  registerSecurityHeaders(fastify, security);
  registerErrorHandler(fastify);
  // before the routes: it applies to the routes registered after it
  await registerCompression(fastify);
  await registerMultipart(fastify);
  registerMedia(fastify, context);
  registerHlsOrigin(fastify, context);
  registerCalls(fastify, context, options.handlers ?? platformHandlers);
  selfUrl = () => {
    const address = fastify.server.address();
    if (!address || typeof address === 'string') return ownAddress(config);
    const host =
      address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
    return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  };
  await registerSeamless(fastify, context);
  await registerOriginals(
    fastify,
    context.originals,
    { name: operatorName, secret: gameSecret },
    now,
  );
  await registerSports(fastify, context, options.sports);
  const webDist =
    options.webDist === undefined ? (config.WEB_DIST ?? DEFAULT_WEB_DIST) : options.webDist;
  const sessionCookie = sessionCookieOf(config);
  await registerWebApp(
    fastify,
    webDist,
    // source maps stay out of the served site in production, even when a build made them
    {
      sourceMaps: config.NODE_ENV !== 'production',
      // the home page's largest element is its first banner
      lcpImage: async (pathname) => (pathname === '/' ? firstHomeBannerImage(db, now()) : null),
      renderPage: await loadPageRenderer(fastify, webDist, () => selfUrl()),
      isMember: (request) => readSessionCookie(sessionCookie, request.headers) !== null,
      fromOwnPages: (request) => fromOwnPages(config, request.headers),
    },
  );
  if (redisStore) {
    const store = redisStore;
    fastify.addHook('onClose', () => store.close());
  }
  fastify.decorate('touchline', context);
  return fastify;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's context (database, clock, providers) for tests and the main module. */
    touchline: AppContext;
  }
}
