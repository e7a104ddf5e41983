import { htmlLang } from '@touchline/domain';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useUiLanguage, useUiText } from '../../i18n/useUiText.ts';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import * as css from './SignInCalendar.css.ts';

export const SIGN_IN_CALENDAR_VARIANTS = ['week', 'month'] as const;
export const SIGN_IN_DAY_STATUSES = ['signed', 'missed', 'today', 'future'] as const;
export type SignInCalendarVariant = (typeof SIGN_IN_CALENDAR_VARIANTS)[number];
export type SignInDayStatus = (typeof SIGN_IN_DAY_STATUSES)[number];

export interface SignInDay {
  /** Whether the player signed in on this day. */
  signed?: boolean;
  /** What signing in on this day pays, e.g. "+8" or "Free bet". */
  reward?: ReactNode;
  /** Replaces "Day N" (week) or the day of the month (month). */
  label?: ReactNode;
}

/** Past days are signed or missed, today is signed or still to sign, later days are future. */
export function signInDayStatus(
  index: number,
  todayIndex: number,
  signed: boolean,
): SignInDayStatus {
  if (index < todayIndex) return signed ? 'signed' : 'missed';
  if (index === todayIndex) return signed ? 'signed' : 'today';
  return 'future';
}

const STATUS_TEXT = {
  signed: 'signInSigned',
  missed: 'signInMissed',
  today: 'signInToday',
  future: 'signInUpcoming',
} as const;

/** Monday to Sunday, short, in the language (from fixed dates, so the same everywhere). */
function weekdayNames(lang: Parameters<typeof htmlLang>[0]): string[] {
  const format = new Intl.DateTimeFormat(htmlLang(lang), { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2024, 0, 1 + i)));
}

function StatusIcon({ status }: { status: SignInDayStatus }) {
  return (
    <span className={css.icon({ status })} aria-hidden="true">
      <Icon name={`day-${status}`} width="16" height="16" />
    </span>
  );
}

function GiftIcon() {
  return <Icon name="gift-box" className={css.giftIcon} width="14" height="14" />;
}

export interface SignInCalendarProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  days: readonly SignInDay[];
  /** The position of today in `days`; -1 (or any position outside) when today is not shown. */
  todayIndex: number;
  /** Seven numbered days, or a month of dated days under weekday headings. */
  variant?: SignInCalendarVariant;
  /** Month: how many weekdays come before day 1, Monday first (0 when the 1st is a Monday). */
  leadingBlanks?: number;
  title?: ReactNode;
  /** Days signed in a row, shown next to the title. */
  streak?: number;
  /** Shows the sign-in button; it is disabled once today is signed. */
  onSignIn?: () => void;
  /** Signing in is under way. */
  signing?: boolean;
}

/**
 * A sign-in campaign's calendar: every day signed, missed, today or still to come (told by icon
 * and in words, not colour alone), with its reward, and the button that signs today in.
 */
export function SignInCalendar({
  days,
  todayIndex,
  variant = 'week',
  leadingBlanks = 0,
  title,
  streak,
  onSignIn,
  signing = false,
  className,
  ...rest
}: SignInCalendarProps) {
  const t = useUiText();
  const lang = useUiLanguage();
  const titleId = useId();
  const today =
    Number.isInteger(todayIndex) && todayIndex >= 0 && todayIndex < days.length ? todayIndex : -1;
  const todaySigned = today >= 0 && !!days[today]?.signed;
  const blanks = variant === 'month' ? Math.min(6, Math.max(0, Math.floor(leadingBlanks) || 0)) : 0;
  const streakCount =
    streak !== undefined && Number.isFinite(streak) && streak > 0 ? Math.floor(streak) : 0;

  return (
    <section
      {...rest}
      aria-labelledby={title ? titleId : undefined}
      className={[css.root, className].filter(Boolean).join(' ')}
    >
      {(title || streakCount > 0) && (
        <div className={css.header}>
          {title ? (
            <h2 id={titleId} className={css.title}>
              {title}
            </h2>
          ) : (
            <span />
          )}
          {streakCount > 0 && (
            <span className={css.streak}>
              {t(
                new Intl.PluralRules(lang).select(streakCount) === 'one'
                  ? 'signInStreakOne'
                  : 'signInStreak',
              ).replace('{n}', String(streakCount))}
            </span>
          )}
        </div>
      )}
      {variant === 'month' && (
        <div className={css.weekdays} aria-hidden="true">
          {weekdayNames(lang).map((name) => (
            <span key={name}>{name}</span>
          ))}
        </div>
      )}
      <ol className={variant === 'week' ? `${css.grid} ${css.weekGrid}` : css.grid}>
        {days.map((day, i) => {
          // With today outside the days shown, they are all past: signed or missed.
          const shownStatus = signInDayStatus(i, today < 0 ? days.length : today, !!day.signed);
          const label =
            day.label ??
            (variant === 'month' ? String(i + 1) : t('signInDay').replace('{n}', String(i + 1)));
          return (
            <li
              key={i}
              data-status={shownStatus}
              aria-current={i === today ? 'date' : undefined}
              className={css.day({ status: shownStatus, variant })}
              style={i === 0 && blanks > 0 ? { gridColumnStart: blanks + 1 } : undefined}
            >
              <span className={css.dayLabel}>{label}</span>
              <StatusIcon status={shownStatus} />
              <span className={css.srOnly}>
                {i === today && shownStatus !== 'today' ? `${t('signInToday')}, ` : ''}
                {t(STATUS_TEXT[shownStatus])}
              </span>
              {day.reward !== undefined && day.reward !== null && day.reward !== '' && (
                <span
                  className={[css.reward, shownStatus === 'missed' ? css.mutedReward : '']
                    .filter(Boolean)
                    .join(' ')}
                >
                  <span className={css.srOnly}>{`${t('signInReward')}:`}</span>
                  <GiftIcon /> {day.reward}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {onSignIn && (
        <Button fullWidth disabled={today < 0 || todaySigned} loading={signing} onClick={onSignIn}>
          {todaySigned ? t('signInDone') : t('signInButton')}
        </Button>
      )}
    </section>
  );
}
SignInCalendar.displayName = 'SignInCalendar';
