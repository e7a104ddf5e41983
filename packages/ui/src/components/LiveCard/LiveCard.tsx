import { formatCompactCount, formatMatchTime, isStreamLive } from '@touchline/domain';
import { useId, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react';
import { useUiLanguage, useUiText } from '../../i18n/useUiText.ts';
import { Avatar } from '../Avatar/index.ts';
import { Badge } from '../Badge/index.ts';
import { Icon } from '../Icon/index.ts';
import { LazyImage } from '../LazyImage/index.ts';
import { Link } from '../Link/index.ts';
import * as css from './LiveCard.css.ts';
import { useTimeZone } from '../../i18n/timeZone.tsx';

export const LIVE_CARD_HEADING_LEVELS = ['h2', 'h3', 'h4'] as const;
export type LiveCardHeadingLevel = (typeof LIVE_CARD_HEADING_LEVELS)[number];

export interface LiveCardProps extends Omit<
  ComponentPropsWithRef<'article'>,
  'title' | 'onSelect'
> {
  /** The stream's cover, shown at 16 : 9. */
  cover: string;
  /**
   * The cover is the page's largest paint (the first card in view): fetched at once, with high
   * priority, and in the server's HTML (LazyImage `priority`).
   */
  priority?: boolean;
  title: string;
  hostName: string;
  hostAvatarId?: number;
  hostAvatarSrc?: string;
  /** The stream's status; 2 (domain STREAM_STATUS_LIVE) is live now. */
  status: number;
  /** When a stream that is not live yet starts (epoch ms). */
  scheduledAt?: number;
  /** IANA zone of the scheduled time; the device's zone by default. */
  timeZone?: string;
  /** How many people watch; shown compactly (1.2K, 1.2万). */
  viewers?: number;
  /** The live room. */
  href: string;
  /** Called when the card is chosen (before navigation; call `preventDefault` to handle it yourself). */
  onSelect?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** A label over the cover, e.g. the league. */
  tag?: ReactNode;
  headingLevel?: LiveCardHeadingLevel;
  /**
   * More of the stream below its host: the linked match and its score, a reminder button. Its
   * controls sit above the card's link, so they work on their own.
   */
  footer?: ReactNode;
}

function EyeIcon() {
  return <Icon name="eye" width="14" height="14" strokeLinecap="butt" strokeLinejoin="miter" />;
}

function ClockIcon() {
  return <Icon name="clock" width="14" height="14" />;
}

/**
 * A stream in a list: cover, live badge or start time, viewers, host and title. The whole card
 * opens the room through one link (the title), so it is one stop for keyboard and screen readers.
 */
export function LiveCard({
  cover,
  priority = false,
  title,
  hostName,
  hostAvatarId,
  hostAvatarSrc,
  status,
  scheduledAt,
  timeZone: ownTimeZone,
  viewers,
  href,
  onSelect,
  tag,
  headingLevel = 'h3',
  footer,
  className,
  ...rest
}: LiveCardProps) {
  const timeZone = useTimeZone(ownTimeZone);
  const t = useUiText();
  const lang = useUiLanguage();
  const hostId = useId();
  const statusId = useId();
  const viewersId = useId();
  const live = isStreamLive({ status });
  const Heading = headingLevel;
  const startsAt =
    !live && scheduledAt !== undefined ? formatMatchTime(scheduledAt, timeZone) : null;

  return (
    <article
      {...rest}
      data-live={live || undefined}
      className={[css.root, className].filter(Boolean).join(' ')}
    >
      <div className={css.media}>
        <LazyImage src={cover} alt="" aspectRatio="16 / 9" priority={priority} />
        <div className={css.topLeft} id={statusId}>
          {live ? <Badge tone="live" size="sm" /> : null}
          {startsAt && startsAt !== '-' ? (
            <span className={css.chip}>
              <ClockIcon />
              <span>
                {t('liveCardStarts')} <time>{startsAt}</time>
              </span>
            </span>
          ) : null}
          {tag ? <span className={css.chip}>{tag}</span> : null}
        </div>
        {viewers !== undefined && (
          <span id={viewersId} className={`${css.chip} ${css.viewers}`}>
            <EyeIcon />
            {formatCompactCount(viewers, lang)}
            <span className={css.srOnly}> {t('liveCardViewers')}</span>
          </span>
        )}
      </div>
      <div className={css.body}>
        <Avatar size="md" decorative avatarId={hostAvatarId} src={hostAvatarSrc} name={hostName} />
        <div className={css.text}>
          <Heading className={css.title}>
            <Link
              href={href}
              tone="inherit"
              underline="none"
              className={css.link}
              aria-describedby={[statusId, hostId, viewers !== undefined ? viewersId : '']
                .filter(Boolean)
                .join(' ')}
              onClick={onSelect}
            >
              {title}
            </Link>
          </Heading>
          <span id={hostId} className={css.host}>
            <span className={css.srOnly}>{t('liveCardHost')}: </span>
            {hostName}
          </span>
        </div>
      </div>
      {footer ? <div className={css.footer}>{footer}</div> : null}
    </article>
  );
}
LiveCard.displayName = 'LiveCard';
