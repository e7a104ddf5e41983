import type { AdminBulletin } from '@touchline/api';
import {
  ADMIN_REASON_MAX,
  BULLETIN_CONTENT_MAX,
  BULLETIN_TITLE_MAX,
  isAdminReason,
  LANGUAGES,
  SPORTS_UTC_OFFSET_HOURS,
  wallClockToEpoch,
  type Language,
} from '@touchline/domain';
import { Badge, Button, Checkbox, Input } from '@touchline/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../app/context.tsx';
import { useBulletinAction, useCreateBulletin } from '../../data/mutations/adminSportsbook.ts';
import { useAdminBulletins } from '../../data/queries/adminSportsbook.ts';
import { MutationFailure } from '../parts.tsx';
import * as css from './admin.css.ts';
import { adminTime, ReasonDialog, PagedList } from './parts.tsx';

/** A bulletin row's height before it is measured (px). */
const ROW_ESTIMATE = 112;

/** Each bulletin action's words: its button, its question, what it does, its toast. */
const BULLETIN_WORDS = {
  pin: {
    label: 'admin:bulletins.pin',
    of: 'admin:bulletins.pinOf',
    text: 'admin:bulletins.pinText',
    done: 'admin:bulletins.done.pin',
  },
  unpin: {
    label: 'admin:bulletins.unpin',
    of: 'admin:bulletins.unpinOf',
    text: 'admin:bulletins.unpinText',
    done: 'admin:bulletins.done.unpin',
  },
  expire: {
    label: 'admin:bulletins.expire',
    of: 'admin:bulletins.expireOf',
    text: 'admin:bulletins.expireText',
    done: 'admin:bulletins.done.expire',
  },
} as const;

const emptyTexts = (): Record<Language, string> => ({ 'zh-cn': '', en: '', vi: '', th: '' });

/**
 * The sports bulletins (`bulletin/listTop` serves the pinned ones, `listPage` all): written in
 * four languages, pinned as a top one or not, expired when they should no longer show.
 */
export function BulletinsPanel() {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const bulletins = useAdminBulletins();
  const action = useBulletinAction();
  const shell = useShell();
  const language = (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : 'en';

  const list = (
    <PagedList<AdminBulletin>
      query={bulletins}
      aria-labelledby={`${id}-h`}
      getKey={(b) => b.id}
      estimateSize={ROW_ESTIMATE}
      height="min(480px, 60vh)"
      initialRect={{ width: 375, height: 480 }}
      emptyTitle={t('bulletins.empty')}
      emptyKind="noData"
      renderItem={(b) => (
        <div className={css.marketRow}>
          <span className={css.rowTitle}>{b.title[language]}</span>
          <span className={css.rowMeta}>
            {b.pinned ? (
              <Badge size="sm" tone="accent">
                {t('bulletins.pinned')}
              </Badge>
            ) : null}
            {b.expired ? (
              <Badge size="sm" tone="neutral">
                {t('bulletins.expired')}
              </Badge>
            ) : (
              <Badge size="sm" tone="success">
                {t('bulletins.shown')}
              </Badge>
            )}
          </span>
          <span className={css.entryWide}>
            {b.content[language]} · {t('bulletins.published', { time: adminTime(b.publishedAt) })}
            {b.expiresAt !== null
              ? ` · ${t('bulletins.until', { time: adminTime(b.expiresAt) })}`
              : ''}
          </span>
          {b.expired ? null : (
            <div className={css.marketAction}>
              {(['pin', 'expire'] as const).map((kind) => {
                const name = kind === 'pin' ? (b.pinned ? 'unpin' : 'pin') : 'expire';
                const words = BULLETIN_WORDS[name];
                return (
                  <ReasonDialog
                    key={kind}
                    trigger={
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={action.isPending}
                        aria-label={`${t(words.label)}: ${b.title[language]}`}
                      >
                        {t(words.label)}
                      </Button>
                    }
                    title={t(words.of, { title: b.title[language] })}
                    description={t(words.text)}
                    confirmLabel={t(words.label)}
                    danger={name === 'expire'}
                    onConfirm={(reason) =>
                      action.mutate(
                        { action: name, id: b.id, reason },
                        {
                          onSuccess: () => shell.notify({ tone: 'success', text: t(words.done) }),
                        },
                      )
                    }
                  />
                );
              })}
            </div>
          )}
        </div>
      )}
    />
  );

  return (
    <div className={css.split}>
      <section className={css.card} aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`} className={css.heading}>
          {t('bulletins.heading')}
        </h2>
        <MutationFailure mutation={action} />
        {list}
      </section>
      <NewBulletin />
    </div>
  );
}

/** The date-and-time an operator typed (`YYYY-MM-DDTHH:mm`, the site's UTC+8), or undefined. */
function expiryOf(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return undefined;
  return wallClockToEpoch(`${text.replace('T', ' ')}:00`, SPORTS_UTC_OFFSET_HOURS) ?? undefined;
}

function NewBulletin() {
  const { t } = useTranslation('admin');
  const id = useId();
  const shell = useShell();
  const create = useCreateBulletin();
  const [title, setTitle] = useState(emptyTexts);
  const [content, setContent] = useState(emptyTexts);
  const [pinned, setPinned] = useState(false);
  const [expires, setExpires] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = (texts: Record<Language, string>, l: Language) =>
    tried && texts[l].trim() === '' ? t('bulletins.required') : undefined;
  const complete =
    LANGUAGES.every((l) => title[l].trim() !== '' && content[l].trim() !== '') &&
    isAdminReason(reason);
  return (
    <section className={css.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={css.heading}>
        {t('bulletins.new')}
      </h2>
      <form
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!complete) return;
          const expiresAt = expiryOf(expires);
          create.mutate(
            {
              title,
              content,
              pinned,
              reason: reason.trim(),
              ...(expiresAt === undefined ? {} : { expiresAt }),
            },
            {
              onSuccess: () => {
                shell.notify({ tone: 'success', text: t('bulletins.done.create') });
                setTitle(emptyTexts());
                setContent(emptyTexts());
                setPinned(false);
                setExpires('');
                setReason('');
                setTried(false);
              },
            },
          );
        }}
      >
        {LANGUAGES.map((l) => (
          <fieldset key={l} className={css.fieldGroup}>
            <legend className={css.subheading}>{t(`bulletins.language.${l}`)}</legend>
            <Input
              label={t('bulletins.title')}
              value={title[l]}
              maxLength={BULLETIN_TITLE_MAX}
              error={missing(title, l)}
              onValueChange={(v) => setTitle((x) => ({ ...x, [l]: v }))}
            />
            <Input
              label={t('bulletins.content')}
              value={content[l]}
              maxLength={BULLETIN_CONTENT_MAX}
              error={missing(content, l)}
              onValueChange={(v) => setContent((x) => ({ ...x, [l]: v }))}
            />
          </fieldset>
        ))}
        <Checkbox label={t('bulletins.pinAsTop')} checked={pinned} onCheckedChange={setPinned} />
        <Input
          label={t('bulletins.expires')}
          hint={t('bulletins.expiresHint')}
          type="datetime-local"
          optional
          value={expires}
          onValueChange={setExpires}
        />
        <Input
          label={t('reason')}
          hint={t('reasonHint')}
          value={reason}
          maxLength={ADMIN_REASON_MAX}
          error={tried && !isAdminReason(reason) ? t('reasonHint') : undefined}
          onValueChange={setReason}
        />
        <Button type="submit" disabled={create.isPending}>
          {t('bulletins.publish')}
        </Button>
        <MutationFailure mutation={create} />
      </form>
    </section>
  );
}
