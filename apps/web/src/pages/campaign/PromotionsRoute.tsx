import { CAMPAIGN_CATEGORIES, type CampaignSummary } from '@touchline/api';
import { CAMPAIGN_STATES } from '@touchline/domain';
import { EmptyState, PromoCard, Select, Skeleton } from '@touchline/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCampaignList, type CampaignListFilter } from '../../data/queries/campaigns.ts';
import { LoadFailed } from '../parts.tsx';
import * as css from './Campaign.css.ts';
import { CAMPAIGN_TIME_ZONE } from './CampaignRoute.tsx';

const ALL = '';

function pick<V extends string>(options: readonly V[], value: string | null): V | undefined {
  return options.find((o) => o === value);
}

/**
 * `/activity` and `/sponsor`: every promotion, filtered by category and state (both kept in the
 * address), each card leading to its campaign's page.
 */
export function PromotionsRoute() {
  const { t } = useTranslation('campaign');
  const [params, setParams] = useSearchParams();
  const category = pick(CAMPAIGN_CATEGORIES, params.get('category'));
  const state = pick(CAMPAIGN_STATES, params.get('state'));
  const filter: CampaignListFilter = {
    ...(category ? { category } : {}),
    ...(state ? { state } : {}),
  };
  const list = useCampaignList(filter);
  const set = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === ALL) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return (
    <section aria-labelledby="page-title" className={css.page}>
      <h1 id="page-title" className={css.title}>
        {t('list.title')}
      </h1>
      <div className={css.filters}>
        <Select
          label={t('list.category')}
          value={category ?? ALL}
          onValueChange={(value) => set('category', value)}
          options={[
            { value: ALL, label: t('list.all') },
            ...CAMPAIGN_CATEGORIES.map((c) => ({ value: c, label: t(`list.categories.${c}`) })),
          ]}
        />
        <Select
          label={t('list.state')}
          value={state ?? ALL}
          onValueChange={(value) => set('state', value)}
          options={[
            { value: ALL, label: t('list.all') },
            ...CAMPAIGN_STATES.map((s) => ({ value: s, label: t(`state.${s}`) })),
          ]}
        />
      </div>
      {list.isPending ? (
        <div aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={240} />
        </div>
      ) : list.isError ? (
        <LoadFailed ns="campaign" onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState kind="noMatchingData" title={t('list.empty')} />
      ) : (
        <ul className={css.grid}>
          {list.data.map((campaign) => (
            <li key={campaign.slug}>
              <PromotionCard campaign={campaign} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PromotionCard({ campaign }: { campaign: CampaignSummary }) {
  const { t } = useTranslation('campaign');
  return (
    <PromoCard
      image={campaign.image}
      title={campaign.title}
      tag={t(`state.${campaign.state}`)}
      startsAt={campaign.startsAt}
      {...(campaign.endsAt !== null ? { endsAt: campaign.endsAt } : {})}
      timeZone={CAMPAIGN_TIME_ZONE}
      ended={campaign.state === 'ended'}
      href={campaign.path}
      ctaLabel={campaign.state === 'ended' ? t('list.view') : campaign.ctaLabel}
      headingLevel="h2"
    />
  );
}
