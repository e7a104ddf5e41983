import { Avatar, Button, Input, LiveCard, Skeleton } from '@touchline/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './host.css.ts';
import { useSuccessToast } from './feedback.ts';
import { useUpdatePresenter } from '../../data/mutations/host.ts';
import { useCoverTags, useHostStreams, usePresenter } from '../../data/queries/host.ts';
import { LoadFailed, MutationFailure } from '../parts.tsx';
import { TagChips } from './parts.tsx';
import { streamCardProps } from '../live/streamCard.ts';
import { PRESENTER_TAGS_MAX } from '@touchline/domain';

const NICK_MAX = 30;
const INTRO_MAX = 500;

/** An object URL for a picked picture while it is shown (none where the browser has none). */
function usePictureUrl(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(undefined);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/** The host's card: name, picture and introduction, and the card as viewers see it. */
export function ProfileSection({ presenterId }: { presenterId: number }) {
  const { t } = useTranslation('host');
  const card = usePresenter(presenterId);
  const streams = useHostStreams(presenterId);
  const coverTags = useCoverTags();
  const update = useUpdatePresenter(presenterId);
  const toast = useSuccessToast();
  const introId = useId();
  const [nickName, setNickName] = useState<string | null>(null);
  const [introduction, setIntroduction] = useState<string | null>(null);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [tagIds, setTagIds] = useState<number[] | null>(null);
  const [nickError, setNickError] = useState<string>();
  const pictureUrl = usePictureUrl(avatar);

  if (card.status === 'pending') return <Skeleton lines={4} />;
  if (card.status === 'error') return <LoadFailed ns="host" onRetry={() => void card.refetch()} />;

  const shownNick = nickName ?? card.data.nickName;
  const shownIntro = introduction ?? card.data.introduction;
  const latest = streams.data?.[0];
  // the card names its tags in the reader's language, as the list of tags does
  const allTags = coverTags.data ?? [];
  const shownTagIds =
    tagIds ?? allTags.filter((tag) => card.data.tags.includes(tag.name)).map((tag) => tag.id);
  const shownTags = tagIds
    ? allTags.filter((tag) => tagIds.includes(tag.id)).map((tag) => tag.name)
    : card.data.tags;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nick = shownNick.trim();
    if (!nick) return setNickError(t('profile.nickRequired'));
    setNickError(undefined);
    update.mutate(
      {
        nickName: nick,
        introduction: shownIntro,
        ...(avatar ? { avatar } : {}),
        ...(tagIds ? { tagIds } : {}),
      },
      {
        onSuccess: () => {
          // what was saved is now the card: the form follows it again
          setNickName(null);
          setIntroduction(null);
          setAvatar(null);
          setTagIds(null);
          toast('profile.saved');
        },
      },
    );
  };

  return (
    <div className={css.columns}>
      <section className={css.card} aria-labelledby={`${introId}-h`}>
        <h2 id={`${introId}-h`} className={css.heading}>
          {t('profile.heading')}
        </h2>
        <form className={css.form} onSubmit={submit} noValidate>
          <Input
            label={t('profile.nickName')}
            value={shownNick}
            maxLength={NICK_MAX}
            error={nickError}
            onValueChange={setNickName}
            autoComplete="nickname"
          />
          <div className={css.field}>
            <label className={css.fieldLabel} htmlFor={`${introId}-avatar`}>
              {t('profile.avatar')}
            </label>
            <input
              id={`${introId}-avatar`}
              className={css.fileInput}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              onChange={(e) => setAvatar(e.currentTarget.files?.[0] ?? null)}
            />
          </div>
          <div className={css.field}>
            <label className={css.fieldLabel} htmlFor={introId}>
              {t('profile.introduction')}
            </label>
            <textarea
              id={introId}
              className={css.textarea}
              value={shownIntro}
              maxLength={INTRO_MAX}
              onChange={(e) => setIntroduction(e.currentTarget.value)}
            />
          </div>
          {allTags.length > 0 ? (
            <TagChips
              legend={t('profile.tags', { max: PRESENTER_TAGS_MAX })}
              tags={allTags}
              value={shownTagIds}
              onChange={setTagIds}
              max={PRESENTER_TAGS_MAX}
            />
          ) : null}
          <MutationFailure mutation={update} />
          <div className={css.row}>
            <Button type="submit" loading={update.isPending}>
              {t('profile.save')}
            </Button>
          </div>
        </form>
      </section>
      <section className={css.card} aria-labelledby={`${introId}-p`}>
        <h2 id={`${introId}-p`} className={css.heading}>
          {t('profile.preview')}
        </h2>
        <div className={css.hostBar}>
          <Avatar
            size="lg"
            avatarId={card.data.avatarId}
            {...((pictureUrl ?? card.data.avatarUrl)
              ? { src: pictureUrl ?? card.data.avatarUrl ?? undefined }
              : {})}
            name={shownNick || card.data.nickName}
          />
          <div>
            <p className={css.hostName}>{shownNick || card.data.nickName}</p>
            <p className={css.muted}>{t('profile.followers', { count: card.data.followers })}</p>
            {shownTags.length > 0 ? <p className={css.muted}>{shownTags.join(' · ')}</p> : null}
          </div>
        </div>
        {shownIntro ? <p className={css.intro}>{shownIntro}</p> : null}
        {latest ? (
          <LiveCard
            {...streamCardProps(latest)}
            // the preview shows the profile as it is being edited
            hostName={shownNick || card.data.nickName}
            hostAvatarId={card.data.avatarId}
            {...((pictureUrl ?? card.data.avatarUrl)
              ? { hostAvatarSrc: pictureUrl ?? card.data.avatarUrl ?? undefined }
              : {})}
            headingLevel="h3"
          />
        ) : (
          <p className={css.muted}>{t('profile.noStreamPreview')}</p>
        )}
      </section>
    </div>
  );
}
