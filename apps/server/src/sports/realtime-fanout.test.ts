import { topics, type TopicPayload } from '@touchline/api/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EventFrame,
  FANOUT_SLICE,
  ODDS_COALESCE_MS,
  RealtimeHub,
  type Subscriber,
} from './realtime.ts';

/** A subscriber that keeps the frames it is sent. */
class Recorder implements Subscriber {
  readonly frames: EventFrame[] = [];
  send(frame: EventFrame): void {
    this.frames.push(frame);
  }
  get events(): { topic: string; data: unknown }[] {
    return this.frames.map((f) => JSON.parse(f.text) as { topic: string; data: unknown });
  }
}

/** Lets the event loop turn until every queued slice is sent (no deadline). */
const drained = async (subscribers: Recorder[], count: number) => {
  while (subscribers.some((s) => s.frames.length < count)) {
    await new Promise((resolve) => setImmediate(resolve));
  }
};

type Odds = TopicPayload<'match-odds'>;
const odds = (at: number, markets: [string, string, [string, number][]][]): Odds => ({
  matchId: 7,
  markets: markets.map(([id, status, selections]) => ({
    id,
    status: status as Odds['markets'][number]['status'],
    selections: selections.map(([sid, price]) => ({
      id: sid,
      price,
      status: 'open' as const,
    })),
  })),
  at,
});

/** A subscriber that holds its frames until flushed, as a corked connection does. */
class Holder extends Recorder {
  readonly written: EventFrame[][] = [];
  private pending: EventFrame[] = [];
  override send(frame: EventFrame, hold?: boolean): void {
    super.send(frame);
    this.pending.push(frame);
    if (!hold) this.flush();
  }
  flush(): void {
    if (this.pending.length > 0) this.written.push(this.pending);
    this.pending = [];
  }
  get unwritten(): number {
    return this.pending.length;
  }
}

describe('the hub’s fan-out', () => {
  it('writes a socket’s frames together while events queue, and all of them once the queue empties', async () => {
    const hub = new RealtimeHub();
    const topic = topics.chatRoom('busy');
    // more sockets than a slice: each event takes two turns, so events queue behind each other
    const subscribers = Array.from({ length: FANOUT_SLICE * 2 }, () => new Holder());
    for (const s of subscribers) hub.subscribe(topic, s);
    for (let i = 0; i < 20; i++) hub.publishHere(topic, { i });
    await drained(subscribers, 20);
    // let the last slice end
    await new Promise((resolve) => setImmediate(resolve));
    for (const s of subscribers) {
      expect(s.unwritten).toBe(0);
      expect(
        s.written.flat().map((f) => (JSON.parse(f.text) as { data: { i: number } }).data.i),
      ).toEqual(Array.from({ length: 20 }, (_, i) => i));
    }
    // frames of queued events went out together
    expect(subscribers.every((s) => s.written.length < 20)).toBe(true);
    // a lone event is written at once, in the slice that sends it
    const lone = new Holder();
    hub.subscribe(topics.chatRoom('quiet'), lone);
    hub.publishHere(topics.chatRoom('quiet'), { i: 'now' });
    expect(lone.written).toHaveLength(1);
    expect(lone.unwritten).toBe(0);
  });

  it('sends every subscriber the same frame, built once, in slices that let the loop turn', async () => {
    const hub = new RealtimeHub();
    const topic = topics.matchScore(7);
    const subscribers = Array.from({ length: FANOUT_SLICE * 3 + 1 }, () => new Recorder());
    for (const s of subscribers) hub.subscribe(topic, s);
    const served = () => subscribers.filter((s) => s.frames.length > 0).length;

    hub.publishHere(topic, { n: 1 });
    // the first slice at once…
    expect(served()).toBe(FANOUT_SLICE);
    // …and a probe queued now runs between the slices that follow
    const seenByProbe = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(served())),
    );
    expect(seenByProbe).toBeGreaterThan(FANOUT_SLICE);
    expect(seenByProbe).toBeLessThan(subscribers.length);
    await drained(subscribers, 1);
    const [frame] = subscribers[0]!.frames;
    expect(subscribers.every((s) => s.frames.length === 1 && s.frames[0] === frame)).toBe(true);
    expect(JSON.parse(frame!.text)).toEqual({ type: 'event', topic, data: { n: 1 } });
    await hub.close();
  });

  it('keeps each socket’s events in the order published, across topics and slices', async () => {
    const hub = new RealtimeHub();
    const busy = topics.matchScore(1);
    const quiet = topics.matchScore(2);
    const many = Array.from({ length: FANOUT_SLICE * 2 }, () => new Recorder());
    const both = new Recorder();
    for (const s of many) hub.subscribe(busy, s);
    hub.subscribe(busy, both);
    hub.subscribe(quiet, both);
    hub.publishHere(busy, { n: 1 });
    // published while the first is still on its way: it waits its turn
    hub.publishHere(quiet, { n: 2 });
    hub.publishHere(busy, { n: 3 });
    await drained([...many, both], 2);
    await drained([both], 3);
    expect(both.events.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(
      many.every((s) => s.events.map((e) => (e.data as { n: number }).n).join() === '1,3'),
    ).toBe(true);
    await hub.close();
  });

  it('does not send an event to a subscriber that left before its slice', async () => {
    const hub = new RealtimeHub();
    const topic = topics.matchScore(3);
    const subscribers = Array.from({ length: FANOUT_SLICE + 2 }, () => new Recorder());
    for (const s of subscribers) hub.subscribe(topic, s);
    hub.publishHere(topic, { n: 1 });
    const last = subscribers.at(-1)!;
    hub.unsubscribe(topic, last);
    await drained(subscribers.slice(0, -1), 1);
    expect(last.frames).toEqual([]);
    await hub.close();
  });

  it('writes a frame a WebSocket client reads back as the text', () => {
    for (const length of [0, 125, 126, 65_535, 65_536]) {
      const frame = new EventFrame('é'.repeat(length / 2) + 'x'.repeat(length % 2));
      const bytes = frame.bytes;
      expect(bytes[0]).toBe(0x81);
      const size =
        bytes[1]! === 126
          ? bytes.readUInt16BE(2)
          : bytes[1] === 127
            ? Number(bytes.readBigUInt64BE(2))
            : bytes[1]!;
      expect(size).toBe(length);
      expect(frame.payload.toString('utf8')).toBe(frame.text);
      expect(bytes.length).toBe(size + (length < 126 ? 2 : length < 65_536 ? 4 : 10));
    }
  });
});

describe('merging a match’s price moves', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const topic = topics.matchOdds(7);
  const setUp = () => {
    const hub = new RealtimeHub();
    const socket = new Recorder();
    hub.subscribe(topic, socket);
    const data = () => socket.events.map((e) => e.data as Odds);
    return { hub, socket, data };
  };

  it('sends the first move at once and the window’s last price of each selection at its end', async () => {
    const { hub, data } = setUp();
    hub.publishHere(
      topic,
      odds(1, [
        [
          'm1',
          'open',
          [
            ['a', 2.0],
            ['b', 3.0],
          ],
        ],
      ]),
    );
    expect(data()).toHaveLength(1);
    hub.publishHere(topic, odds(2, [['m1', 'open', [['a', 2.1]]]]));
    hub.publishHere(topic, odds(3, [['m2', 'open', [['c', 1.5]]]]));
    hub.publishHere(
      topic,
      odds(4, [
        [
          'm1',
          'suspended',
          [
            ['a', 2.2],
            ['b', 3.1],
          ],
        ],
      ]),
    );
    expect(data()).toHaveLength(1);
    vi.advanceTimersByTime(ODDS_COALESCE_MS);
    expect(data()).toEqual([
      odds(1, [
        [
          'm1',
          'open',
          [
            ['a', 2.0],
            ['b', 3.0],
          ],
        ],
      ]),
      {
        matchId: 7,
        markets: [
          {
            id: 'm1',
            status: 'suspended',
            selections: [
              { id: 'a', price: 2.2, status: 'open' },
              { id: 'b', price: 3.1, status: 'open' },
            ],
          },
          { id: 'm2', status: 'open', selections: [{ id: 'c', price: 1.5, status: 'open' }] },
        ],
        at: 4,
      },
    ]);
    await hub.close();
  });

  it('loses nothing at a window’s end: a move just before it goes with it, one just after in the next', async () => {
    const { hub, data } = setUp();
    hub.publishHere(topic, odds(1, [['m1', 'open', [['a', 2.0]]]]));
    vi.advanceTimersByTime(ODDS_COALESCE_MS - 1);
    hub.publishHere(topic, odds(2, [['m1', 'open', [['a', 2.05]]]]));
    vi.advanceTimersByTime(1);
    expect(data().map((d) => d.markets[0]!.selections[0]!.price)).toEqual([2.0, 2.05]);
    // the window starts again: a move now waits for its end
    hub.publishHere(topic, odds(3, [['m1', 'open', [['a', 2.1]]]]));
    expect(data()).toHaveLength(2);
    vi.advanceTimersByTime(ODDS_COALESCE_MS);
    expect(data().map((d) => d.markets[0]!.selections[0]!.price)).toEqual([2.0, 2.05, 2.1]);
    // a window without a move closes it: the next move goes at once
    vi.advanceTimersByTime(ODDS_COALESCE_MS);
    hub.publishHere(topic, odds(4, [['m1', 'open', [['a', 2.15]]]]));
    expect(data().map((d) => d.at)).toEqual([1, 2, 3, 4]);
    vi.advanceTimersByTime(ODDS_COALESCE_MS * 3);
    expect(data()).toHaveLength(4);
    await hub.close();
  });

  it('sends what was merged before any other event of the topic, in order', async () => {
    const { hub, socket } = setUp();
    hub.publishHere(topic, odds(1, [['m1', 'open', [['a', 2.0]]]]));
    hub.publishHere(topic, odds(2, [['m1', 'open', [['a', 2.05]]]]));
    // not an odds delta of the contract: it is not merged, and goes after the merged moves
    hub.publishHere(topic, { matchId: 7, markets: [], at: 3, padding: 'x' });
    expect(socket.events.map((e) => (e.data as { at: number }).at)).toEqual([1, 2, 3]);
    vi.advanceTimersByTime(ODDS_COALESCE_MS * 2);
    expect(socket.frames).toHaveLength(3);
    await hub.close();
  });

  it('merges each match on its own', async () => {
    const { hub, socket } = setUp();
    const other = topics.matchOdds(8);
    hub.subscribe(other, socket);
    hub.publishHere(topic, odds(1, [['m1', 'open', [['a', 2.0]]]]));
    hub.publishHere(other, { ...odds(2, [['n1', 'open', [['x', 4.0]]]]), matchId: 8 });
    hub.publishHere(topic, odds(3, [['m1', 'open', [['a', 2.05]]]]));
    hub.publishHere(other, { ...odds(4, [['n1', 'open', [['x', 4.5]]]]), matchId: 8 });
    expect(socket.events.map((e) => e.topic)).toEqual([topic, other]);
    vi.advanceTimersByTime(ODDS_COALESCE_MS);
    expect(socket.events.slice(2).map((e) => [e.topic, (e.data as Odds).at])).toEqual([
      [topic, 3],
      [other, 4],
    ]);
    await hub.close();
  });
});
