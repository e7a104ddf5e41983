/** What the benches read from a Chromium trace (`traceEvents`). */

/** One thread's complete events (`ph: 'X'`) in order, an outer event before those inside it. */
export function spansOf(events, { pid, tid }) {
  return events
    .filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/**
 * Each label's own time in µs (its events' time less that of the events directly inside them),
 * most first. `spans` as `spansOf` gives them; `label` names an event (its name by default).
 */
export function selfTimes(spans, label = (e) => e.name) {
  const self = new Map();
  /** Open events: each one's time goes to it less the time of the events inside it. */
  const open = [];
  for (const e of spans) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
    const outer = open.at(-1);
    if (outer) self.set(label(outer), (self.get(label(outer)) ?? 0) - e.dur);
    self.set(label(e), (self.get(label(e)) ?? 0) + e.dur);
    open.push(e);
  }
  return [...self].sort((a, b) => b[1] - a[1]);
}
