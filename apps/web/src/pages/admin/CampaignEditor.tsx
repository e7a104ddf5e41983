import {
  CAMPAIGN_CATEGORIES,
  type AdminCampaign,
  type AdminCampaignDocument,
} from '@touchline/api';
import { LANGUAGES, mechanicsListBounds, type Language } from '@touchline/domain';
import { Badge, Button, Checkbox, Input, Select } from '@touchline/ui';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useEndCampaign,
  usePublishCampaign,
  useUpdateCampaign,
} from '../../data/mutations/admin-campaigns.ts';
import { useAdminCampaign, usePromoImages } from '../../data/queries/admin-campaigns.ts';
import { LoadFailed, MutationFailure } from '../parts.tsx';
import * as css from './admin.css.ts';
import * as own from './campaigns.css.ts';
import {
  emptyText,
  fromWallInput,
  isCurrencyCode,
  isDirty,
  isLocalized,
  MECHANICS_FIELDS,
  newMechanicsEntry,
  setIn,
  toWallInput,
  type Path,
} from './campaignDraft.ts';
import { CampaignPreview } from './CampaignPreview.tsx';
import { ReasonDialog } from './parts.tsx';

/** The mechanics' fields that name a choice of the kind's rules: shown, not typed. */
const CHOICE_FIELDS = new Set(['kind', 'task', 'period', 'products']);
const LABELLED = new Set<string>(MECHANICS_FIELDS);

/** The open campaign in the editor: loads it, then edits a draft of it. */
export function CampaignEditor({
  campaignId,
  onClose,
}: {
  campaignId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const campaign = useAdminCampaign(campaignId);
  let body;
  if (campaign.isPending) body = <p className={css.muted}>{t('loading')}</p>;
  else if (campaign.isError)
    body = <LoadFailed ns="admin" onRetry={() => void campaign.refetch()} />;
  // a saved change answers the stored campaign: the draft starts again from it
  else body = <Editor key={campaign.dataUpdatedAt} campaign={campaign.data} />;
  return (
    <section className={`${css.card} ${css.profile}`} aria-labelledby={`${id}-h`}>
      <div className={css.row}>
        <h2 id={`${id}-h`} className={css.heading}>
          {campaign.data
            ? t('campaign.headingOf', { name: campaign.data.row.title })
            : t('campaign.heading')}
        </h2>
        <Button size="sm" variant="outline" onClick={onClose}>
          {t('campaign.close')}
        </Button>
      </div>
      {body}
    </section>
  );
}

export function Editor({ campaign }: { campaign: AdminCampaign }) {
  const { t, i18n } = useTranslation('admin');
  const [draft, setDraft] = useState<AdminCampaignDocument>(campaign.document);
  const [language, setLanguage] = useState<Language>(
    (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en',
  );
  const [previewing, setPreviewing] = useState(false);
  const update = useUpdateCampaign();
  const publish = usePublishCampaign();
  const end = useEndCampaign();
  const images = usePromoImages();
  const row = campaign.row;
  const dirty = isDirty(draft, campaign.document);
  const set = (path: Path, value: unknown) => setDraft((d) => setIn(d, path, value));
  const campaignId = row.campaignId;

  const text = (path: Path, label: string) => {
    const value = (path.reduce<unknown>((at, k) => (at as never)[k], draft) ??
      emptyText()) as Record<Language, string>;
    return (
      <Input
        key={`${path.join('.')}.${language}`}
        label={label}
        value={value[language]}
        maxLength={4000}
        onValueChange={(next) => set([...path, language], next)}
      />
    );
  };

  const paragraphs = (
    field: 'body' | 'rules',
    words: { legend: string; label: (n: number) => string; add: string },
  ) => (
    <fieldset className={css.fieldGroup}>
      <legend className={css.subheading}>{words.legend}</legend>
      {draft[field].map((_, i) => (
        <div key={i} className={own.fieldRow}>
          {text([field, i], words.label(i + 1))}
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              set(
                [field],
                draft[field].filter((__, j) => j !== i),
              )
            }
          >
            {t('campaign.remove', { n: i + 1 })}
          </Button>
        </div>
      ))}
      <Button
        size="sm"
        variant="outline"
        onClick={() => set([field], [...draft[field], emptyText()])}
      >
        {words.add}
      </Button>
    </fieldset>
  );

  return (
    <>
      <div className={css.rowMeta}>
        <Badge tone={row.state === 'active' ? 'success' : 'neutral'}>
          {t(`campaigns.state.${row.state}`)}
        </Badge>
        <Badge tone={row.published ? 'accent' : 'warning'}>
          {row.published ? t('campaign.published') : t('campaigns.draft')}
        </Badge>
        <span>{t(`campaigns.kind.${row.kind}`)}</span>
        <span>{row.path}</span>
      </div>
      <div className={own.actionsBar}>
        <ReasonDialog
          trigger={<Button disabled={!dirty}>{t('campaign.save')}</Button>}
          title={t('campaign.saveTitle')}
          description={t('campaign.saveText')}
          confirmLabel={t('campaign.save')}
          onConfirm={(reason) => update.mutate({ campaignId, document: draft, reason })}
        />
        <Button variant="outline" onClick={() => setDraft(campaign.document)} disabled={!dirty}>
          {t('campaign.discard')}
        </Button>
        <Button
          variant="outline"
          aria-pressed={previewing}
          onClick={() => setPreviewing((p) => !p)}
        >
          {previewing ? t('campaign.hidePreview') : t('campaign.preview')}
        </Button>
        <ReasonDialog
          trigger={
            <Button variant="outline" disabled={dirty}>
              {row.published ? t('campaign.unpublish') : t('campaign.publish')}
            </Button>
          }
          title={row.published ? t('campaign.unpublishTitle') : t('campaign.publishTitle')}
          description={row.published ? t('campaign.unpublishText') : t('campaign.publishText')}
          confirmLabel={row.published ? t('campaign.unpublish') : t('campaign.publish')}
          onConfirm={(reason) => publish.mutate({ campaignId, published: !row.published, reason })}
        />
        {row.state !== 'ended' && (
          <ReasonDialog
            danger
            trigger={
              <Button variant="outline" tone="danger" disabled={dirty}>
                {t('campaign.end')}
              </Button>
            }
            title={t('campaign.endTitle')}
            description={t('campaign.endText')}
            confirmLabel={t('campaign.end')}
            onConfirm={(reason) => end.mutate({ campaignId, reason })}
          />
        )}
      </div>
      {dirty && <p className={css.muted}>{t('campaign.unsaved')}</p>}
      {update.isSuccess && !dirty && (
        <p role="status" className={css.muted}>
          {t('campaign.saved')}
        </p>
      )}
      <MutationFailure mutation={update} />
      <MutationFailure mutation={publish} />
      <MutationFailure mutation={end} />
      {previewing && <CampaignPreview document={draft} />}

      <fieldset className={css.fieldGroup}>
        <legend className={css.subheading}>{t('campaign.texts')}</legend>
        <Select
          label={t('campaign.language')}
          value={language}
          onValueChange={(v) => setLanguage(v as Language)}
          options={LANGUAGES.map((l) => ({ value: l, label: t(`campaign.languageName.${l}`) }))}
        />
        {text(['hero', 'title'], t('campaign.title'))}
        {text(['hero', 'subtitle'], t('campaign.subtitle'))}
        {text(['cta', 'label'], t('campaign.ctaLabel'))}
      </fieldset>
      {paragraphs('body', {
        legend: t('campaign.body'),
        label: (n) => t('campaign.paragraph', { n }),
        add: t('campaign.add.body'),
      })}
      {paragraphs('rules', {
        legend: t('campaign.rules'),
        label: (n) => t('campaign.rule', { n }),
        add: t('campaign.add.rules'),
      })}

      <fieldset className={css.fieldGroup}>
        <legend className={css.subheading}>{t('campaign.schedule')}</legend>
        <p className={css.muted}>{t('campaign.timeZone')}</p>
        <Input
          label={t('campaign.startsAt')}
          type="datetime-local"
          value={toWallInput(draft.period.startsAt)}
          onValueChange={(v) => {
            const ms = fromWallInput(v);
            if (ms !== null) set(['period', 'startsAt'], ms);
          }}
        />
        <Checkbox
          label={t('campaign.openEnded')}
          checked={draft.period.endsAt === null}
          onCheckedChange={(open) =>
            set(['period', 'endsAt'], open ? null : draft.period.startsAt + 7 * 86_400_000)
          }
        />
        {draft.period.endsAt !== null && (
          <Input
            label={t('campaign.endsAt')}
            type="datetime-local"
            value={toWallInput(draft.period.endsAt)}
            onValueChange={(v) => {
              const ms = fromWallInput(v);
              if (ms !== null) set(['period', 'endsAt'], ms);
            }}
          />
        )}
      </fieldset>

      <fieldset className={css.fieldGroup}>
        <legend className={css.subheading}>{t('campaign.settings')}</legend>
        <Select
          label={t('campaign.category')}
          value={draft.category}
          onValueChange={(v) => set(['category'], v)}
          options={CAMPAIGN_CATEGORIES.map((c) => ({
            value: c,
            label: t(`campaigns.category.${c}`),
          }))}
        />
        <Select
          label={t('campaign.image')}
          value={draft.hero.image}
          onValueChange={(v) => set(['hero', 'image'], v)}
          options={[...new Set([draft.hero.image, ...(images.data ?? [])])].map((src) => ({
            value: src,
            label: src,
          }))}
        />
        <img className={own.heroThumb} src={draft.hero.image} alt="" width={160} height={71} />
        <Input
          label={t('campaign.ctaTo')}
          value={draft.cta.to}
          maxLength={200}
          onValueChange={(v) => set(['cta', 'to'], v)}
        />
        <Input
          label={t('campaign.sort')}
          mode="numeric"
          value={String(draft.sort)}
          onValueChange={(v) => set(['sort'], Number(v || 0))}
        />
        <Checkbox
          label={t('campaign.membersOnly')}
          checked={draft.audience.membersOnly}
          onCheckedChange={(v) => set(['audience', 'membersOnly'], v)}
        />
        <Input
          label={t('campaign.minVipLevel')}
          optional
          mode="numeric"
          maxLength={2}
          value={draft.audience.minVipLevel === undefined ? '' : String(draft.audience.minVipLevel)}
          onValueChange={(v) => set(['audience'], withOptional(draft.audience, 'minVipLevel', v))}
        />
        <Input
          label={t('campaign.newMembersWithinDays')}
          optional
          mode="numeric"
          maxLength={4}
          value={
            draft.audience.newMembersWithinDays === undefined
              ? ''
              : String(draft.audience.newMembersWithinDays)
          }
          onValueChange={(v) =>
            set(['audience'], withOptional(draft.audience, 'newMembersWithinDays', v))
          }
        />
      </fieldset>

      {draft.rewardTiers.length > 0 && (
        <fieldset className={css.fieldGroup}>
          <legend className={css.subheading}>{t('campaign.rewardTiers')}</legend>
          {draft.rewardTiers.map((tier, i) => (
            <fieldset key={i} className={css.fieldGroup}>
              <legend>{t('campaign.tier', { n: i + 1 })}</legend>
              {text(['rewardTiers', i, 'condition'], t('campaign.condition'))}
              {tier.reward && text(['rewardTiers', i, 'reward'], t('campaign.rewardText'))}
              {tier.amounts && (
                <Fields
                  value={tier.amounts}
                  path={['rewardTiers', i, 'amounts']}
                  language={language}
                  onChange={set}
                />
              )}
            </fieldset>
          ))}
        </fieldset>
      )}

      <fieldset className={css.fieldGroup}>
        <legend className={css.subheading}>
          {t('campaign.mechanics', { kind: t(`campaigns.kind.${draft.kind}`) })}
        </legend>
        {Object.keys(draft.mechanics).length <= 1 ? (
          <p className={css.muted}>{t('campaign.noMechanics')}</p>
        ) : (
          <Fields value={draft.mechanics} path={['mechanics']} language={language} onChange={set} />
        )}
      </fieldset>
    </>
  );
}

/** The audience with an optional whole number set from what was typed (blank: none). */
function withOptional<A extends object>(audience: A, key: string, typed: string): A {
  const { [key]: _left, ...rest } = audience as Record<string, unknown>;
  return (typed === '' ? rest : { ...rest, [key]: Number(typed) }) as A;
}

/**
 * A part of the mechanics (or a tier's amounts) as fields: numbers and amounts typed, flags
 * ticked, texts in the editing language, the kind's choices shown; lists and groups nested.
 */
function Fields({
  value,
  path,
  language,
  onChange,
  only,
}: {
  value: unknown;
  path: Path;
  language: Language;
  onChange: (path: Path, value: unknown) => void;
  /** Only this entry of a list (a list's entry beside its remove button). */
  only?: number;
}): ReactNode {
  const { t } = useTranslation('admin');
  const labelOf = (key: string | number) =>
    typeof key === 'number'
      ? t('campaign.item', { n: key + 1 })
      : isCurrencyCode(key)
        ? key
        : LABELLED.has(key)
          ? t(`mech.${key}`)
          : key;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value
        .map((v, i): [number, unknown] => [i, v])
        .filter(([i]) => only === undefined || i === only)
    : Object.entries(value as Record<string, unknown>);
  // the kind's lists an operator adds entries to and removes them from (ADR 036)
  const kind =
    path.length === 1 && path[0] === 'mechanics' ? (value as { kind?: string }).kind : null;
  return entries.map(([key, v]) => {
    const bounds = kind && Array.isArray(v) ? mechanicsListBounds(kind, String(key)) : null;
    if (bounds && kind) {
      return (
        <MechanicsList
          key={[...path, key].join('.')}
          kind={kind}
          field={String(key)}
          list={v as unknown[]}
          bounds={bounds}
          label={labelOf(key)}
          language={language}
          onChange={onChange}
        />
      );
    }
    return field(key, v);
  });

  function field(key: string | number, v: unknown): ReactNode {
    const at = [...path, key];
    const label = labelOf(key);
    const k = at.join('.');
    if (key === 'kind') return null;
    if (CHOICE_FIELDS.has(String(key)) || (path.at(-1) === 'products' && typeof v === 'string')) {
      const shown = (Array.isArray(v) ? v : [v])
        .map((x) => t(`mech.value.${String(x)}`))
        .join(', ');
      return (
        <p key={k} className={own.choice}>
          <span className={css.factLabel}>{label}</span> {shown}
        </p>
      );
    }
    if (v === null) {
      return (
        <p key={k} className={own.choice}>
          <span className={css.factLabel}>{label}</span> {t('mech.noPrize')}
        </p>
      );
    }
    if (typeof v === 'boolean') {
      return (
        <Checkbox key={k} label={label} checked={v} onCheckedChange={(c) => onChange(at, c)} />
      );
    }
    if (typeof v === 'number') {
      return (
        <Input
          key={k}
          label={label}
          mode="numeric"
          maxLength={9}
          value={String(v)}
          onValueChange={(typed) => onChange(at, Number(typed || 0))}
        />
      );
    }
    if (typeof v === 'string') {
      const money = isCurrencyCode(key) || key === 'percent';
      return (
        <Input
          key={k}
          label={label}
          maxLength={money ? 20 : 200}
          {...(money ? { mode: 'decimal' as const, maxDecimals: key === 'percent' ? 4 : 2 } : {})}
          value={v}
          onValueChange={(typed) => onChange(at, typed)}
        />
      );
    }
    if (isLocalized(v)) {
      return (
        <Input
          key={`${k}.${language}`}
          label={label}
          maxLength={4000}
          value={v[language]}
          onValueChange={(typed) => onChange([...at, language], typed)}
        />
      );
    }
    return (
      <fieldset key={k} className={css.fieldGroup}>
        <legend>{label}</legend>
        {/* amounts per currency side by side; groups of groups one under another */}
        <div
          className={
            Object.values(v as object).every((x) => x === null || typeof x !== 'object')
              ? own.amounts
              : own.nested
          }
        >
          <Fields value={v} path={at} language={language} onChange={onChange} />
        </div>
      </fieldset>
    );
  }
}

/**
 * A list of the kind's mechanics (the days of a sign-in, a leaderboard's prizes, a wheel's
 * segments, the tasks, the leagues): each entry's fields with its remove button, and an add
 * button, within the bounds the server's schema keeps (the domain's `CAMPAIGN_MECHANICS_LISTS`).
 * A button that would break a bound is not shown.
 */
function MechanicsList({
  kind,
  field,
  list,
  bounds,
  label,
  language,
  onChange,
}: {
  kind: string;
  field: string;
  list: unknown[];
  bounds: { min: number; max: number };
  label: string;
  language: Language;
  onChange: (path: Path, value: unknown) => void;
}) {
  const { t } = useTranslation('admin');
  const at: Path = ['mechanics', field];
  const next = list.length < bounds.max ? newMechanicsEntry(field, list) : undefined;
  return (
    <fieldset className={css.fieldGroup}>
      <legend>{label}</legend>
      <p className={css.muted}>{t('mech.bounds', { min: bounds.min, max: bounds.max })}</p>
      {list.map((_, i) => (
        <div key={`${kind}.${field}.${i}`} className={own.fieldRow}>
          <div className={own.nested}>
            <Fields value={list} path={at} language={language} onChange={onChange} only={i} />
          </div>
          {list.length > bounds.min && (
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                onChange(
                  at,
                  list.filter((__, j) => j !== i),
                )
              }
            >
              {t('mech.removeEntry', { n: i + 1, list: label })}
            </Button>
          )}
        </div>
      ))}
      {next !== undefined && (
        <Button size="sm" variant="outline" onClick={() => onChange(at, [...list, next])}>
          {t(`mech.add.${field}`)}
        </Button>
      )}
    </fieldset>
  );
}
