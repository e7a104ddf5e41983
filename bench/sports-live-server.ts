/**
 * The server side of `bench/sports-live-list.mjs`, run as a child process: the reference server
 * (sports service, `/ws` socket) serving a built web app, with a soccer book of 200 live matches
 * and no price moves of its own. On command it publishes price updates on the `match-odds` topics
 * the page has subscribed to, shaped as the service publishes them (a changed market with its
 * selections), at a given rate.
 *
 * With `coalesceMs`, a match's moves within that window go out as one message (what the server's
 * realtime hub may do), to show what coalescing on the server would add.
 *
 * Prices stay realistic (within 0.20 of the selection's own price, 0.01 steps) and each update
 * gives its selection a price different from the one before, so that a cell's accessible name
 * (match, market, label, price — sent to the bench as `labels`) says which update it shows.
 */
/* eslint-disable no-restricted-imports -- the benchmark builds the server from its sources, as
   the server's own benchmarks do (bench/ is not a workspace package and has no dependencies) */
import { eventMessage, topics } from '../packages/api/src/contract/index.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/seed.ts';
import { matchView } from '../apps/server/src/sports/views.ts';

const webDist = process.argv[2]!;
const db = await openDatabase({ dataDir: 'memory://' });
await migrate(db);
// the demo accounts: the sportsbook is for members (the benchmark logs in as `demo`)
await seedDemo(db);
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'development' }),
  db,
  webDist,
  // soccer only, 2 leagues × 100 live matches; no ticker and no drift: the only price moves
  // are the benchmark's
  sports: {
    tickMs: 0,
    simulation: {
      seed: 'bench-live',
      sports: [1],
      driftMs: 1e12,
      schedule: { live: 100, today: 1, early: 1 },
    },
  },
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const { feed, hub } = app.sports;

interface Target {
  matchId: number;
  marketId: string;
  status: string;
  selections: { id: string; price: number; status: string; baseCents: number; moves: number }[];
}

/** Each live match's headline market as the list shows it (1X2, else its first market). */
const targets = new Map<number, Target>();
/**
 * Selection id → the start of its price cell's accessible name in English, up to the price, and
 * the price the list starts with.
 */
const labels: Record<string, { name: string; price: number }> = {};
for (const match of feed.matches()) {
  if (match.kind !== 'match' || match.progress.phase !== 'live') continue;
  const view = matchView(match, 'en');
  const market = view.markets.find((m) => m.mty === 1) ?? view.markets[0];
  if (!market) continue;
  targets.set(match.id, {
    matchId: match.id,
    marketId: market.id,
    status: market.status,
    selections: market.selections.map((s) => ({
      id: s.id,
      price: s.price,
      status: s.status,
      baseCents: Math.round(s.price * 100),
      moves: 0,
    })),
  });
  for (const s of market.selections) {
    const label = s.line ? `${s.name} ${s.line}` : s.name;
    labels[s.id] = {
      name: `${view.home.na} v ${view.away.na}, ${market.name}, ${label}, `,
      price: s.price,
    };
  }
}

let serial = 0;
/** Price messages sent (with coalescing, fewer than the moves). */
let messages = 0;
/** Matches with moves waiting for their coalescing window to end, and when the first was made. */
const waiting = new Map<number, number>();

function send(target: Target, at: number): void {
  const topic = topics.matchOdds(target.matchId);
  const event = eventMessage(topic, {
    matchId: target.matchId,
    markets: [
      {
        id: target.marketId,
        status: 'open',
        selections: target.selections.map(({ id, price, status }) => ({ id, price, status })),
      },
    ],
    at,
  });
  hub.publish(topic, event.data);
  messages += 1;
}

/**
 * One update: a selection of a watched match moves to the next unique price. It is published at
 * once, or — with a coalescing window (`coalesceMs`, what the server's realtime hub may do) — the
 * match's moves within the window go out as one message of its prices at the window's end,
 * stamped with the time of the window's first move (so publish-to-page counts the wait).
 */
function publishOne(watched: Target[], coalesceMs: number): void {
  const target = watched[serial % watched.length]!;
  const selection =
    target.selections[Math.floor(serial / watched.length) % target.selections.length]!;
  // −0.20 … +0.20 around its own price in whole cents, never the same twice in a row
  selection.moves += 1;
  const cents = Math.max(102, selection.baseCents - 20 + (selection.moves % 41));
  selection.price = cents / 100;
  selection.status = 'open';
  serial += 1;
  if (coalesceMs <= 0) {
    send(target, Date.now());
    return;
  }
  if (waiting.has(target.matchId)) return;
  waiting.set(target.matchId, Date.now());
  setTimeout(() => {
    const first = waiting.get(target.matchId)!;
    waiting.delete(target.matchId);
    send(target, first);
  }, coalesceMs);
}

process.on(
  'message',
  (
    message:
      | { type: 'publish'; perSecond: number; seconds: number; coalesceMs?: number }
      | { type: 'stop' },
  ) => {
    if (message.type === 'stop') {
      void app.close().then(() => process.exit(0));
      return;
    }
    const started = performance.now();
    const coalesceMs = message.coalesceMs ?? 0;
    const messagesBefore = messages;
    let sent = 0;
    const total = message.perSecond * message.seconds;
    const subscribedMatches = new Set<number>();
    // every 5 ms, as many updates as the rate says are due by now
    const timer = setInterval(() => {
      const watched = [...targets.values()].filter(
        (t) => hub.subscriberCount(topics.matchOdds(t.matchId)) > 0,
      );
      for (const t of watched) subscribedMatches.add(t.matchId);
      const due = Math.min(
        total,
        Math.floor(((performance.now() - started) / 1000) * message.perSecond),
      );
      while (sent < due && watched.length > 0) {
        publishOne(watched, coalesceMs);
        sent += 1;
      }
      if (sent >= total || performance.now() - started > message.seconds * 1000 + 5_000) {
        clearInterval(timer);
        // the last windows close
        setTimeout(
          () =>
            process.send!({
              type: 'published',
              sent,
              messages: messages - messagesBefore,
              watchedMatches: subscribedMatches.size,
            }),
          coalesceMs,
        );
      }
    }, 5);
  },
);

process.send!({ type: 'ready', url: address, liveMatches: targets.size, labels });
