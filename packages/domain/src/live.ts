import { STREAM_STATUS_LIVE } from './constants.ts';

/** Streams that are live (status 2) first; the order is otherwise kept. Input untouched. */
export function sortStreamsLiveFirst<T extends { status: number }>(streams: readonly T[]): T[] {
  const live: T[] = [];
  const rest: T[] = [];
  for (const s of streams ?? []) (s.status === STREAM_STATUS_LIVE ? live : rest).push(s);
  return [...live, ...rest];
}

export function isStreamLive(stream: { status: number } | null | undefined): boolean {
  return stream?.status === STREAM_STATUS_LIVE;
}
