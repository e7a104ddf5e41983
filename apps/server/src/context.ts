import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { OriginalsProvider } from './games/originals/provider.ts';
import type { GameFetch } from './games/protocol.ts';
import type { RateLimiter, RateLimits } from './http/rate-limit.ts';
import type { ProofOfWorkBotCheck } from './providers/bot-check.ts';
import type { PaymentsProvider } from './providers/payments.ts';
import type { SmsSender } from './providers/sms.ts';
import type { StreamLinks } from './services/live-matches.ts';
import type { SportsEngine } from './sports/engine.ts';
import type { SportsFeed } from './sports/feed.ts';
import type { SportsGate } from './sports/gate.ts';

/** What every handler works with: the settings, the database, the clock and the providers. */
export interface AppContext {
  readonly config: ServerConfig;
  readonly db: Database;
  /** Epoch milliseconds; tests move it to expire sessions and codes. */
  readonly now: () => number;
  readonly sms: SmsSender;
  /** The cashier's payments provider (ADR 020). */
  readonly payments: PaymentsProvider;
  readonly botCheck: ProofOfWorkBotCheck;
  readonly limiter: RateLimiter;
  readonly limits: RateLimits;
  /** Keys the hashes of short secrets (SMS codes) so a database copy does not reveal them. */
  readonly secret: string;
  /**
   * The seamless-wallet game provider as the operator sees it (ADR 019): its name and secret in
   * the signed calls, where its launch endpoint is, where the game client page lives, and how
   * the two sides reach each other (fetch; a test routes it to the app).
   */
  readonly games: {
    readonly providerName: string;
    readonly providerSecret: string;
    readonly providerUrl: () => string;
    readonly clientUrl: string;
    /** The operator's name in its launch calls. */
    readonly operatorName: string;
    readonly fetch: GameFetch;
  };
  /** The in-house provider ("Touchline Originals"), a separate party served beside the platform. */
  readonly originals: OriginalsProvider;
  /** Whether handler answers are checked against the contract (everywhere but production). */
  readonly checkResponses: boolean;
  /**
   * The sports feed, once the sports service has started (null before): the live calls read the
   * matches linked to streams from it.
   */
  readonly sports: {
    feed: SportsFeed | null;
    /** The bet engine: the live calls place a follower's bet through it (a push order's copy). */
    engine: SportsEngine | null;
    /** The matches a live stream presents (their "watch" links); told when a stream starts or ends. */
    links: StreamLinks | null;
    /**
     * Publishes an event of the realtime protocol to its topic's sockets on every instance (a
     * gift to its room, a pushed bet, a new balance); null until the socket is served.
     */
    publish: ((topic: string, data: unknown) => void) | null;
    /** What the sports calls' guard keeps of the maintenance notices; null until it is open. */
    gate: SportsGate | null;
  };
}
