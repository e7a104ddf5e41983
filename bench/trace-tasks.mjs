/**
 * The main thread's tasks in a Chromium trace (a Lighthouse run's `NAME.trace.json`, written by
 * `bench/run.mjs lighthouse --reports DIR`), each of `--min` ms or more, with the events that
 * took its time (their own time, children excluded): layout, style, a script's evaluation, a
 * React scheduler callback, garbage collection…
 *
 *   node bench/trace-tasks.mjs FILE [--min 10] [--top 6]
 *
 * Lighthouse's trace is recorded at full speed and its simulation multiplies it by 4: a task of
 * 12.5 ms here is a 50 ms long task in its figures. Times are from the navigation's start; FCP is
 * printed first. Figures only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { option } from './options.mjs';
import { selfTimes, spansOf } from './trace.mjs';

const file = process.argv[2];
if (!file || file.startsWith('--')) {
  console.error('usage: node bench/trace-tasks.mjs FILE [--min 10] [--top 6]');
  process.exit(2);
}
const MIN_US = Number(option('min', '10')) * 1000;
const TOP = Number(option('top', '6'));

const parsed = JSON.parse(readFileSync(file, 'utf8'));
const events = parsed.traceEvents ?? parsed;
// the page's main thread: the renderer main thread with the most task time
const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const taskTime = (t) =>
  events
    .filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask')
    .reduce((sum, e) => sum + (e.dur ?? 0), 0);
const main = mains.reduce((best, t) => (!best || taskTime(t) > taskTime(best) ? t : best), null);
if (!main) throw new Error(`no renderer main thread in ${file}`);
const onMain = spansOf(events, main);
const start =
  events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ??
  Math.min(...onMain.map((e) => e.ts));
const ms = (us) => (us / 1000).toFixed(1);
const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid);
console.log(`${path.basename(file)}: FCP ${fcp ? `${ms(fcp.ts - start)} ms` : '?'}`);

const label = (e) => {
  if (e.name === 'FunctionCall')
    return `FunctionCall ${e.args?.data?.functionName || '(anonymous)'}`;
  if (/EvaluateScript|v8\.compile|evaluateModule/.test(e.name))
    return `${e.name} ${path.basename(e.args?.data?.url ?? e.args?.fileName ?? '')}`.trim();
  return e.name;
};
const within = (outer, e) => e.ts >= outer.ts && e.ts + e.dur <= outer.ts + outer.dur;
for (const task of onMain.filter((e) => e.name === 'RunTask' && e.dur >= MIN_US)) {
  const inside = onMain.filter((e) => e !== task && within(task, e));
  const parts = selfTimes(inside, label)
    .slice(0, TOP)
    .filter(([, us]) => us >= 300)
    .map(([name, us]) => `${ms(us)} ${name}`);
  console.log(
    `${ms(task.dur).padStart(6)} ms at ${ms(task.ts - start).padStart(7)} ms: ${parts.join('; ')}`,
  );
}
