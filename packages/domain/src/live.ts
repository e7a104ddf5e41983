import {
  STREAM_STATUS_CANCELLED,
  STREAM_STATUS_ENDED,
  STREAM_STATUS_LIVE,
  STREAM_STATUS_RESERVED,
} from './constants.ts';

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

export type StreamStatusCode =
  | typeof STREAM_STATUS_RESERVED
  | typeof STREAM_STATUS_LIVE
  | typeof STREAM_STATUS_ENDED
  | typeof STREAM_STATUS_CANCELLED;

/** What a host (or a super admin) can do to a stream. */
export const STREAM_ACTIONS = ['start', 'update', 'stop', 'cancel'] as const;
export type StreamAction = (typeof STREAM_ACTIONS)[number];

/**
 * The stream state machine (spec §4 "Live stream"; the spec leaves the transitions open):
 * reserved → live (start) → ended (stop); reserved → cancelled (cancel); a reserved or live
 * stream can be updated and stays as it is. Ended and cancelled streams are final.
 */
const TRANSITIONS: Readonly<
  Record<StreamStatusCode, Partial<Record<StreamAction, StreamStatusCode>>>
> = Object.freeze({
  [STREAM_STATUS_RESERVED]: {
    start: STREAM_STATUS_LIVE,
    update: STREAM_STATUS_RESERVED,
    cancel: STREAM_STATUS_CANCELLED,
  },
  [STREAM_STATUS_LIVE]: { update: STREAM_STATUS_LIVE, stop: STREAM_STATUS_ENDED },
  [STREAM_STATUS_ENDED]: {},
  [STREAM_STATUS_CANCELLED]: {},
});

/** The status `action` takes a stream in `status` to, or null when the action is not allowed. */
export function streamTransition(status: number, action: StreamAction): StreamStatusCode | null {
  return TRANSITIONS[status as StreamStatusCode]?.[action] ?? null;
}

/**
 * The status a newly saved stream starts in: live when it has no start time or one that is not
 * after `now`, reserved for a start in the future.
 */
export function initialStreamStatus(startTime: number | undefined, now: number): StreamStatusCode {
  return startTime !== undefined && startTime > now ? STREAM_STATUS_RESERVED : STREAM_STATUS_LIVE;
}

/** Whether viewers may ask to be reminded of a stream: only while it is announced. */
export function canReserveStream(status: number): boolean {
  return status === STREAM_STATUS_RESERVED;
}
