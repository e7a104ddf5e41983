#!/usr/bin/env node
/**
 * `pnpm bench [bets|fanout|chat|slow-consumer|sports-live-list|bundle-size|slow-body|lighthouse|long-tasks|renders] [args…]`: the benchmarks. They print
 * figures and assert nothing.
 *   bets             — bets/s and p50/p99 on PGlite and PostgreSQL (DATABASE_URL) after 3,000 warm-up
 *                      bets, with the raw ceiling (the server's, run with tsx on the workspace's sources)
 *   fanout           — price updates to 1,000 and 10,000 socket subscribers, p99 delivery delay;
 *                      --bus: published on one instance, delivered by another through PostgreSQL
 *                      LISTEN/NOTIFY (DATABASE_URL); --floor: each update written straight to every
 *                      socket, sliced as the hub does (no hub), the machine's floor
 *   chat             — one chat room's members posting 50 messages/s to 1,000 and 5,000 viewers'
 *                      sockets: post-to-receipt delay p50/p99, the server's memory per socket;
 *                      --bus: posted on one instance, viewed on another (DATABASE_URL, REDIS_URL)
 *   slow-consumer    — paused sockets flooding pings and following a busy topic: the server's
 *                      memory before, during and after, sockets closed as slow, notices sent
 *   sports-live-list — the live match list in Chromium under 500 price updates/s: dropped
 *                      frames, long tasks, update-to-paint p50/p99, JS shipped for /sports and
 *                      the time to the first match row (builds apps/web/dist when missing)
 *   bundle-size      — JS and CSS a cold visit downloads for / (visitor) and /sports (member)
 *   slow-body        — 200 connections from one address trickling a body a byte at a time, against
 *                      the server as it was and as it is: descriptors, connections accepted and
 *                      refused, cut off by the request timeout, a normal client served or not
 *   lighthouse       — Lighthouse mobile (simulated throttling, median of 3): score, LCP, TBT,
 *                      CLS, FCP and JS transferred for / (visitor) and /sports (member), beside a
 *                      minimal Vite + React app served the same way; --pages /,/sports, --runs N
 *   long-tasks       — a visitor's first load in Chromium at 4× CPU: its long tasks and their
 *                      blocking time after FCP, measured; --dist A,B alternates two builds;
 *                      --member, the demo member's
 *   renders          — React's commits and the components they rendered while a page loads
 *                      (--page /sports, --member): counts, steady on a noisy machine
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const server = path.join(root, 'apps/server');
const SERVER_BENCHES = ['bets', 'fanout', 'chat', 'slow-consumer'];
const ALL = [
  ...SERVER_BENCHES,
  'sports-live-list',
  'bundle-size',
  'slow-body',
  'lighthouse',
  'long-tasks',
  'renders',
];
const [which, ...args] = process.argv.slice(2);
const scripts = ALL.includes(which) ? [which] : ALL;
const rest = ALL.includes(which) ? args : process.argv.slice(2);

for (const name of scripts) {
  const result = SERVER_BENCHES.includes(name)
    ? spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '--conditions=@touchline/source',
          `src/sports/bench/${name}.ts`,
          ...rest,
        ],
        { cwd: server, stdio: 'inherit' },
      )
    : // tsx: they import the typed Chromium settings and end-to-end harness
      spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(root, 'bench', `${name}.mjs`), ...rest],
        { cwd: root, stdio: 'inherit' },
      );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
