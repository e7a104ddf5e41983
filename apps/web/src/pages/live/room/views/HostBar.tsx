import type { Presenter, Stream } from '@touchline/api';
import { DEFAULT_LANGUAGE, formatCompactCount, isLanguage } from '@touchline/domain';
import { Avatar, Button, Icon } from '@touchline/ui';
import { useTranslation } from 'react-i18next';
import * as css from '../room.css.ts';

export interface HostBarProps {
  stream: Stream;
  /** The host's card; the stream's own name and avatar until it comes. */
  presenter: Presenter | null;
  /** The follow button's state; no button on one's own room. */
  follow: 'hidden' | 'idle' | 'busy';
  onFollowChange: (followed: boolean) => void;
  live: boolean;
}

/** The room's host: avatar, name, followers and follow button, and the viewers watching now. */
export function HostBar({ stream, presenter, follow, onFollowChange, live }: HostBarProps) {
  const { t, i18n } = useTranslation('live');
  const name = presenter?.nickName ?? stream.presenterName;
  const followed = presenter?.isFollowed ?? false;
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <section className={css.hostBar} aria-label={t('room.host')}>
      <div className={css.hostWho}>
        <Avatar
          avatarId={presenter?.avatarId ?? stream.presenterAvatarId}
          {...(presenter?.avatarUrl ? { src: presenter.avatarUrl } : {})}
          name={name}
          decorative
          size="lg"
        />
        <div className={css.hostText}>
          <p className={css.hostName}>{name}</p>
          <p className={css.hostMeta}>
            {presenter ? (
              <span>
                {t('room.followers', {
                  count: presenter.followers,
                  n: formatCompactCount(presenter.followers, lang),
                })}
              </span>
            ) : null}
            {live ? (
              <span className={css.viewers} data-testid="room-viewers">
                <Icon name="eye" width="14" height="14" />
                {t('room.viewers', { n: formatCompactCount(stream.viewers, lang) })}
              </span>
            ) : null}
          </p>
        </div>
      </div>
      <div className={css.hostActions}>
        {follow === 'hidden' ? null : (
          <Button
            size="sm"
            variant={followed ? 'outline' : 'solid'}
            tone={followed ? 'neutral' : 'accent'}
            aria-pressed={followed}
            loading={follow === 'busy'}
            onClick={() => onFollowChange(!followed)}
          >
            {followed ? t('room.following') : t('room.follow')}
          </Button>
        )}
      </div>
    </section>
  );
}
