import { describe, expect, it } from 'vitest';
import { isStreamLive, sortStreamsLiveFirst } from './index.ts';

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
