import { formatMatchTime, formatShortDate, type Language } from '@touchline/domain';
import { useId, type ComponentPropsWithRef, type MouseEventHandler, type ReactNode } from 'react';
import { useUiLanguage, useUiText } from '../../i18n/useUiText.ts';
import { Badge } from '../Badge/index.ts';
import { Link } from '../Link/index.ts';
import * as css from './CampaignHero.css.ts';
import { useTimeZone } from '../../i18n/timeZone.tsx';

export const CAMPAIGN_HERO_TONES = ['accent', 'gold', 'live', 'link'] as const;
export const CAMPAIGN_HERO_HEADING_LEVELS = ['h1', 'h2'] as const;
export type CampaignHeroTone = (typeof CAMPAIGN_HERO_TONES)[number];
export type CampaignHeroHeadingLevel = (typeof CAMPAIGN_HERO_HEADING_LEVELS)[number];

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** One instant of a campaign period: its short date for the language and `HH:mm`; `-` if invalid. */
function periodPoint(epochMs: number, lang: Language, timeZone: string): string {
  const time = formatMatchTime(epochMs, timeZone);
  if (time === '-') return '-';
  return `${formatShortDate(epochMs, lang, timeZone)} ${time.slice(-5)}`;
}

/** How a period with one open end reads: `{date}` is the known end's point. */
export interface OpenPeriodTexts {
  /** No end: e.g. "From {date}, ongoing". */
  from: string;
  /** No start: e.g. "Until {date}". */
  until: string;
}

/**
 * A campaign period as `MM-DD HH:mm – MM-DD HH:mm` (`DD-MM` in Vietnamese) in the given zone.
 * Either end may be missing: with `open` texts a period open at one end reads as them ("From
 * 06-01 00:00, ongoing"); without them an open end shows as `…`.
 */
export function formatCampaignPeriod(
  startsAt: number | undefined,
  endsAt: number | undefined,
  lang: Language,
  timeZone: string = localZone(),
  open?: OpenPeriodTexts,
): string {
  if (open && startsAt !== undefined && endsAt === undefined) {
    return open.from.replace('{date}', periodPoint(startsAt, lang, timeZone));
  }
  if (open && startsAt === undefined && endsAt !== undefined) {
    return open.until.replace('{date}', periodPoint(endsAt, lang, timeZone));
  }
  const start = startsAt === undefined ? '…' : periodPoint(startsAt, lang, timeZone);
  const end = endsAt === undefined ? '…' : periodPoint(endsAt, lang, timeZone);
  return `${start} – ${end}`;
}

/** The period of a campaign as a labelled line; empty when neither end nor a `period` is given. */
export function CampaignPeriod({
  period,
  startsAt,
  endsAt,
  timeZone,
  className,
}: {
  period?: ReactNode;
  startsAt?: number;
  endsAt?: number;
  timeZone?: string;
  className?: string;
}) {
  const t = useUiText();
  const lang = useUiLanguage();
  const zone = useTimeZone(timeZone);
  if (period === undefined && startsAt === undefined && endsAt === undefined) return null;
  return (
    <p className={[css.period, className].filter(Boolean).join(' ')}>
      <span>{t('campaignPeriod')}</span>
      <time className={css.periodValue}>
        {period ??
          formatCampaignPeriod(startsAt, endsAt, lang, zone, {
            from: t('campaignPeriodFrom'),
            until: t('campaignPeriodUntil'),
          })}
      </time>
    </p>
  );
}
CampaignPeriod.displayName = 'CampaignPeriod';

/** Stadium floodlights, a pitch's centre circle and confetti, drawn in the tone colour. */
function HeroArt() {
  return (
    <svg
      className={css.art}
      viewBox="0 0 560 280"
      preserveAspectRatio="xMaxYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <g fill="currentColor">
        <path opacity="0.16" d="M470 0h40L330 280H220Z" />
        <path opacity="0.1" d="M540 0h20v60L470 280H400Z" />
        <path opacity="0.12" d="M380 0h30L180 280H120Z" />
        <circle opacity="0.9" cx="489" cy="14" r="7" />
        <circle opacity="0.9" cx="394" cy="10" r="5" />
      </g>
      <g fill="none" stroke="currentColor" strokeWidth="3" opacity="0.45">
        <circle cx="420" cy="250" r="92" />
        <path d="M230 250h380" />
        <circle cx="420" cy="250" r="6" fill="currentColor" />
      </g>
      <g fill="currentColor" opacity="0.7">
        <rect x="300" y="60" width="10" height="4" rx="2" transform="rotate(-24 305 62)" />
        <rect x="520" y="120" width="10" height="4" rx="2" transform="rotate(32 525 122)" />
        <rect x="350" y="130" width="8" height="4" rx="2" transform="rotate(60 354 132)" />
        <circle cx="470" cy="90" r="3" />
        <circle cx="270" cy="150" r="2.5" />
        <circle cx="540" cy="200" r="3" />
      </g>
    </svg>
  );
}

export interface CampaignHeroProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Short labels above the title, e.g. "New", "VIP only". */
  tags?: readonly ReactNode[];
  /** A written period; otherwise `startsAt`/`endsAt` are formatted in `timeZone`. */
  period?: ReactNode;
  startsAt?: number;
  endsAt?: number;
  /** IANA zone the period is shown in; the device's zone by default. */
  timeZone?: string;
  /** The colour of the background art. */
  tone?: CampaignHeroTone;
  /** Replaces the default art, e.g. a campaign's own inline SVG. Decorative. */
  art?: ReactNode;
  headingLevel?: CampaignHeroHeadingLevel;
  /** The call to action: "Join now" by default; shown when `onCta` or `ctaHref` is given. */
  ctaLabel?: ReactNode;
  onCta?: MouseEventHandler<HTMLElement>;
  ctaHref?: string;
  /** The campaign is over: the CTA is disabled and an "Ended" badge shows. */
  ended?: boolean;
}

/**
 * The top of a campaign page: title, subtitle, period, decorative art in the tone colour and a
 * call to action. `children` go under the CTA (e.g. a `Countdown`).
 */
export function CampaignHero({
  title,
  subtitle,
  tags,
  period,
  startsAt,
  endsAt,
  timeZone,
  tone = 'accent',
  art,
  headingLevel = 'h1',
  ctaLabel,
  onCta,
  ctaHref,
  ended = false,
  className,
  children,
  ...rest
}: CampaignHeroProps) {
  const t = useUiText();
  const titleId = useId();
  const Heading = headingLevel;
  const label = ctaLabel ?? t('campaignJoin');
  const hasCta = !!onCta || !!ctaHref;

  let cta: ReactNode = null;
  if (hasCta) {
    cta =
      ctaHref && !ended ? (
        <Link href={ctaHref} tone="inherit" underline="none" className={css.cta} onClick={onCta}>
          {label}
        </Link>
      ) : (
        <button type="button" className={css.cta} disabled={ended} onClick={onCta}>
          {label}
        </button>
      );
  }

  return (
    <section
      {...rest}
      aria-labelledby={titleId}
      data-ended={ended || undefined}
      className={[css.root({ tone, ended }), className].filter(Boolean).join(' ')}
    >
      {art ? (
        <div className={css.customArt} aria-hidden="true">
          {art}
        </div>
      ) : (
        <HeroArt />
      )}
      <div className={css.content}>
        {(ended || (tags && tags.length > 0)) && (
          <div className={css.eyebrow}>
            {ended && <Badge tone="neutral">{t('campaignEnded')}</Badge>}
            {tags?.map((tag, i) => (
              <Badge key={i} tone="vip" size="sm">
                {tag}
              </Badge>
            ))}
          </div>
        )}
        <Heading id={titleId} className={css.title}>
          {title}
        </Heading>
        {subtitle ? <p className={css.subtitle}>{subtitle}</p> : null}
        <CampaignPeriod period={period} startsAt={startsAt} endsAt={endsAt} timeZone={timeZone} />
        {(cta || children) && (
          <div className={css.actions}>
            {cta}
            {children}
          </div>
        )}
      </div>
    </section>
  );
}
CampaignHero.displayName = 'CampaignHero';
