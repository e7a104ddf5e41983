import { CAMPAIGN_KINDS, type AdminCampaignRow } from '@touchline/api';
import { CAMPAIGN_STATES, isAdminReason, ADMIN_REASON_MAX } from '@touchline/domain';
import { Badge, Button, Dialog, EmptyState, Input, Select } from '@touchline/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateCampaign } from '../../data/mutations/admin-campaigns.ts';
import { useAdminCampaigns, type AdminCampaignFilter } from '../../data/queries/admin-campaigns.ts';
import { MutationFailure } from '../parts.tsx';
import * as css from './admin.css.ts';
import { CampaignEditor } from './CampaignEditor.tsx';
import { adminTime, PagedList } from './parts.tsx';

/** A row's height before it is measured (px). */
const ROW_ESTIMATE = 76;

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;

/**
 * The campaigns section (issue 22, ADR 033): every campaign, drafts too, newest first and paged
 * on the server; a new one from a kind's template or a copy; the open one in the editor.
 */
export function CampaignsSection({
  campaignId,
  onCampaignChange,
}: {
  campaignId: number | null;
  onCampaignChange: (campaignId: number | null) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [state, setState] = useState('');
  const [filter, setFilter] = useState<AdminCampaignFilter>({});
  const campaigns = useAdminCampaigns(filter);

  const list = (
    <PagedList<AdminCampaignRow>
      query={campaigns}
      aria-labelledby={`${id}-h`}
      getKey={(c) => c.campaignId}
      estimateSize={ROW_ESTIMATE}
      height="min(560px, 60vh)"
      initialRect={{ width: 375, height: 560 }}
      emptyTitle={t('campaigns.empty')}
      renderItem={(c) => (
        <button
          type="button"
          className={css.memberRow}
          aria-current={c.campaignId === campaignId ? 'true' : undefined}
          onClick={() => onCampaignChange(c.campaignId)}
        >
          <span className={css.rowTitle}>{c.title}</span>
          <span className={css.number}>{c.path}</span>
          <span className={css.rowMeta}>
            <Badge size="sm" tone={c.state === 'active' ? 'success' : 'neutral'}>
              {t(`campaigns.state.${c.state}`)}
            </Badge>
            {c.published ? null : (
              <Badge size="sm" tone="warning">
                {t('campaigns.draft')}
              </Badge>
            )}
            <span>{t(`campaigns.kind.${c.kind}`)}</span>
            <span>{t(`campaigns.category.${c.category}`)}</span>
            <span>
              {c.endsAt === null
                ? t('campaigns.from', { start: adminTime(c.startsAt) })
                : t('campaigns.period', {
                    start: adminTime(c.startsAt),
                    end: adminTime(c.endsAt),
                  })}
            </span>
          </span>
        </button>
      )}
    />
  );

  return (
    <div className={css.split}>
      <section className={css.card} aria-labelledby={`${id}-h`}>
        <div className={css.row}>
          <h2 id={`${id}-h`} className={css.heading}>
            {t('campaigns.heading')}
          </h2>
          <NewCampaign fromCampaignId={campaignId} onCreated={onCampaignChange} />
        </div>
        <form
          role="search"
          className={css.filters}
          onSubmit={(event) => {
            event.preventDefault();
            setFilter(state ? { state: state as (typeof CAMPAIGN_STATES)[number] } : {});
          }}
        >
          <Select
            label={t('campaigns.stateFilter')}
            value={state}
            onValueChange={setState}
            options={[
              { value: '', label: t('campaigns.allStates') },
              ...CAMPAIGN_STATES.map((s) => ({ value: s, label: t(`campaigns.state.${s}`) })),
            ]}
          />
          <Button type="submit">{t('campaigns.search')}</Button>
        </form>
        {list}
      </section>
      {campaignId === null ? (
        <section className={css.card} aria-label={t('campaign.heading')}>
          <EmptyState kind="noData" size="sm" title={t('campaigns.pick')} />
        </section>
      ) : (
        <CampaignEditor
          key={campaignId}
          campaignId={campaignId}
          onClose={() => onCampaignChange(null)}
        />
      )}
    </div>
  );
}

/** Creates a draft: from a kind's template, or a copy of the open campaign. */
function NewCampaign({
  fromCampaignId,
  onCreated,
}: {
  fromCampaignId: number | null;
  onCreated: (campaignId: number) => void;
}) {
  const { t } = useTranslation('admin');
  const create = useCreateCampaign();
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState('');
  const [slug, setSlug] = useState('');
  const [reason, setReason] = useState('');
  const valid = source !== '' && SLUG.test(slug) && isAdminReason(reason);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) create.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="sm">{t('campaigns.new')}</Button>
      </Dialog.Trigger>
      <Dialog.Content
        title={t('campaigns.newTitle')}
        description={t('campaigns.newText')}
        size="sm"
      >
        <form
          className={css.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (!valid) return;
            create.mutate(
              {
                ...(source === 'copy' && fromCampaignId !== null
                  ? { fromCampaignId }
                  : { kind: source as (typeof CAMPAIGN_KINDS)[number] }),
                slug,
                path: `/${slug}`,
                reason: reason.trim(),
              },
              {
                onSuccess: (created) => {
                  setOpen(false);
                  setSlug('');
                  setReason('');
                  setSource('');
                  onCreated((created as { row: { campaignId: number } }).row.campaignId);
                },
              },
            );
          }}
        >
          <Select
            label={t('campaigns.source')}
            value={source}
            onValueChange={setSource}
            placeholder
            options={[
              ...(fromCampaignId !== null
                ? [{ value: 'copy', label: t('campaigns.copyOpen') }]
                : []),
              ...CAMPAIGN_KINDS.map((k) => ({
                value: k,
                label: t('campaigns.template', { kind: t(`campaigns.kind.${k}`) }),
              })),
            ]}
          />
          <Input
            label={t('campaigns.slug')}
            hint={t('campaigns.slugHint', { path: `/${slug || 'weekend-rebate'}` })}
            value={slug}
            maxLength={80}
            onValueChange={setSlug}
          />
          <Input
            label={t('reason')}
            hint={t('reasonHint')}
            value={reason}
            maxLength={ADMIN_REASON_MAX}
            onValueChange={setReason}
          />
          <MutationFailure mutation={create} />
          <Dialog.Footer>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('keep')}
            </Button>
            <Button type="submit" disabled={!valid} loading={create.isPending}>
              {t('campaigns.create')}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
