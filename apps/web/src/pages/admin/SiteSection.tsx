import type { AdminBanner, AdminMaintenance, AdminPopupAd, SiteTexts } from '@touchline/api';
import {
  epochToWallClock,
  LANGUAGE_OPTIONS,
  SITE_TEXT_MAX,
  SITE_TITLE_MAX,
  SPORTS_UTC_OFFSET_HOURS,
  wallClockToEpoch,
  type Language,
} from '@touchline/domain';
import { Badge, Button, Input, Switch } from '@touchline/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../app/context.tsx';
import {
  useEndSiteItem,
  useSaveBanner,
  useSaveNotice,
  useSavePopupAd,
  useSetMaintenance,
} from '../../data/mutations/adminSite.ts';
import {
  useAdminMaintenance,
  useAdminSiteItems,
  type SiteItem,
  type SiteItemKind,
} from '../../data/queries/adminSite.ts';
import { LoadFailed, MutationFailure } from '../parts.tsx';
import * as css from './admin.css.ts';
import * as site from './adminSite.css.ts';
import { adminTime, Facts, ReasonDialog, PagedList } from './parts.tsx';

/** The languages in the order the editor asks for them: English first (it is required). */
const EDIT_LANGUAGES: readonly { value: Language; title: string }[] = [
  ...LANGUAGE_OPTIONS.filter((o) => o.value === 'en'),
  ...LANGUAGE_OPTIONS.filter((o) => o.value !== 'en'),
];

const EMPTY_TEXTS: SiteTexts = { en: '', 'zh-cn': '', vi: '', th: '' };

/** A time for a `datetime-local` field: the site's wall clock (UTC+8), to the minute. */
function toField(epochMs: number | null): string {
  return epochMs === null
    ? ''
    : epochToWallClock(epochMs, SPORTS_UTC_OFFSET_HOURS).slice(0, 16).replace(' ', 'T');
}
/** A `datetime-local` field's time (UTC+8) as an instant; null when empty or not a time. */
function fromField(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  return wallClockToEpoch(`${value.replace('T', ' ')}:00`, SPORTS_UTC_OFFSET_HOURS);
}

/** Whether a window holds now, is yet to come, or is over. */
function stateOf(from: number, until: number | null, now: number) {
  if (from > now) return 'scheduled' as const;
  if (until !== null && until <= now) return 'ended' as const;
  return 'active' as const;
}
const STATE_TONE = { active: 'success', scheduled: 'accent', ended: 'neutral' } as const;
const STATE_LABELS = {
  active: 'site.state.active',
  scheduled: 'site.state.scheduled',
  ended: 'site.state.ended',
} as const;

/** Each kind's words (keys of the `admin` namespace). */
const WORDS = {
  banner: {
    heading: 'site.banner.heading',
    new: 'site.banner.new',
    newHeading: 'site.banner.newHeading',
    editHeading: 'site.banner.editHeading',
    edit: 'site.banner.edit',
    end: 'site.banner.end',
    endTitle: 'site.banner.endTitle',
    ended: 'admin:site.banner.ended',
    empty: 'site.banner.empty',
    save: 'site.banner.save',
    saved: 'admin:site.banner.saved',
    confirmTitle: 'site.banner.confirmTitle',
  },
  notice: {
    heading: 'site.notice.heading',
    new: 'site.notice.new',
    newHeading: 'site.notice.newHeading',
    editHeading: 'site.notice.editHeading',
    edit: 'site.notice.edit',
    end: 'site.notice.end',
    endTitle: 'site.notice.endTitle',
    ended: 'admin:site.notice.ended',
    empty: 'site.notice.empty',
    save: 'site.notice.save',
    saved: 'admin:site.notice.saved',
    confirmTitle: 'site.notice.confirmTitle',
  },
  popupAd: {
    heading: 'site.popupAd.heading',
    new: 'site.popupAd.new',
    newHeading: 'site.popupAd.newHeading',
    editHeading: 'site.popupAd.editHeading',
    edit: 'site.popupAd.edit',
    end: 'site.popupAd.end',
    endTitle: 'site.popupAd.endTitle',
    ended: 'admin:site.popupAd.ended',
    empty: 'site.popupAd.empty',
    save: 'site.popupAd.save',
    saved: 'admin:site.popupAd.saved',
    confirmTitle: 'site.popupAd.confirmTitle',
  },
} as const;

/** One text in each of the four languages: English required, the others English when empty. */
function TextsFields({
  label,
  value,
  max,
  onChange,
  showErrors,
}: {
  label: string;
  value: SiteTexts;
  max: number;
  onChange: (next: SiteTexts) => void;
  showErrors: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className={site.languages}>
      <legend className={site.legend}>{label}</legend>
      {EDIT_LANGUAGES.map((language) => (
        <Input
          key={language.value}
          label={t('site.inLanguage', { field: label, language: language.title })}
          lang={language.value}
          value={value[language.value]}
          maxLength={max}
          {...(language.value === 'en'
            ? showErrors && value.en.trim() === ''
              ? { error: t('site.englishRequired') }
              : {}
            : { optional: true, hint: t('site.fallbackHint') })}
          onValueChange={(text) => onChange({ ...value, [language.value]: text })}
        />
      ))}
    </fieldset>
  );
}

/** The site maintenance notice and its window: every open page shows the banner at once. */
function MaintenanceCard() {
  const { t } = useTranslation('admin');
  const id = useId();
  const current = useAdminMaintenance();
  if (current.isPending) return <p className={css.muted}>{t('loading')}</p>;
  if (current.isError) return <LoadFailed ns="admin" onRetry={() => void current.refetch()} />;
  return (
    <section className={css.card} aria-labelledby={id}>
      <h2 id={id} className={css.heading}>
        {t('site.maintenance.heading')}
      </h2>
      {current.data ? (
        <Facts
          label={t('site.maintenance.now')}
          items={[
            {
              label: t('site.maintenance.status'),
              value: (
                <Badge tone={current.data.status === 1 ? 'danger' : 'neutral'}>
                  {current.data.status === 1 ? t('site.maintenance.on') : t('site.maintenance.off')}
                </Badge>
              ),
            },
            { label: t('site.starts'), value: adminTime(current.data.startTime) },
            { label: t('site.ends'), value: adminTime(current.data.endTime) },
          ]}
        />
      ) : (
        <p className={css.muted}>{t('site.maintenance.none')}</p>
      )}
      {/* filled once from the notice loaded; kept through its own save (its callbacks run) */}
      <MaintenanceForm current={current.data} />
    </section>
  );
}

function MaintenanceForm({ current }: { current: AdminMaintenance | null }) {
  const { t } = useTranslation('admin');
  const shell = useShell();
  const save = useSetMaintenance();
  const [on, setOn] = useState(current?.status === 1);
  const [title, setTitle] = useState<SiteTexts>(current?.title ?? EMPTY_TEXTS);
  const [content, setContent] = useState<SiteTexts>(current?.content ?? EMPTY_TEXTS);
  const [start, setStart] = useState(toField(current?.startTime ?? null));
  const [end, setEnd] = useState(toField(current?.endTime ?? null));
  const startTime = fromField(start);
  const endTime = fromField(end);
  const windowError =
    startTime === null || endTime === null
      ? t('site.windowRequired')
      : endTime <= startTime
        ? t('site.windowOrder')
        : null;
  const valid = windowError === null && title.en.trim() !== '' && content.en.trim() !== '';
  return (
    <div className={css.form}>
      <Switch
        label={t('site.maintenance.switch')}
        description={t('site.maintenance.switchHint')}
        checked={on}
        onCheckedChange={setOn}
      />
      <div className={site.pair}>
        <Input
          label={t('site.starts')}
          type="datetime-local"
          value={start}
          onValueChange={setStart}
        />
        <Input
          label={t('site.ends')}
          type="datetime-local"
          value={end}
          onValueChange={setEnd}
          {...(windowError && start && end ? { error: windowError } : {})}
        />
      </div>
      <TextsFields
        label={t('site.maintenance.title')}
        value={title}
        max={SITE_TITLE_MAX}
        onChange={setTitle}
        showErrors={false}
      />
      <TextsFields
        label={t('site.maintenance.content')}
        value={content}
        max={SITE_TEXT_MAX}
        onChange={setContent}
        showErrors={false}
      />
      {!valid && <p className={css.muted}>{windowError ?? t('site.englishRequired')}</p>}
      <div className={css.row}>
        <ReasonDialog
          trigger={
            <Button disabled={!valid || save.isPending}>{t('site.maintenance.save')}</Button>
          }
          title={t('site.maintenance.confirmTitle')}
          description={on ? t('site.maintenance.confirmOn') : t('site.maintenance.confirmOff')}
          confirmLabel={t('site.maintenance.save')}
          danger={on}
          onConfirm={(reason) =>
            save.mutate(
              {
                status: on ? 1 : 0,
                title,
                content,
                startTime: startTime!,
                endTime: endTime!,
                reason,
              },
              {
                onSuccess: () =>
                  shell.notify({ tone: 'success', key: 'admin:site.maintenance.saved' }),
              },
            )
          }
        />
      </div>
      <MutationFailure mutation={save} />
    </div>
  );
}

type Kind = SiteItemKind;
type Item = SiteItem;

const isBanner = (item: Item): item is AdminBanner => 'image' in item;
const isPopupAd = (item: Item): item is AdminPopupAd => 'cta' in item;
/** The item's main text: a banner's or an ad's title, a notice's text. */
const headlineOf = (item: Item): SiteTexts =>
  isBanner(item) || isPopupAd(item) ? item.title : item.text;

interface Draft {
  id?: number;
  /** A banner's or an ad's title, a notice's text. */
  texts: SiteTexts;
  /** An ad's text. */
  body: SiteTexts;
  /** An ad's button words. */
  cta: SiteTexts;
  image: string;
  link: string;
  sort: string;
  from: string;
  until: string;
}

function draftOf(item: Item | null): Draft {
  if (!item) {
    return {
      texts: EMPTY_TEXTS,
      body: EMPTY_TEXTS,
      cta: EMPTY_TEXTS,
      image: '',
      link: '',
      sort: '0',
      from: toField(Date.now()),
      until: '',
    };
  }
  return {
    id: item.id,
    texts: headlineOf(item),
    body: isPopupAd(item) ? item.text : EMPTY_TEXTS,
    cta: isPopupAd(item) ? item.cta : EMPTY_TEXTS,
    image: isBanner(item) ? item.image : '',
    link: isBanner(item) || isPopupAd(item) ? (item.link ?? '') : '',
    sort: String(item.sort),
    from: toField(item.activeFrom),
    until: toField(item.activeUntil),
  };
}

const LINK = /^(\/(?![/\\])|https:\/\/)/;

/** A banner's, notice's or popup ad's editor: texts in four languages, its window and place. */
function ItemEditor({ kind, item, onDone }: { kind: Kind; item: Item | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const shell = useShell();
  const id = useId();
  const saveBanner = useSaveBanner();
  const saveNotice = useSaveNotice();
  const savePopupAd = useSavePopupAd();
  const save = { banner: saveBanner, notice: saveNotice, popupAd: savePopupAd }[kind];
  const [draft, setDraft] = useState(() => draftOf(item));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const from = fromField(draft.from);
  const until = draft.until === '' ? null : fromField(draft.until);
  const sort = /^\d{1,4}$/.test(draft.sort) ? Number(draft.sort) : null;
  const linked = kind !== 'notice';
  const errors = {
    texts: draft.texts.en.trim() === '' ? t('site.englishRequired') : null,
    body: kind === 'popupAd' && draft.body.en.trim() === '' ? t('site.englishRequired') : null,
    cta:
      kind === 'popupAd' && draft.link !== '' && draft.cta.en.trim() === ''
        ? t('site.popupAd.ctaRequired')
        : null,
    image: kind === 'banner' && draft.image.trim() === '' ? t('site.banner.imageRequired') : null,
    link: linked && draft.link !== '' && !LINK.test(draft.link) ? t('site.banner.linkRule') : null,
    sort: sort === null ? t('site.sortRule') : null,
    from: from === null ? t('site.windowRequired') : null,
    until:
      draft.until !== '' && (until === null || (from !== null && until <= from))
        ? t('site.windowOrder')
        : null,
  };
  const firstError = Object.values(errors).find((e) => e !== null) ?? null;
  const words = WORDS[kind];
  const linkField = (
    <Input
      label={t('site.banner.link')}
      optional
      hint={t('site.banner.linkHint')}
      value={draft.link}
      maxLength={500}
      onValueChange={(link) => set({ link })}
      {...(errors.link ? { error: errors.link } : {})}
    />
  );
  return (
    <section className={site.editor} aria-labelledby={id}>
      <h3 id={id} className={css.subheading}>
        {item ? t(words.editHeading, { id: item.id }) : t(words.newHeading)}
      </h3>
      <TextsFields
        label={kind === 'notice' ? t('site.notice.text') : t('site.banner.title')}
        value={draft.texts}
        max={kind === 'notice' ? SITE_TEXT_MAX : SITE_TITLE_MAX}
        onChange={(texts) => set({ texts })}
        showErrors
      />
      {kind === 'popupAd' && (
        <>
          <TextsFields
            label={t('site.notice.text')}
            value={draft.body}
            max={SITE_TEXT_MAX}
            onChange={(body) => set({ body })}
            showErrors
          />
          <TextsFields
            label={t('site.popupAd.cta')}
            value={draft.cta}
            max={SITE_TITLE_MAX}
            onChange={(cta) => set({ cta })}
            showErrors={false}
          />
          {errors.cta && <p className={css.muted}>{errors.cta}</p>}
          {linkField}
        </>
      )}
      {kind === 'banner' && (
        <div className={site.pair}>
          <Input
            label={t('site.banner.image')}
            value={draft.image}
            maxLength={500}
            onValueChange={(image) => set({ image })}
            {...(errors.image ? { error: errors.image } : {})}
          />
          {linkField}
        </div>
      )}
      <div className={site.triple}>
        <Input
          label={t('site.sort')}
          hint={t('site.sortHint')}
          mode="numeric"
          maxLength={4}
          value={draft.sort}
          onValueChange={(value) => set({ sort: value })}
          {...(errors.sort ? { error: errors.sort } : {})}
        />
        <Input
          label={t('site.starts')}
          type="datetime-local"
          value={draft.from}
          onValueChange={(value) => set({ from: value })}
          {...(errors.from ? { error: errors.from } : {})}
        />
        <Input
          label={t('site.ends')}
          type="datetime-local"
          optional
          hint={t('site.untilHint')}
          value={draft.until}
          onValueChange={(value) => set({ until: value })}
          {...(errors.until ? { error: errors.until } : {})}
        />
      </div>
      <div className={css.row}>
        <Button variant="outline" onClick={onDone}>
          {t('keep')}
        </Button>
        <ReasonDialog
          trigger={
            <Button disabled={firstError !== null || save.isPending}>{t(words.save)}</Button>
          }
          title={t(words.confirmTitle)}
          description={t('site.liveHint')}
          confirmLabel={t(words.save)}
          onConfirm={(reason) => {
            const common = {
              ...(draft.id === undefined ? {} : { id: draft.id }),
              sort: sort!,
              activeFrom: from!,
              activeUntil: until,
              reason,
            };
            const link = draft.link === '' ? null : draft.link;
            const done = {
              onSuccess: () => {
                shell.notify({ tone: 'success', key: words.saved });
                onDone();
              },
            };
            if (kind === 'banner') {
              saveBanner.mutate(
                { ...common, title: draft.texts, image: draft.image.trim(), link },
                done,
              );
            } else if (kind === 'popupAd') {
              savePopupAd.mutate(
                { ...common, title: draft.texts, text: draft.body, cta: draft.cta, link },
                done,
              );
            } else saveNotice.mutate({ ...common, text: draft.texts }, done);
          }}
        />
      </div>
      <MutationFailure mutation={save} />
    </section>
  );
}

/** A row's height before it is measured (px). */
const ROW_ESTIMATE = 88;

/** The home banners, notices or popup ads: each with its window, newest first; edit, end, add. */
function ItemsCard({ kind }: { kind: Kind }) {
  const { t } = useTranslation('admin');
  const shell = useShell();
  const id = useId();
  const list = useAdminSiteItems(kind);
  const end = useEndSiteItem(kind);
  const words = WORDS[kind];
  // null: no editor; 'new'; or the item being edited
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const now = Date.now();

  const body = (
    <PagedList<Item>
      query={list}
      aria-labelledby={id}
      getKey={(item) => item.id}
      estimateSize={ROW_ESTIMATE}
      height={400}
      initialRect={{ width: 375, height: 400 }}
      emptyTitle={t(words.empty)}
      emptyKind="noData"
      renderItem={(item) => {
        const state = stateOf(item.activeFrom, item.activeUntil, now);
        const texts = headlineOf(item);
        const link = isBanner(item) || isPopupAd(item) ? item.link : null;
        return (
          <div className={css.entry}>
            <span className={css.rowTitle}>{texts.en}</span>
            <Badge tone={STATE_TONE[state]}>{t(STATE_LABELS[state])}</Badge>
            <span className={css.entryWide}>
              {t('site.window', {
                from: adminTime(item.activeFrom),
                until: item.activeUntil === null ? t('site.noEnd') : adminTime(item.activeUntil),
              })}{' '}
              · {t('site.sortShort', { sort: item.sort })}
              {link ? ` · ${link}` : ''}
            </span>
            <div className={site.rowActions}>
              <Button size="sm" variant="outline" onClick={() => setEditing(item)}>
                {t(words.edit, { id: item.id })}
              </Button>
              {state !== 'ended' && (
                <ReasonDialog
                  trigger={
                    <Button size="sm" variant="outline" disabled={end.isPending}>
                      {t(words.end, { id: item.id })}
                    </Button>
                  }
                  title={t(words.endTitle, { title: texts.en })}
                  description={t('site.liveHint')}
                  confirmLabel={t('site.endNow')}
                  danger
                  onConfirm={(reason) =>
                    end.mutate(
                      { id: item.id, reason },
                      { onSuccess: () => shell.notify({ tone: 'success', key: words.ended }) },
                    )
                  }
                />
              )}
            </div>
          </div>
        );
      }}
    />
  );

  return (
    <section className={css.card} aria-labelledby={id}>
      <div className={site.cardHead}>
        <h2 id={id} className={css.heading}>
          {t(words.heading)}
        </h2>
        {editing === null && (
          <Button size="sm" onClick={() => setEditing('new')}>
            {t(words.new)}
          </Button>
        )}
      </div>
      {editing !== null && (
        <ItemEditor
          key={editing === 'new' ? 'new' : editing.id}
          kind={kind}
          item={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {body}
      <MutationFailure mutation={end} />
    </section>
  );
}

/** The site section: the maintenance notice, the home banners and notices, the popup ads. */
export function SiteSection() {
  return (
    <>
      <MaintenanceCard />
      <ItemsCard kind="banner" />
      <ItemsCard kind="notice" />
      <ItemsCard kind="popupAd" />
    </>
  );
}
