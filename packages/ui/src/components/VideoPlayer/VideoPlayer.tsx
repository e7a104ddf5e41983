import { PLAYER_DEFAULT_SOUND_ON, PLAYER_DEFAULT_VOLUME } from '@touchline/domain';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { Icon, type IconName } from '../Icon/index.ts';
import { IconButton } from '../IconButton/index.ts';
import * as css from './VideoPlayer.css.ts';

export const VIDEO_PLAYER_STATUSES = ['paused', 'loading', 'playing', 'error', 'ended'] as const;
export type VideoPlayerStatus = (typeof VIDEO_PLAYER_STATUSES)[number];

const HLS_MIME = 'application/vnd.apple.mpegurl';

/** Whether an address is an HLS playlist (`.m3u8`, before any query or fragment). */
export function isHlsSource(src: string): boolean {
  return /\.m3u8(?:[?#]|$)/i.test(src.trim());
}

/** A volume as a whole number from 0 to 100 (anything else becomes the default, 70). */
function clampVolume(value: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return PLAYER_DEFAULT_VOLUME;
  return Math.min(100, Math.max(0, Math.round(value)));
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export interface VideoPlayerProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'onError' | 'onVolumeChange'
> {
  /** A video file or an HLS playlist (`.m3u8`); HLS plays through hls.js where the browser lacks it. */
  src: string;
  /** Shown before playback starts. */
  poster?: string;
  /** The player's accessible name, e.g. the stream title; "Video player" by default. */
  label?: string;
  /** Starts playing once loaded (browsers may refuse with sound on). */
  autoPlay?: boolean;
  /** Shows the live badge. */
  live?: boolean;
  /** Width / height of the picture. */
  aspectRatio?: number | string;
  /** 0–100; domain PLAYER_DEFAULT_VOLUME (70) by default. */
  defaultVolume?: number;
  /** Muted at first; sound is on by default (domain PLAYER_DEFAULT_SOUND_ON). */
  defaultMuted?: boolean;
  /** Called when the volume or mute changes, to remember the choice. */
  onVolumeChange?: (volume: number, muted: boolean) => void;
  /** Called when the source fails to load or play. */
  onError?: () => void;
  /**
   * The broadcast is over: nothing is loaded, and the picture gives way to an "ended" notice
   * (never a frozen last frame).
   */
  ended?: boolean;
  /** The lines (sources) a viewer may switch between; a picker shows when there are two or more. */
  lines?: readonly VideoPlayerLine[];
  /** The line playing now (its id). */
  line?: string | number;
  onLineChange?: (id: string) => void;
}

/** One line (source) of a stream, as the line picker names it. */
export interface VideoPlayerLine {
  id: string | number;
  name: string;
}

type HlsPlayer = { destroy: () => void };

/** A control's glyph, 22px. */
function PlayerIcon({ name }: { name: IconName }) {
  return <Icon name={name} width="22" height="22" />;
}

/**
 * The live-room player: plays a file or an HLS stream (hls.js is loaded only when needed), with
 * play/pause, reload, mute, volume and full screen, a poster, a loading state and a load-error
 * state with retry. Every control is a labelled button or slider, operable from the keyboard.
 */
export function VideoPlayer({
  src,
  poster,
  label,
  autoPlay = false,
  live = false,
  aspectRatio = 16 / 9,
  defaultVolume = PLAYER_DEFAULT_VOLUME,
  defaultMuted = !PLAYER_DEFAULT_SOUND_ON,
  onVolumeChange,
  onError,
  ended = false,
  lines = [],
  line,
  onLineChange,
  ref,
  className,
  style,
  ...rest
}: VideoPlayerProps) {
  const t = useUiText();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [buffering, setBuffering] = useState(false);
  // the source (and reload) that failed: a new source or a reload starts clean
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const sourceKey = `${reloadKey}:${src}`;
  const failed = !ended && failedSource === sourceKey;
  const sourceKeyRef = useRef(sourceKey);
  useEffect(() => {
    sourceKeyRef.current = sourceKey;
  });
  const lineId = useId();
  const [volume, setVolume] = useState(() => clampVolume(defaultVolume));
  const [muted, setMuted] = useState(defaultMuted);
  const [fullscreen, setFullscreen] = useState(false);
  const resumeAfterLoad = useRef(autoPlay);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  const setRootRef = useCallback(
    (element: HTMLDivElement | null) => {
      rootRef.current = element;
      assignRef(ref, element);
    },
    [ref],
  );

  const fail = useCallback(() => {
    setFailedSource(sourceKeyRef.current);
    setBuffering(false);
    setPlaying(false);
    onErrorRef.current?.();
  }, []);

  // Attach the source: natively, or through hls.js (imported on demand) where HLS isn't native.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !src || ended) return;
    let cancelled = false;
    let hls: HlsPlayer | null = null;
    const start = () => {
      if (!resumeAfterLoad.current) return;
      video.play()?.catch((error: unknown) => {
        // a browser that refuses to start with sound (no gesture yet) may start muted: the
        // picture plays and the unmute button offers the sound
        if (cancelled || video.muted || (error as { name?: string })?.name !== 'NotAllowedError')
          return;
        video.muted = true;
        setMuted(true);
        video.play()?.catch(() => undefined);
      });
    };
    const attachNative = () => {
      video.src = src;
      video.load();
      start();
    };
    if (isHlsSource(src) && !video.canPlayType(HLS_MIME)) {
      import('hls.js')
        .then(({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) {
            attachNative();
            return;
          }
          const player = new Hls();
          hls = player;
          player.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal && !cancelled) fail();
          });
          player.loadSource(src);
          player.attachMedia(video);
          start();
        })
        .catch(() => {
          if (!cancelled) fail();
        });
    } else {
      attachNative();
    }
    return () => {
      cancelled = true;
      hls?.destroy();
      video.removeAttribute('src');
      video.load();
    };
  }, [src, reloadKey, fail, ended]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = volume / 100;
    video.muted = muted || volume === 0;
  }, [volume, muted]);

  useEffect(() => {
    const onChange = () =>
      setFullscreen(!!rootRef.current && document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const reload = () => {
    resumeAfterLoad.current = playing || autoPlay || failed;
    setBuffering(false);
    setPlaying(false);
    setReloadKey((k) => k + 1);
  };

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video || failed || ended) return;
    if (playing) video.pause();
    else video.play()?.catch(() => undefined);
  };

  const changeVolume = (next: number, nextMuted: boolean) => {
    setVolume(next);
    setMuted(nextMuted);
    onVolumeChange?.(next, nextMuted);
  };

  const toggleFullscreen = () => {
    const root = rootRef.current;
    const video = videoRef.current as
      (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null;
    if (!root) return;
    if (document.fullscreenElement) {
      void document.exitFullscreen?.();
    } else if (root.requestFullscreen) {
      void root.requestFullscreen().catch(() => undefined);
    } else {
      // iOS Safari: only the video itself can go full screen.
      video?.webkitEnterFullscreen?.();
    }
  };

  const onMediaError = (event: SyntheticEvent<HTMLVideoElement>) => {
    // The source being detached (a reload, a new `src`) is not a failure.
    if (!event.currentTarget.getAttribute('src')) return;
    fail();
  };

  const silent = muted || volume === 0;
  const status: VideoPlayerStatus = ended
    ? 'ended'
    : failed
      ? 'error'
      : buffering
        ? 'loading'
        : playing
          ? 'playing'
          : 'paused';

  return (
    <div
      {...rest}
      ref={setRootRef}
      role="group"
      aria-label={label ?? t('videoPlayerLabel')}
      data-status={status}
      className={[css.root, className].filter(Boolean).join(' ')}
      style={{ ...style, ...assignInlineVars({ [css.ratio]: String(aspectRatio) }) }}
    >
      <div className={css.stage}>
        <video
          ref={videoRef}
          className={css.video}
          poster={poster}
          playsInline
          preload="metadata"
          onClick={togglePlay}
          onPlay={() => {
            setPlaying(true);
            setFailedSource(null);
          }}
          onPlaying={() => {
            setPlaying(true);
            setBuffering(false);
          }}
          onPause={() => {
            setPlaying(false);
            setBuffering(false);
          }}
          onEnded={() => setPlaying(false)}
          onWaiting={() => setBuffering(true)}
          onCanPlay={() => setBuffering(false)}
          onError={onMediaError}
        />
        {live && !ended && (
          <span className={css.corner}>
            <Badge tone="live" size="sm" />
          </span>
        )}
        {status === 'paused' && (
          <div className={`${css.overlay} ${css.passThrough}`} aria-hidden="true">
            <span className={css.bigPlay}>
              <PlayerIcon name="player-play" />
            </span>
          </div>
        )}
        {status === 'loading' && (
          <div className={`${css.overlay} ${css.passThrough}`} role="status">
            <Icon name="spinner" className={css.spinner} />
            <span className={css.srOnly}>{t('loading')}</span>
          </div>
        )}
        {status === 'error' && (
          <div className={`${css.overlay} ${css.scrim}`} role="alert">
            <Icon name="alert-triangle" className={css.errorIcon} />
            <p className={css.errorText}>{t('loadError')}</p>
            <Button variant="solid" tone="neutral" onClick={reload}>
              {t('retry')}
            </Button>
          </div>
        )}
        {status === 'ended' && (
          <div className={`${css.overlay} ${css.ended}`} role="status">
            <Icon name="stream" className={css.endedIcon} />
            <p className={css.errorText}>{t('videoEnded')}</p>
          </div>
        )}
      </div>
      <div className={css.controls}>
        <IconButton
          label={playing && !ended ? t('pause') : t('play')}
          icon={<PlayerIcon name={playing && !ended ? 'player-pause' : 'player-play'} />}
          disabled={failed || ended}
          onClick={togglePlay}
        />
        <IconButton
          label={t('refresh')}
          icon={<PlayerIcon name="player-reload" />}
          disabled={ended}
          onClick={reload}
        />
        <IconButton
          label={silent ? t('unmute') : t('mute')}
          icon={<PlayerIcon name={silent ? 'player-muted' : 'player-sound'} />}
          onClick={() => {
            // Unmuting at volume 0 brings the sound back at the default volume.
            if (silent) changeVolume(volume === 0 ? PLAYER_DEFAULT_VOLUME : volume, false);
            else changeVolume(volume, true);
          }}
        />
        <input
          type="range"
          className={css.volume}
          min={0}
          max={100}
          step={5}
          value={silent ? 0 : volume}
          aria-label={t('volume')}
          aria-valuetext={`${silent ? 0 : volume}%`}
          onChange={(e) => {
            const next = clampVolume(Number(e.currentTarget.value));
            changeVolume(next, next === 0);
          }}
        />
        <span className={css.spacer} />
        {lines.length > 1 && !ended ? (
          <>
            <label htmlFor={lineId} className={css.srOnly}>
              {t('videoLine')}
            </label>
            <select
              id={lineId}
              className={css.lineSelect}
              value={String(line ?? lines[0]!.id)}
              onChange={(e) => onLineChange?.(e.currentTarget.value)}
            >
              {lines.map((option) => (
                <option key={option.id} value={String(option.id)}>
                  {option.name}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <IconButton
          label={fullscreen ? t('videoPlayerExitFullscreen') : t('fullscreen')}
          icon={<PlayerIcon name={fullscreen ? 'player-exit-fullscreen' : 'player-fullscreen'} />}
          onClick={toggleFullscreen}
        />
      </div>
    </div>
  );
}
VideoPlayer.displayName = 'VideoPlayer';
