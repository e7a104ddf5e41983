import { formatShortDate } from '@touchline/domain';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useState, type ComponentPropsWithRef } from 'react';
import { useUiLanguage, useUiText } from '../../i18n/useUiText.ts';
import { IconButton } from '../IconButton/index.ts';
import * as css from './BulletinTicker.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { Skeleton } from '../Skeleton/index.ts';
import { useTimeZone } from '../../i18n/timeZone.tsx';

export interface Bulletin {
  id: string | number;
  title: string;
  /** A short text after the title. */
  text?: string | null;
  /** When it was published, epoch ms. */
  date?: number | null;
}

export interface BulletinTickerProps extends Omit<ComponentPropsWithRef<'section'>, 'onSelect'> {
  items: readonly Bulletin[];
  /** Makes each bulletin a button (e.g. to open it in full). */
  onSelect?: (bulletin: Bulletin) => void;
  /** The name of the region; "Announcements" in the active language when not given. */
  label?: string;
  /** IANA zone of the dates; the browser's when not given. */
  timeZone?: string;
  /** Controlled pause (with `onPausedChange`); otherwise the pause button keeps it. */
  paused?: boolean;
  defaultPaused?: boolean;
  onPausedChange?: (paused: boolean) => void;
  /**
   * The bulletins are still loading: the ticker's box with a placeholder line, so what is below
   * it does not move when they arrive (nothing renders when none arrive).
   */
  loading?: boolean;
}

/** Seconds one pass takes: about 4 characters a second, never faster than 20 s a pass. */
export const BULLETIN_SECONDS_PER_CHARACTER = 0.25;
export const BULLETIN_MIN_PASS_SECONDS = 20;

function MegaphoneIcon() {
  return (
    <Icon className={css.megaphone}>
      <path d="M3 10v4h4l8 5V5L7 10Z" />
      <path d="M18.5 8.5a5 5 0 0 1 0 7" />
    </Icon>
  );
}

function PauseIcon() {
  return (
    <Icon className={css.icon} fill="currentColor" stroke="none">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </Icon>
  );
}

function PlayIcon() {
  return (
    <Icon className={css.icon} fill="currentColor" stroke="none">
      <path d="M7 5.5v13a1 1 0 0 0 1.5.9l10.4-6.5a1 1 0 0 0 0-1.8L8.5 4.6A1 1 0 0 0 7 5.5Z" />
    </Icon>
  );
}

/**
 * The bulletin ticker: a region with the notices as a list that scrolls sideways. It stops
 * under the pointer, while it holds keyboard focus (then it is a plain scrollable list), and
 * with its pause button; under reduced motion it never moves. Nothing renders without items,
 * except while they load (`loading`): its box with a placeholder.
 */
export function BulletinTicker({
  items,
  onSelect,
  label,
  timeZone,
  paused: pausedProp,
  defaultPaused = false,
  onPausedChange,
  loading = false,
  className,
  style,
  ...rest
}: BulletinTickerProps) {
  const text = useUiText();
  const language = useUiLanguage();
  const [pausedState, setPausedState] = useState(defaultPaused);
  const paused = pausedProp ?? pausedState;
  const zone = useTimeZone(timeZone);
  const list = (items ?? []).filter((item) => item && typeof item.title === 'string');
  if (list.length === 0 && loading) {
    return (
      <section
        {...rest}
        aria-label={label ?? text('bulletinTickerLabel')}
        aria-busy="true"
        className={[css.root, className].filter(Boolean).join(' ')}
        style={style}
      >
        <MegaphoneIcon />
        <div className={css.viewport}>
          <Skeleton shape="text" width="60%" />
        </div>
      </section>
    );
  }
  if (list.length === 0) return null;

  const characters = list.reduce(
    (sum, item) => sum + item.title.length + (item.text?.length ?? 0) + 8,
    0,
  );
  const seconds = Math.max(
    BULLETIN_MIN_PASS_SECONDS,
    Math.round(characters * BULLETIN_SECONDS_PER_CHARACTER),
  );

  const togglePaused = () => {
    if (pausedProp === undefined) setPausedState(!paused);
    onPausedChange?.(!paused);
  };

  return (
    <section
      {...rest}
      aria-label={label ?? text('bulletinTickerLabel')}
      className={[css.root, className].filter(Boolean).join(' ')}
      style={{ ...style, ...assignInlineVars({ [css.durationVar]: `${seconds}s` }) }}
    >
      <MegaphoneIcon />
      {/* Without buttons inside, the list itself takes focus so the keyboard can scroll it. */}
      <div className={css.viewport} tabIndex={onSelect ? undefined : 0}>
        <ul className={css.track} data-paused={paused}>
          {list.map((item) => {
            const date =
              typeof item.date === 'number' ? formatShortDate(item.date, language, zone) : null;
            const content = (
              <>
                <span className={css.title}>{item.title}</span>
                {item.text ? (
                  <>
                    {' '}
                    <span className={css.text}>{item.text}</span>
                  </>
                ) : null}
                {date && date !== '-' ? (
                  <>
                    {' '}
                    <time className={css.date} dateTime={new Date(item.date!).toISOString()}>
                      {date}
                    </time>
                  </>
                ) : null}
              </>
            );
            return (
              <li key={item.id} className={css.item}>
                {onSelect ? (
                  <button type="button" className={css.entryButton} onClick={() => onSelect(item)}>
                    {content}
                  </button>
                ) : (
                  <span className={css.entry}>{content}</span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      <IconButton
        className={css.pause}
        size="sm"
        label={text('pause')}
        pressed={paused}
        icon={paused ? <PlayIcon /> : <PauseIcon />}
        onClick={togglePaused}
      />
    </section>
  );
}
BulletinTicker.displayName = 'BulletinTicker';
