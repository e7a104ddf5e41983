import type { Stream } from '@touchline/api';
import { STREAM_STATUS_LIVE } from '@touchline/domain';
import type { LiveCardProps } from '@touchline/ui';

/** A stream's room (`/anchorPlay/:streamId`). */
export const roomPath = (streamId: number): string => `/anchorPlay/${streamId}`;

/**
 * What a `LiveCard` shows of a stream, linking to its room (the home page's and the lobby's): its
 * viewers only while it is live (an announced stream has none yet).
 */
export function streamCardProps(
  stream: Stream,
): Pick<
  LiveCardProps,
  'cover' | 'title' | 'hostName' | 'hostAvatarId' | 'status' | 'scheduledAt' | 'viewers' | 'href'
> {
  return {
    cover: stream.cover,
    title: stream.title,
    hostName: stream.presenterName,
    hostAvatarId: stream.presenterAvatarId,
    status: stream.status,
    scheduledAt: stream.startTime,
    ...(stream.status === STREAM_STATUS_LIVE ? { viewers: stream.viewers } : {}),
    href: roomPath(stream.id),
  };
}
