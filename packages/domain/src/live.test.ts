import { describe, expect, it } from 'vitest';
import {
  canReserveStream,
  initialStreamStatus,
  isStreamLive,
  lobbySections,
  streamSports,
  sortStreamsLiveFirst,
  STREAM_ACTIONS,
  STREAM_STATUS_CANCELLED,
  STREAM_STATUS_ENDED,
  STREAM_STATUS_LIVE,
  STREAM_STATUS_RESERVED,
  streamTransition,
} from './index.ts';

describe('sortStreamsLiveFirst', () => {
  it('puts live streams first and keeps the order otherwise', () => {
    const input = [
      { id: 'a', status: 1 },
      { id: 'b', status: 2 },
      { id: 'c', status: 3 },
      { id: 'd', status: 2 },
      { id: 'e', status: 0 },
    ];
    const copy = structuredClone(input);
    expect(sortStreamsLiveFirst(input).map((s) => s.id)).toEqual(['b', 'd', 'a', 'c', 'e']);
    expect(input).toEqual(copy);
  });
  it('returns a new array even when nothing moves', () => {
    const input = [{ status: 2 }];
    const out = sortStreamsLiveFirst(input);
    expect(out).toEqual(input);
    expect(out).not.toBe(input);
    expect(sortStreamsLiveFirst([])).toEqual([]);
    expect(sortStreamsLiveFirst(null as never)).toEqual([]);
  });
  it('knows a live stream', () => {
    expect(isStreamLive({ status: 2 })).toBe(true);
    expect(isStreamLive({ status: 1 })).toBe(false);
    expect(isStreamLive(null)).toBe(false);
  });
});

describe('streamTransition', () => {
  const R = STREAM_STATUS_RESERVED;
  const L = STREAM_STATUS_LIVE;
  const E = STREAM_STATUS_ENDED;
  const C = STREAM_STATUS_CANCELLED;
  it('allows exactly reserved → live → ended, reserved → cancelled and updates in place', () => {
    const allowed = [] as string[];
    for (const from of [R, L, E, C, 0, 5]) {
      for (const action of STREAM_ACTIONS) {
        const to = streamTransition(from, action);
        if (to !== null) allowed.push(`${from} ${action} ${to}`);
      }
    }
    expect(allowed.sort()).toEqual(
      [
        `${R} start ${L}`,
        `${R} update ${R}`,
        `${R} cancel ${C}`,
        `${L} update ${L}`,
        `${L} stop ${E}`,
      ].sort(),
    );
  });

  it('starts a stream live without a start time or with one not in the future', () => {
    expect(initialStreamStatus(undefined, 1_000)).toBe(L);
    expect(initialStreamStatus(1_000, 1_000)).toBe(L);
    expect(initialStreamStatus(999, 1_000)).toBe(L);
    expect(initialStreamStatus(1_001, 1_000)).toBe(R);
  });

  it('takes reminders for announced streams only', () => {
    expect([R, L, E, C].map(canReserveStream)).toEqual([true, false, false, false]);
  });
});

describe('lobbySections', () => {
  const stream = (
    id: number,
    status: number,
    sportId: number | null,
    startTime = 0,
    viewers = 0,
  ) => ({
    id,
    status,
    sportId,
    startTime,
    viewers,
  });
  const list = [
    stream(1, STREAM_STATUS_RESERVED, 1, 300),
    stream(2, STREAM_STATUS_LIVE, 1, 0, 900),
    stream(3, STREAM_STATUS_RESERVED, 2, 100),
    stream(4, STREAM_STATUS_LIVE, 2, 0, 50),
    stream(5, STREAM_STATUS_ENDED, 1),
    stream(6, STREAM_STATUS_CANCELLED, 1),
  ];

  it('puts the live streams (status 2) in their own list, in the given order', () => {
    const copy = structuredClone(list);
    const { live, scheduled } = lobbySections(list);
    expect(live.map((s) => s.id)).toEqual([2, 4]);
    expect(scheduled.map((s) => s.id)).toEqual([3, 1]);
    expect(list).toEqual(copy);
  });

  it('narrows both lists to one sport', () => {
    const { live, scheduled } = lobbySections(list, { sportId: 2 });
    expect(live.map((s) => s.id)).toEqual([4]);
    expect(scheduled.map((s) => s.id)).toEqual([3]);
    expect(lobbySections(list, { sportId: 9 })).toEqual({ live: [], scheduled: [] });
  });

  it('applies the socket: viewers move, an ended stream leaves, a started one goes live', () => {
    const updates = new Map([
      [2, { status: STREAM_STATUS_LIVE, viewers: 1200 }],
      [4, { status: STREAM_STATUS_ENDED, viewers: 0 }],
      [3, { status: STREAM_STATUS_LIVE, viewers: 7 }],
    ]);
    const { live, scheduled } = lobbySections(list, { updates });
    expect(live.map((s) => [s.id, s.viewers])).toEqual([
      [2, 1200],
      [3, 7],
    ]);
    expect(scheduled.map((s) => s.id)).toEqual([1]);
    expect(list[1]!.viewers).toBe(900);
  });

  it('takes nothing for nothing', () => {
    expect(lobbySections([])).toEqual({ live: [], scheduled: [] });
    expect(lobbySections(null as never)).toEqual({ live: [], scheduled: [] });
  });
});

describe('streamSports', () => {
  it('lists each sport once, ascending, without the streams of no sport', () => {
    expect(
      streamSports([{ sportId: 3 }, { sportId: null }, { sportId: 1 }, { sportId: 3 }]),
    ).toEqual([1, 3]);
    expect(streamSports([])).toEqual([]);
  });
});
