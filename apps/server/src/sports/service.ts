import { eventMessage, topics, type BALANCE_CHANGE_REASONS } from '@touchline/api/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { money, saveSetting, setting } from '../services/common.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { SportsEngine, type EngineOptions } from './engine.ts';
import type { FeedUpdate, SportsFeed } from './feed.ts';
import { RealtimeHub, balanceKey, registerRealtimeSocket } from './realtime.ts';
import { registerSportsCalls } from './routes.ts';
import { SimulatedFeed, type SimulatedFeedOptions } from './simulated-feed.ts';
import { matchStatusOf } from './views.ts';

type BalanceChangeReason = (typeof BALANCE_CHANGE_REASONS)[number];

export interface SportsOptions extends EngineOptions {
  /** A feed to use instead of the simulated one (a provider's adapter, or a test's). */
  feed?: SportsFeed;
  /** The simulated feed's settings; FEED_SEED and FEED_SPEED of the environment by default. */
  simulation?: Partial<Omit<SimulatedFeedOptions, 'now'>>;
  /** Advance the feed every this many ms (0: only when `step` is called, as tests do). */
  tickMs?: number;
  /** Pub/sub through Redis when set (several server instances). */
  redisUrl?: string;
}

/** The sports service of this server: the feed, the betting engine and their realtime topics. */
export class SportsService {
  private queue: FeedUpdate[] = [];
  private running: Promise<void> = Promise.resolve();

  constructor(
    readonly app: AppContext,
    readonly feed: SportsFeed,
    readonly engine: SportsEngine,
    readonly hub: RealtimeHub,
  ) {
    feed.subscribe((update) => {
      this.publish(update);
      this.queue.push(update);
    });
    engine.onBalance = (memberId, reason) => void this.publishBalance(memberId, reason);
  }

  /** Publishes a feed update on its match's topics. */
  private publish(update: FeedUpdate): void {
    const match = this.feed.match(update.matchId);
    if (!match) return;
    if (update.kind === 'odds') {
      const topic = topics.matchOdds(match.id);
      if (this.hub.subscriberCount(topic) === 0 || update.markets.length === 0) return;
      const event = eventMessage(topic, {
        matchId: match.id,
        markets: update.markets.map((m) => ({
          id: m.id,
          status: m.status,
          selections: m.selections.map((s) => ({ id: s.id, price: s.price, status: s.status })),
        })),
        at: update.at,
      });
      this.hub.publish(topic, event.data);
      return;
    }
    const topic = topics.matchScore(match.id);
    if (this.hub.subscriberCount(topic) === 0) return;
    const { phase, score, periodScores, period, elapsed } = match.progress;
    const timed = match.model.profile.model === 'goals' || match.model.profile.model === 'points';
    const event = eventMessage(topic, {
      matchId: match.id,
      ms: matchStatusOf(match),
      mc: phase === 'live' ? { pe: period, s: timed ? Math.floor(elapsed) : null } : null,
      scores:
        phase === 'upcoming'
          ? []
          : [
              { score: `${score.h}:${score.a}`, pe: null },
              ...periodScores.map((p, i) => ({ score: `${p.h}:${p.a}`, pe: i + 1 })),
            ],
      at: update.at,
    });
    this.hub.publish(topic, event.data);
  }

  private async publishBalance(memberId: bigint, reason: BalanceChangeReason): Promise<void> {
    const key = balanceKey(memberId);
    if (this.hub.subscriberCount(key) === 0) return;
    const wallet = await balanceOf(this.app.db, memberId);
    if (!wallet) return;
    this.hub.publish(key, {
      memberWallet: money(wallet.balanceMinor),
      currency: wallet.currency,
      reason,
      changedAt: this.app.now(),
    });
  }

  /**
   * Moves the feed to the app's clock and does what follows, in order: settlement, reserve
   * triggers, in-play acceptance, reserve expiry. Steps never overlap.
   */
  step(): Promise<void> {
    const next = this.running.then(async () => {
      this.feed.advance(this.app.now());
      const updates = this.queue;
      this.queue = [];
      for (const update of updates) await this.engine.handle(update);
      await this.engine.tick();
    });
    this.running = next.catch(() => undefined);
    return next;
  }
}

/** Where the simulated feed records its seed and the moment it began. */
const FEED_SETTING = 'sportsFeed';

/**
 * A feed made on first use: the simulated one takes a moment to lay out every sport, which an
 * app that never serves a sports call (most platform tests) should not pay for.
 */
export function lazyFeed(make: () => SportsFeed): SportsFeed {
  let made: SportsFeed | null = null;
  const listeners: ((update: FeedUpdate) => void)[] = [];
  const get = () => {
    if (!made) {
      made = make();
      for (const listener of listeners) made.subscribe(listener);
    }
    return made;
  };
  return {
    leagues: () => get().leagues(),
    matches: () => get().matches(),
    match: (id) => get().match(id),
    advance: (now) => get().advance(now),
    subscribe: (listener) => {
      if (made) return made.subscribe(listener);
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
    adjust: (id, ratings) => get().adjust(id, ratings),
    suspend: (id, until) => get().suspend(id, until),
    cancel: (id) => get().cancel(id),
  };
}

/** Adds the sports service (its `/v1/…` calls and the realtime socket) to the app. */
export async function registerSports(
  fastify: FastifyInstance,
  app: AppContext,
  options: SportsOptions = {},
): Promise<SportsService> {
  const speed = Number(process.env.FEED_SPEED ?? '');
  const seed = options.simulation?.seed ?? (process.env.FEED_SEED || 'touchline');
  // the simulation replays from where it first began, so a restart finds the same fixtures
  // (and the results of those played while it was down) under the same ids as its bets
  const saved = options.feed
    ? null
    : await setting<{ seed: string; epoch: number }>(app.db, FEED_SETTING);
  const startedAt = saved?.seed === seed ? saved.epoch : app.now();
  if (!options.feed && saved?.epoch !== startedAt) {
    await saveSetting(app.db, FEED_SETTING, { seed, epoch: startedAt });
  }
  const feed =
    options.feed ??
    lazyFeed(
      () =>
        new SimulatedFeed({
          ...(Number.isFinite(speed) && speed > 0 ? { speed } : {}),
          ...options.simulation,
          seed,
          now: startedAt,
        }),
    );
  const engine = new SportsEngine(app.db, feed, app.now, options);
  const hub = new RealtimeHub();
  const redisUrl = options.redisUrl ?? app.config.REDIS_URL;
  if (redisUrl) await hub.useRedis(redisUrl);
  const service = new SportsService(app, feed, engine, hub);
  registerSportsCalls(fastify, app, feed, engine);
  await registerRealtimeSocket(fastify, app, hub, {
    topicExists: (kind, key) =>
      (kind === 'match-odds' || kind === 'match-score') &&
      /^\d+$/.test(key) &&
      feed.match(Number(key)) !== undefined,
  });
  const tickMs = options.tickMs ?? (app.config.NODE_ENV === 'test' ? 0 : 1_000);
  let timer: NodeJS.Timeout | null = null;
  if (tickMs > 0) {
    timer = setInterval(() => {
      service.step().catch((error: unknown) => fastify.log.error({ err: error }, 'sports step'));
    }, tickMs);
    timer.unref();
  }
  fastify.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await hub.close();
  });
  fastify.decorate('sports', service);
  return service;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sports service: feed, engine and realtime hub (tests drive `step`). */
    sports: SportsService;
  }
}
