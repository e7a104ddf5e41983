import {
  Fragment,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Icon } from '../Icon/index.ts';
import * as css from './Countdown.css.ts';

export const COUNTDOWN_VARIANTS = ['boxes', 'inline'] as const;
export const COUNTDOWN_SIZES = ['sm', 'md', 'lg'] as const;
export type CountdownVariant = (typeof COUNTDOWN_VARIANTS)[number];
export type CountdownSize = (typeof COUNTDOWN_SIZES)[number];

const SECOND = 1000;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Whole days, hours, minutes and seconds left in `ms`, rounded up to the second so the last
 * second shows `00:00:01` rather than zero before the end. Not a positive number gives all zeros.
 */
export function countdownParts(ms: number): CountdownParts {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / SECOND) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

export interface CountdownProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The current time (epoch ms), given by the page so stories and tests are deterministic. */
  now: number;
  /** When the period ends (epoch ms). */
  endsAt: number;
  /** Ticks every second from `now` while true; otherwise shows the time left at `now`. */
  live?: boolean;
  variant?: CountdownVariant;
  size?: CountdownSize;
  /** What the time counts down to; "Ends in" by default. */
  label?: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Replaces "Ended" once the time is up. */
  endedText?: ReactNode;
  /** Called once when the time runs out while the countdown is shown. */
  onEnd?: () => void;
}

/**
 * The time left until `endsAt`, in days, hours, minutes and seconds with tabular figures. It ticks
 * only while `live` is true, from the `now` the page gives it, and shows the ended state at zero.
 */
export function Countdown({
  now,
  endsAt,
  live = false,
  variant = 'boxes',
  size = 'md',
  label,
  hideLabel = false,
  endedText,
  onEnd,
  className,
  ...rest
}: CountdownProps) {
  const t = useUiText();
  const labelId = useId();
  const [clock, setClock] = useState({ from: now, elapsed: 0 });
  // A new `now` from the page restarts the count from it.
  const current = clock.from === now ? clock : { from: now, elapsed: 0 };
  if (current !== clock) setClock(current);

  const remaining = endsAt - now - current.elapsed;
  const isEnded = !(Number.isFinite(remaining) && remaining > 0);

  useEffect(() => {
    if (!live || isEnded) return;
    const timer = setInterval(
      () => setClock((c) => (c.from === now ? { from: now, elapsed: c.elapsed + SECOND } : c)),
      SECOND,
    );
    return () => clearInterval(timer);
  }, [live, isEnded, now]);

  const wasEnded = useRef(isEnded);
  useEffect(() => {
    if (isEnded && !wasEnded.current) onEnd?.();
    wasEnded.current = isEnded;
  }, [isEnded, onEnd]);

  const { days, hours, minutes, seconds } = countdownParts(remaining);
  const units = [
    { key: 'days', value: String(days).padStart(2, '0'), label: t('countdownDays') },
    { key: 'hours', value: pad(hours), label: t('countdownHours') },
    { key: 'minutes', value: pad(minutes), label: t('countdownMinutes') },
    { key: 'seconds', value: pad(seconds), label: t('countdownSeconds') },
  ];

  let body: ReactNode;
  if (isEnded) {
    body = (
      <span className={css.ended({ size })}>
        <Icon name="check-circle" width="1em" height="1em" />
        {endedText ?? t('campaignEnded')}
      </span>
    );
  } else if (variant === 'inline') {
    body = (
      <span className={css.inlineValue({ size })}>
        {days > 0 ? `${days} ${t('countdownDays')} ` : ''}
        {`${pad(hours)}:${pad(minutes)}:${pad(seconds)}`}
      </span>
    );
  } else {
    body = (
      <span className={css.units}>
        {units.map((u, i) => (
          <Fragment key={u.key}>
            {i > 0 && (
              <span className={css.separator({ size })} aria-hidden="true">
                :
              </span>
            )}
            <span className={css.unit} data-unit={u.key}>
              <span className={css.value({ size })}>{u.value}</span>
              <span className={css.unitLabel}>{u.label}</span>
            </span>
          </Fragment>
        ))}
      </span>
    );
  }

  return (
    <div
      {...rest}
      role="timer"
      aria-labelledby={labelId}
      data-ended={isEnded || undefined}
      className={[css.root({ variant }), className].filter(Boolean).join(' ')}
    >
      <span id={labelId} className={hideLabel || isEnded ? css.srOnly : css.label}>
        {label ?? t('countdownEndsIn')}
      </span>
      {body}
    </div>
  );
}
Countdown.displayName = 'Countdown';
