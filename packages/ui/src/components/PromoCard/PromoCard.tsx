import { useId, type ComponentPropsWithRef, type MouseEventHandler, type ReactNode } from 'react';
import { useUiLanguage, useUiText } from '../../i18n/useUiText.ts';
import { Badge } from '../Badge/index.ts';
import { formatCampaignPeriod } from '../CampaignHero/index.ts';
import { LazyImage } from '../LazyImage/index.ts';
import { Link } from '../Link/index.ts';
import * as css from './PromoCard.css.ts';
import { useTimeZone } from '../../i18n/timeZone.tsx';

export const PROMO_CARD_HEADING_LEVELS = ['h2', 'h3', 'h4'] as const;
export type PromoCardHeadingLevel = (typeof PROMO_CARD_HEADING_LEVELS)[number];

export interface PromoCardProps extends Omit<ComponentPropsWithRef<'article'>, 'title'> {
  /** The banner, shown at a fixed 2 : 1 so the list does not shift while it loads. */
  image: string;
  /** Describes the banner; decorative (`""`) by default since the title says what it is. */
  imageAlt?: string;
  title: ReactNode;
  /** A short label such as "New", "Sports", "VIP". */
  tag?: ReactNode;
  /** A written period; otherwise `startsAt`/`endsAt` are formatted in `timeZone`. */
  period?: ReactNode;
  startsAt?: number;
  endsAt?: number;
  timeZone?: string;
  /** The current time (epoch ms); with `endsAt`, a past end makes the card ended. */
  now?: number;
  /** The promotion is over: the banner dims, an "Ended" badge shows; details stay reachable. */
  ended?: boolean;
  /** "View details" by default. */
  ctaLabel?: ReactNode;
  href?: string;
  onCta?: MouseEventHandler<HTMLElement>;
  headingLevel?: PromoCardHeadingLevel;
}

/** One promotion in a list: banner, tag, title, period and a link to its page, or ended. */
export function PromoCard({
  image,
  imageAlt = '',
  title,
  tag,
  period,
  startsAt,
  endsAt,
  timeZone,
  now,
  ended,
  ctaLabel,
  href,
  onCta,
  headingLevel = 'h3',
  className,
  ...rest
}: PromoCardProps) {
  const t = useUiText();
  const lang = useUiLanguage();
  const zone = useTimeZone(timeZone);
  const titleId = useId();
  const isEnded =
    ended ?? (now !== undefined && endsAt !== undefined && Number.isFinite(endsAt) && now > endsAt);
  const Heading = headingLevel;
  const periodText =
    period ??
    (startsAt !== undefined || endsAt !== undefined
      ? formatCampaignPeriod(startsAt, endsAt, lang, zone, {
          from: t('campaignPeriodFrom'),
          until: t('campaignPeriodUntil'),
        })
      : null);
  const label = ctaLabel ?? t('promoDetails');
  const ctaClass = css.cta({ ended: isEnded });

  return (
    <article
      {...rest}
      aria-labelledby={titleId}
      data-ended={isEnded || undefined}
      className={[css.root({ ended: isEnded }), className].filter(Boolean).join(' ')}
    >
      <div className={css.media}>
        <LazyImage className={css.image} src={image} alt={imageAlt} aspectRatio="2 / 1" />
        {isEnded && (
          <Badge className={css.mediaBadge} tone="neutral">
            {t('campaignEnded')}
          </Badge>
        )}
      </div>
      <div className={css.body}>
        {tag ? (
          <div className={css.tags}>
            <Badge tone="accent" size="sm">
              {tag}
            </Badge>
          </div>
        ) : null}
        <Heading id={titleId} className={css.title}>
          {title}
        </Heading>
        {periodText ? (
          <p className={css.period}>
            <span>{t('campaignPeriod')}</span>
            <time className={css.periodValue}>{periodText}</time>
          </p>
        ) : null}
        {(href || onCta) && (
          <div className={css.footer}>
            {href ? (
              <Link
                href={href}
                tone="inherit"
                underline="none"
                className={ctaClass}
                aria-describedby={titleId}
                onClick={onCta}
              >
                {label}
              </Link>
            ) : (
              <button type="button" className={ctaClass} aria-describedby={titleId} onClick={onCta}>
                {label}
              </button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
PromoCard.displayName = 'PromoCard';
