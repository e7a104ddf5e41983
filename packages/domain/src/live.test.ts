import { describe, expect, it } from 'vitest';
import {
  canReserveStream,
  initialStreamStatus,
  isStreamLive,
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
