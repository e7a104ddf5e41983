#!/usr/bin/env node
/**
 * `pnpm bench [bets|fanout] [args…]`: the server's benchmarks, run with tsx on the workspace's
 * sources. They print figures and assert nothing.
 *   bets   — bets/s and p50/p99 on PGlite and PostgreSQL (DATABASE_URL), with the raw ceiling
 *   fanout — price updates to 1,000 and 10,000 socket subscribers, p99 delivery delay
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const server = path.join(root, 'apps/server');
const [which, ...args] = process.argv.slice(2);
const scripts = which === 'bets' || which === 'fanout' ? [which] : ['bets', 'fanout'];
const rest = which === 'bets' || which === 'fanout' ? args : process.argv.slice(2);

for (const name of scripts) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=@touchline/source', `src/sports/bench/${name}.ts`, ...rest],
    { cwd: server, stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
