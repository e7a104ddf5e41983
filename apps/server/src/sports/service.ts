import {
  SITE_TOPIC_KEY,
  eventMessage,
  topics,
  type BALANCE_CHANGE_REASONS,
} from '@touchline/api/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { money, saveSetting, setting } from '../services/common.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { SportsEngine, type EngineOptions } from './engine.ts';
import type { FeedUpdate, SportsFeed } from './feed.ts';
import { FeedLeadership } from './leader.ts';
import {
  RealtimeHub,
  SITE_REPLAY_MS,
  balanceKey,
  registerRealtimeSocket,
  type SocketLimits,
} from './realtime.ts';
import { FeedFollower, ReplicaFeed, recordFeedState } from './replica.ts';
import { SportsGate } from './gate.ts';
import { registerSportsCalls } from './routes.ts';
import { SimulatedFeed, type SimulatedFeedOptions } from './simulated-feed.ts';
import { matchStatusOf } from './views.ts';
import { StreamLinks } from '../services/live-matches.ts';
import { ChatRooms } from '../services/chat.ts';
import type { Queryable } from '../db/database.ts';
import { AUDIENCE_TICK_MS, AudienceMeter } from '../services/audience.ts';
import { LiveDemo } from '../services/live-demo.ts';
import { settleAndPublishPushOrders } from '../services/push-orders.ts';
import { LEADERBOARD_PAYOUT_MS, payLeaderboardPrizes } from '../services/campaigns.ts';
import { restoreHolds } from '../services/admin-sportsbook.ts';

/** How often the demo's hosts and fans take a turn. */
const DEMO_STEP_MS = 5_000;

type BalanceChangeReason = (typeof BALANCE_CHANGE_REASONS)[number];

export interface SportsOptions extends EngineOptions {
  /** A feed to use instead of the simulated one (a provider's adapter, or a test's). */
  feed?: SportsFeed;
  /** The simulated feed's settings; FEED_SEED and FEED_SPEED of the environment by default. */
  simulation?: Partial<Omit<SimulatedFeedOptions, 'now'>>;
  /** Advance the feed every this many ms (0: only when `step` is called, as tests do). */
  tickMs?: number;
  /**
   * Redis for the realtime events every instance may serve (a member's balance) when set;
   * without it, LISTEN/NOTIFY on PostgreSQL.
   */
  redisUrl?: string;
  /** A standby instance tries to take the feed leadership this often (ms). */
  leaderRetryMs?: number;
  /** The realtime socket's limits (`SOCKET_LIMITS` by default). */
  socket?: Partial<SocketLimits>;
}

/** The sports service of this server: the feed, the betting engine and their realtime topics. */
export class SportsService {
  private queue: FeedUpdate[] = [];
  private running: Promise<void> = Promise.resolve();
  /**
   * Whether this instance runs the feed and the ticker (see `FeedLeadership`); a follower only
   * serves calls and pushes the leader's moves to its own sockets.
   */
  leading = true;
  /** Whether the leader records its feed state for followers (PostgreSQL with a simulated feed). */
  recording = false;
  /** A follower's link to the leader, while following. */
  follower: FeedFollower | null = null;
  /** Who leads the feed (set when the service is registered). */
  leadership: FeedLeadership | null = null;

  constructor(
    readonly app: AppContext,
    readonly feed: SportsFeed,
    readonly engine: SportsEngine,
    readonly hub: RealtimeHub,
  ) {
    feed.subscribe((update) => {
      // each instance tells its own sockets of its own feed's moves (a follower's replica
      // included): what its calls answer from, so snapshots and events agree
      this.publish(update);
      if (this.leading) this.queue.push(update);
    });
    engine.onBalance = (memberId, reason, wallet) =>
      void this.publishBalance(memberId, reason, wallet);
  }

  /** Publishes a feed update on its match's topics, to this instance's sockets. */
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
      this.hub.publishHere(topic, event.data);
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
    this.hub.publishHere(topic, event.data);
  }

  /**
   * Publishes a member's new balance to their sockets on every instance: the one the movement
   * left when the engine knows it (a bet's), else read.
   */
  private async publishBalance(
    memberId: bigint,
    reason: BalanceChangeReason,
    known?: { balanceMinor: bigint; currency: string },
  ): Promise<void> {
    const key = balanceKey(memberId);
    if (!this.hub.mayHaveSubscribers(key)) return;
    const wallet = known ?? (await balanceOf(this.app.db, memberId));
    if (!wallet) return;
    this.hub.publish(key, {
      memberWallet: money(wallet.balanceMinor),
      currency: wallet.currency,
      reason,
      changedAt: this.app.now(),
    });
  }

  /**
   * On the leader, moves the feed to the app's clock and does what follows, in order:
   * settlement, reserve triggers, in-play acceptance, reserve expiry, and the record of the
   * changed matches for the followers. Steps never overlap; a follower's step does nothing.
   */
  step(): Promise<void> {
    const next = this.running.then(async () => {
      if (!this.leading) return;
      const now = this.app.now();
      this.feed.advance(now);
      const updates = this.queue;
      this.queue = [];
      for (const update of updates) await this.engine.handle(update);
      await this.engine.tick();
      if (this.recording && updates.length > 0) {
        await recordFeedState(
          this.app.db,
          this.feed,
          updates.map((u) => u.matchId),
          now,
        );
      }
    });
    this.running = next.catch(() => undefined);
    return next;
  }
}

/** Where the simulated feed records its seed and the moment it began. */
const FEED_SETTING = 'sportsFeed';

/**
 * The feed the service reads, whichever it is now: the simulated one made on first use (it takes
 * a moment to lay out every sport, which an app that never serves a sports call — most platform
 * tests — should not pay for), or a replica of the leader's while this instance follows.
 */
export class FeedSwitch implements SportsFeed {
  private current: SportsFeed | null = null;
  private unsubscribe: () => void = () => undefined;
  private readonly listeners = new Set<(update: FeedUpdate) => void>();

  constructor(private readonly make: () => SportsFeed) {}

  private get(): SportsFeed {
    return this.current ?? this.use(this.make());
  }

  /** Reads from `feed` from now on; its updates reach this switch's subscribers. */
  use(feed: SportsFeed): SportsFeed {
    this.unsubscribe();
    this.current = feed;
    this.unsubscribe = feed.subscribe((update) => {
      for (const listener of this.listeners) listener(update);
    });
    return feed;
  }

  /** A fresh feed of the same seed and start (the leader's, replayed to the clock on a step). */
  fresh(): SportsFeed {
    return this.make();
  }

  leagues() {
    return this.get().leagues();
  }
  matches() {
    return this.get().matches();
  }
  match(id: number) {
    return this.get().match(id);
  }
  advance(now: number) {
    return this.get().advance(now);
  }
  subscribe(listener: (update: FeedUpdate) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  adjust(id: number, ratings: { homeRating: number; awayRating: number }) {
    this.get().adjust(id, ratings);
  }
  suspend(id: number, until: number) {
    this.get().suspend(id, until);
  }
  cancel(id: number) {
    this.get().cancel(id);
  }
  hold(id: number, marketId: string | null, held: boolean) {
    this.get().hold(id, marketId, held);
  }
  isHeld(id: number, marketId: string | null) {
    return this.get().isHeld(id, marketId);
  }
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
  const custom = options.feed;
  const feed = new FeedSwitch(
    () =>
      custom ??
      new SimulatedFeed({
        ...(Number.isFinite(speed) && speed > 0 ? { speed } : {}),
        ...options.simulation,
        seed,
        now: startedAt,
      }),
  );
  const engine = new SportsEngine(app.db, feed, app.now, app.secret, options);
  const hub = new RealtimeHub();
  // a page's socket subscribes a moment after its data came: it is sent what changed meanwhile
  hub.keepRecent(topics.site(), SITE_REPLAY_MS, app.now);
  const redisUrl = options.redisUrl ?? app.config.REDIS_URL;
  await hub.connect(app.db, redisUrl, (error) => fastify.log.error({ err: error }, 'realtime bus'));
  const service = new SportsService(app, feed, engine, hub);
  // a provider's feed (or a test's) is not replicated: each instance reads its own
  service.recording = !custom && app.db.kind === 'postgres';
  const follow = async () => {
    const replica = new ReplicaFeed(feed.fresh());
    feed.use(replica);
    service.follower = new FeedFollower(app.db, replica, (error) =>
      fastify.log.error({ err: error }, 'feed replica'),
    );
    await service.follower.start();
  };
  const leadership = new FeedLeadership(app.db, {
    retryMs: options.leaderRetryMs ?? 2_000,
    log: fastify.log,
    onChange: (leading) => {
      service.leading = leading;
      if (custom) return;
      if (leading) {
        // the simulation replays from its start to the clock on the next step, as on a restart
        const following = service.follower;
        if (!following) return;
        service.follower = null;
        void following.stop();
        feed.use(feed.fresh());
        // operators' holds go on with the new leader's feed
        restoreHolds(app.db, feed).catch((error: unknown) =>
          fastify.log.error({ err: error }, 'sports holds'),
        );
      } else {
        follow().catch((error: unknown) => fastify.log.error({ err: error }, 'feed follower'));
      }
    },
  });
  service.leading = false;
  await leadership.start();
  if (!leadership.isLeader && !custom) await follow();
  service.leadership = leadership;
  // operators' holds (the super-admin centre's) hold on the leader's feed across restarts
  if (service.leading) await restoreHolds(app.db, feed);
  const links = new StreamLinks(app.db, app.now);
  const chat = new ChatRooms(app);
  const knownStreams = new KnownStreams(app.db);
  const gate = await SportsGate.open(app.db, app.now, (error) =>
    fastify.log.error({ err: error }, 'sports gate notices'),
  );
  fastify.addHook('onClose', () => gate.close());
  registerSportsCalls(fastify, app, feed, engine, links, gate);
  app.sports.gate = gate;
  app.sports.feed = feed;
  app.sports.links = links;
  app.sports.engine = engine;
  app.sports.publish = (topic, data) => hub.publish(topic, data);
  // a match's end settles the push orders on it too (their rooms hear of it)
  engine.onMatchOver = (match) => settleAndPublishPushOrders(app, match);
  await registerRealtimeSocket(fastify, app, hub, {
    chat,
    ...options.socket,
    topicExists: async (kind, key) => {
      // a stream's status, and a room's gifts and push orders, are open to any viewer of a
      // stream that exists
      if (kind === 'stream-status') {
        return /^\d{1,18}$/.test(key) && knownStreams.has('id', key);
      }
      if (kind === 'gifts' || kind === 'push-orders') return knownStreams.has('room_id', key);
      // the site's notices are every page's (ADR 031)
      if (kind === 'site') return key === SITE_TOPIC_KEY;
      return (
        (kind === 'match-odds' || kind === 'match-score') &&
        /^\d+$/.test(key) &&
        feed.match(Number(key)) !== undefined
      );
    },
  });
  const tickMs = options.tickMs ?? (app.config.NODE_ENV === 'test' ? 0 : 1_000);
  let timer: NodeJS.Timeout | null = null;
  let demoTimer: NodeJS.Timeout | null = null;
  let audienceTimer: NodeJS.Timeout | null = null;
  let payoutTimer: NodeJS.Timeout | null = null;
  if (tickMs > 0) {
    timer = setInterval(() => {
      service.step().catch((error: unknown) => fastify.log.error({ err: error }, 'sports step'));
    }, tickMs);
    timer.unref();
    // each instance counts its viewers; the leader adds them up
    const meter = new AudienceMeter(app, (topic) => hub.subscriberCount(topic));
    audienceTimer = setInterval(() => {
      meter
        .report()
        .then(() => (service.leading ? meter.tally() : undefined))
        .catch((error: unknown) => fastify.log.error({ err: error }, 'audience'));
    }, AUDIENCE_TICK_MS);
    audienceTimer.unref();
    // the leader pays the prizes of closed leaderboards (one instance, so a run never races
    // another run; a claim racing it is paid once by the award key)
    let paying = false;
    payoutTimer = setInterval(() => {
      if (!service.leading || paying) return;
      paying = true;
      payLeaderboardPrizes(app.db, app.now(), (memberId, balanceMinor, currency) => {
        // the winner's open pages see the prize arrive
        hub.publish(balanceKey(memberId), {
          memberWallet: money(balanceMinor),
          currency,
          reason: 'award',
          changedAt: app.now(),
        });
      })
        .then((run) => {
          if (run.paid > 0) fastify.log.info(run, 'leaderboard prizes paid');
        })
        .catch((error: unknown) => fastify.log.error({ err: error }, 'leaderboard prizes'))
        .finally(() => (paying = false));
    }, LEADERBOARD_PAYOUT_MS);
    payoutTimer.unref();
    // the demo's hosts present the simulation's matches, on its leader (never in production)
    if (app.config.demo && !custom) {
      const demo = new LiveDemo(app, feed, chat);
      let stepping = false;
      demoTimer = setInterval(() => {
        if (!service.leading || stepping) return;
        stepping = true;
        demo
          .step()
          .catch((error: unknown) => fastify.log.error({ err: error }, 'live demo'))
          .finally(() => (stepping = false));
      }, DEMO_STEP_MS);
      demoTimer.unref();
    }
  }
  fastify.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    if (demoTimer) clearInterval(demoTimer);
    if (audienceTimer) clearInterval(audienceTimer);
    if (payoutTimer) clearInterval(payoutTimer);
    await leadership.stop();
    await service.follower?.stop();
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

/** How many stream ids and room ids are remembered as existing. */
const KNOWN_STREAMS_CAP = 10_000;

/**
 * Which streams exist, by id or by room: a stream row is never deleted (it ends or is cancelled),
 * so once seen it is remembered (the most recent `KNOWN_STREAMS_CAP`) and its viewers' later
 * subscriptions read nothing; a key not found is read again next time (it may be created since).
 */
export class KnownStreams {
  private readonly known = new Set<string>();

  constructor(private readonly db: Queryable) {}

  async has(column: 'id' | 'room_id', key: string): Promise<boolean> {
    const name = `${column}:${key}`;
    if (this.known.has(name)) return true;
    const rows = await this.db.query(`select 1 from streams where ${column} = $1`, [key]);
    if (rows.length === 0) return false;
    this.known.add(name);
    if (this.known.size > KNOWN_STREAMS_CAP) {
      this.known.delete(this.known.values().next().value!);
    }
    return true;
  }
}
