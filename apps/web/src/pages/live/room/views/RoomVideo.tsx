import type { Stream } from '@touchline/api';
import {
  PLAYER_DEFAULT_AUTOPLAY,
  STREAM_STATUS_CANCELLED,
  STREAM_STATUS_ENDED,
  STREAM_STATUS_RESERVED,
  formatMatchTime,
} from '@touchline/domain';
import { Button, Icon, useTimeZone, VideoPlayer } from '@touchline/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from '../room.css.ts';

/** A line the player may play: its id, name and address. */
export interface RoomVideoSource {
  id: number;
  name: string;
  url: string;
}

export interface RoomVideoProps {
  stream: Stream;
  /** The stream's lines, the default first; undefined while they load. */
  sources: readonly RoomVideoSource[] | undefined;
  /** The lines could not be fetched. */
  sourcesFailed: boolean;
  onRetrySources: () => void;
  /** Over the picture (a gift's moment). */
  overlay?: ReactNode;
}

/**
 * The room's player: the stream's default line, the next line when one fails (the viewer may pick
 * any line), the stream's cover until it plays; a stream not live yet says when it starts, one
 * that ended says so instead of a frozen frame.
 */
export function RoomVideo({
  stream,
  sources,
  sourcesFailed,
  onRetrySources,
  overlay,
}: RoomVideoProps) {
  const { t } = useTranslation('live');
  const timeZone = useTimeZone();
  // the line chosen (by the viewer or by failing over) and the lines that failed, per stream
  const [choice, setChoice] = useState<{ streamId: number; id: number | null; failed: number[] }>({
    streamId: stream.id,
    id: null,
    failed: [],
  });
  const current = choice.streamId === stream.id ? choice : { id: null, failed: [] as number[] };

  if (stream.status === STREAM_STATUS_RESERVED || stream.status === STREAM_STATUS_CANCELLED) {
    return (
      <div className={css.notice} role="status">
        <Icon name={stream.status === STREAM_STATUS_RESERVED ? 'clock' : 'stream'} />
        <p className={css.noticeText}>
          {stream.status === STREAM_STATUS_RESERVED
            ? t('room.startsAt', { time: formatMatchTime(stream.startTime, timeZone) })
            : t('room.cancelled')}
        </p>
      </div>
    );
  }

  const ended = stream.status === STREAM_STATUS_ENDED;
  // the lines once known; none from the source list: the stream's own address, if it has one
  const known = sources !== undefined || sourcesFailed;
  const lines: readonly RoomVideoSource[] = !known
    ? []
    : sources && sources.length > 0
      ? sources
      : stream.pullUrl
        ? [{ id: 0, name: t('room.lineDefault'), url: stream.pullUrl }]
        : [];

  if (!ended && known && lines.length === 0) {
    return (
      <div className={css.notice} role="status">
        <Icon name="alert-triangle" />
        <p className={css.noticeText}>
          {sourcesFailed ? t('room.sourcesFailed') : t('room.noSources')}
        </p>
        <Button variant="solid" tone="neutral" onClick={onRetrySources}>
          {t('room.retry')}
        </Button>
      </div>
    );
  }

  const playing = lines.find((line) => line.id === current.id) ?? lines[0];
  const failOver = () => {
    if (!playing) return;
    const failed = [...current.failed, playing.id];
    const next = lines.find((line) => !failed.includes(line.id));
    // every line failed: the player's load error (its retry reloads this line) stays
    if (next) setChoice({ streamId: stream.id, id: next.id, failed });
  };

  return (
    <div className={css.stage}>
      <VideoPlayer
        src={playing?.url ?? ''}
        poster={stream.cover || undefined}
        label={stream.title}
        live={!ended}
        ended={ended}
        autoPlay={PLAYER_DEFAULT_AUTOPLAY}
        lines={lines.map(({ id, name }) => ({ id, name }))}
        line={playing?.id}
        onLineChange={(id) =>
          setChoice({ streamId: stream.id, id: Number(id), failed: current.failed })
        }
        onError={failOver}
      />
      {overlay}
    </div>
  );
}
