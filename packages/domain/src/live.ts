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

/** What the `stream-status` topic says of a stream now: its status and its audience. */
export interface StreamStatusUpdate {
  status: number;
  viewers: number;
}

/**
 * The stream lobby's two lists (spec §4: live streams first): the live ones (status 2), in the
 * order given (the server's, most watched first), and the announced ones (status 1), soonest
 * first. `sportId` narrows both to one sport (null: every sport); `updates` are the socket's
 * latest statuses and viewer counts, which win over the list's (a stream that ended leaves,
 * one that went live moves up). Ended and cancelled streams are in neither list. Input untouched.
 */
export function lobbySections<
  T extends {
    id: number;
    status: number;
    viewers: number;
    sportId: number | null;
    startTime: number;
  },
>(
  streams: readonly T[],
  {
    sportId = null,
    updates,
  }: { sportId?: number | null; updates?: ReadonlyMap<number, StreamStatusUpdate> } = {},
): { live: T[]; scheduled: T[] } {
  const live: T[] = [];
  const scheduled: T[] = [];
  for (const stream of streams ?? []) {
    if (sportId !== null && stream.sportId !== sportId) continue;
    const update = updates?.get(stream.id);
    const current = update ? { ...stream, status: update.status, viewers: update.viewers } : stream;
    if (current.status === STREAM_STATUS_LIVE) live.push(current);
    else if (current.status === STREAM_STATUS_RESERVED) scheduled.push(current);
  }
  scheduled.sort((a, b) => a.startTime - b.startTime || a.id - b.id);
  return { live, scheduled };
}

/** The sports the streams present, each once, in ascending id (a lobby's sport filter). */
export function streamSports(streams: readonly { sportId: number | null }[]): number[] {
  const ids = new Set<number>();
  for (const s of streams ?? []) if (s.sportId !== null) ids.add(s.sportId);
  return [...ids].sort((a, b) => a - b);
}

/** The most cover tags a host's card carries. */
export const PRESENTER_TAGS_MAX = 3;
