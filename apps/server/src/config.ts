import { z } from 'zod';

/**
 * The server's settings, read once from the environment and checked: a bad value stops the
 * start with a message naming the variable, rather than failing later under load.
 */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// address')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * The site's public address (`https://touchline.example`): invitation links and the
     * sportsbook config point there, the CSP names its socket origin, and HSTS is sent when it is
     * https. Required in production; unset (development), they follow a Host naming this machine
     * (a loopback name or HOST), else `http://localhost:PORT` — never another request's Host.
     */
    PUBLIC_URL: z
      .string()
      .regex(/^https?:\/\/[^/\s]+$/, 'must be an http(s):// origin without a path')
      .optional(),
    /**
     * Origins images may also come from besides this site (an operator's image CDN), separated by
     * commas: `https://cdn.example, https://img.example`. They join the CSP's img-src.
     */
    ASSET_ORIGINS: z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((origin) => origin.trim())
          .filter((origin) => origin !== ''),
      )
      .pipe(
        z.array(
          z.string().regex(/^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'must be https:// origins'),
        ),
      )
      .optional(),
    /** The built web app the server serves; apps/web/dist by default. */
    WEB_DIST: z.string().min(1).optional(),
    /** Proof-of-work difficulty of the bot check, in leading zero bits. */
    BOT_CHECK_DIFFICULTY: z.coerce.number().int().min(1).max(32).default(16),
    /**
     * The SMS gateway: codes are POSTed there as `{ to, text }`. Without one, demo mode prints
     * codes to the console and production cannot send any (phone login and registration fail).
     */
    SMS_GATEWAY_URL: z
      .string()
      .regex(/^https?:\/\/\S+$/, 'must be an http(s):// address')
      .optional(),
    /** Sent to the gateway as `Authorization: Bearer …`. */
    SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
    /**
     * The payments provider behind the cashier (ADR 020). `demo` (the default outside
     * production) completes every deposit and withdrawal at once; it is refused in production,
     * where the cashier refuses deposits and withdrawals until a real provider is configured.
     */
    PAYMENTS_PROVIDER: z.enum(['demo']).optional(),
    /**
     * Connections one client address may hold at once (sockets included); more are answered
     * 429 and closed. 0 for no cap — behind a reverse proxy every client has the proxy's address,
     * and the proxy caps them.
     */
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(64),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// address')
      .optional(),
    /**
     * The playback lines of a live stream, in order of preference, separated by commas: address
     * templates naming the stream by `{roomId}` (the name the host pushes under) or `{streamId}`,
     * e.g. `https://cdn1.example/live/{roomId}/index.m3u8, https://cdn2.example/live/{roomId}.m3u8`
     * for a media server such as MediaMTX or SRS behind a CDN (docs/live-video.md). Unset, the
     * server's own demo origin plays its bundled clip on two lines.
     */
    LIVE_VIDEO_LINES: z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((line) => line.trim())
          .filter((line) => line !== ''),
      )
      .pipe(
        z
          .array(
            z
              .string()
              .regex(
                /^(https:\/\/[a-z0-9.-]+(:\d{1,5})?)?\/\S*\{(roomId|streamId)\}\S*$/i,
                'must be https:// addresses (or paths of this site) naming {roomId} or {streamId}',
              ),
          )
          .min(1)
          .max(5),
      )
      .optional(),
    /**
     * The game provider of the seamless wallet (ADR 019): where its launch endpoint lives, the
     * secret both sides sign their calls with, and its name in those calls. Unset, the in-house
     * provider ("Touchline Originals") of this server answers at this server's own address; a
     * licensed aggregator replaces it by setting these.
     */
    GAME_PROVIDER_URL: z
      .string()
      .regex(/^https?:\/\/[^/\s]+(\/\S*)?$/, 'must be an http(s):// address')
      .optional(),
    GAME_PROVIDER_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    GAME_PROVIDER_NAME: z
      .string()
      .regex(/^[a-z][a-z0-9-]{1,31}$/, 'must be a lower-case name')
      .default('touchline-originals'),
    /**
     * Where the in-house provider calls the operator's seamless endpoints; this server's own
     * address by default.
     */
    GAME_OPERATOR_URL: z
      .string()
      .regex(/^https?:\/\/[^/\s]+(\/\S*)?$/, 'must be an http(s):// address')
      .optional(),
    /** Where the game client page lives (the launch URL opens it); same-origin `/play` by default. */
    GAME_CLIENT_URL: z
      .string()
      .regex(/^(https?:\/\/[^/\s]+)?\/\S*$/, 'must be an http(s):// address or a path of this site')
      .default('/play'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (!env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'is required in production',
      });
    }
    if (!env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production',
      });
    }
    if (!env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          "is required in production (the site's public origin, e.g. https://touchline.example): " +
          'invitation links and the sportsbook config are built from it, never from a request',
      });
    }
    if (env.PAYMENTS_PROVIDER === 'demo') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_PROVIDER'],
        message: 'cannot be demo in production (the demo provider pays in money nobody paid)',
      });
    }
    if (!env.GAME_PROVIDER_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['GAME_PROVIDER_SECRET'],
        message: 'is required in production (the game provider signs its wallet calls with it)',
      });
    }
  });

export type ServerConfig = z.infer<typeof schema> & {
  /** Demo data and accounts are seeded only outside production. */
  demo: boolean;
};

/** The game provider's secret outside production when none is set: known, so never for money. */
export const DEV_GAME_PROVIDER_SECRET = 'touchline-dev-game-provider-secret-not-for-production';

/** This server's own address, for the in-process game provider and operator to call each other. */
export function ownAddress(config: Pick<ServerConfig, 'HOST' | 'PORT'>): string {
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads the settings from an environment (process.env by default); throws ConfigError. */
export function loadConfig(env: Record<string, string | undefined>): ServerConfig {
  const blank = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = schema.safeParse(blank);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new ConfigError(`invalid server settings: ${problems.join('; ')}`);
  }
  return { ...result.data, demo: result.data.NODE_ENV !== 'production' };
}
