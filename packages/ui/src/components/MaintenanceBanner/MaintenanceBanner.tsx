import { formatMatchTime, htmlLang } from '@touchline/domain';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useUiLanguage, useUiText } from '../../i18n/useUiText.ts';
import * as css from './MaintenanceBanner.css.ts';
import { Icon } from '../Icon/Icon.tsx';

export const MAINTENANCE_BANNER_VARIANTS = ['bar', 'card'] as const;
export type MaintenanceBannerVariant = (typeof MAINTENANCE_BANNER_VARIANTS)[number];

/** Maintenance times are announced in UTC+8 (domain MAINTENANCE_UTC_OFFSET_HOURS). */
export const MAINTENANCE_DEFAULT_TIME_ZONE = 'Asia/Shanghai';

export interface MaintenanceBannerProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'title' | 'content'
> {
  /** The notice's title from the server; "Site maintenance" by default. */
  title?: string;
  /** The notice's text from the server. */
  content?: ReactNode;
  /** Start and end of the period, epoch ms. */
  start?: number;
  end?: number;
  /** The IANA zone the period is shown in. */
  timeZone?: string;
  variant?: MaintenanceBannerVariant;
  /** Shows a dismiss button. */
  onDismiss?: () => void;
}

const isTime = (n: number | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= 8.64e15;

function zoneLabel(epochMs: number, timeZone: string, locale: string): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(epochMs)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** The site maintenance notice: warning tone, title, text and the period in its time zone. */
export function MaintenanceBanner({
  title,
  content,
  start,
  end,
  timeZone = MAINTENANCE_DEFAULT_TIME_ZONE,
  variant = 'bar',
  onDismiss,
  className,
  ...rest
}: MaintenanceBannerProps) {
  const t = useUiText();
  const language = useUiLanguage();
  const hasStart = isTime(start);
  const hasEnd = isTime(end);
  const when = (epochMs: number) => (
    <time dateTime={new Date(epochMs).toISOString()}>{formatMatchTime(epochMs, timeZone)}</time>
  );
  return (
    <div
      role="status"
      {...rest}
      className={[css.root({ variant }), className].filter(Boolean).join(' ')}
    >
      <Icon name="warning" className={css.icon} />
      <div className={css.body}>
        <p className={css.title}>{title?.trim() || t('maintenanceTitle')}</p>
        {content && <div className={css.content}>{content}</div>}
        {(hasStart || hasEnd) && (
          <p className={css.period}>
            <span className={css.periodLabel}>{t('maintenancePeriod')}:</span>{' '}
            {hasStart && when(start)}
            {hasStart && hasEnd && ' – '}
            {hasEnd && when(end)} (
            {zoneLabel(hasStart ? start : (end as number), timeZone, htmlLang(language))})
          </p>
        )}
      </div>
      {onDismiss && (
        <button type="button" className={css.dismiss} aria-label={t('dismiss')} onClick={onDismiss}>
          <Icon name="close" className={css.dismissIcon} />
        </button>
      )}
    </div>
  );
}
MaintenanceBanner.displayName = 'MaintenanceBanner';
