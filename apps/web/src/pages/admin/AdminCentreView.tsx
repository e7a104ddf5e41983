import { Tabs } from '@touchline/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './admin.css.ts';
import { AuditSection } from './AuditSection.tsx';
import { CampaignsSection } from './CampaignsSection.tsx';
import { LiveSection } from './LiveSection.tsx';
import { MembersSection } from './MembersSection.tsx';
import { RewardRulesPanels } from './RewardRulesPanels.tsx';
import { SportsbookSection } from './SportsbookSection.tsx';
import { SiteSection } from './SiteSection.tsx';
import { GamesSection } from './GamesSection.tsx';

/** The dashboard comes with its chart library, fetched when its tab is opened. */
const DashboardSection = lazy(() => import('./DashboardSection.tsx'));

/**
 * The centre's sections: only those that work are shown (issue 22 adds the rest as their back
 * ends land: live, games).
 */
export const ADMIN_TABS = [
  'dashboard',
  'members',
  'site',
  'sportsbook',
  // the live section (ADR 034)
  'live',
  // the games section (ADR 035)
  'games',
  'campaigns',
  // VIP thresholds and invitation award rules (ADR 036)
  'rewards',
  'audit',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const TAB_LABELS: Readonly<Record<AdminTab, string>> = {
  dashboard: 'tab.dashboard',
  members: 'tab.members',
  site: 'tab.site',
  audit: 'tab.audit',
  sportsbook: 'tab.sportsbook',
  campaigns: 'tab.campaigns',
  rewards: 'tab.rewards',
  // the live section (ADR 034)
  live: 'tab.live',
  games: 'tab.games',
};

export function isAdminTab(value: unknown): value is AdminTab {
  return (ADMIN_TABS as readonly unknown[]).includes(value);
}

export interface AdminCentreViewProps {
  tab: AdminTab;
  onTabChange: (tab: AdminTab) => void;
  /** The member whose profile is open (members section), if any. */
  memberId: number | null;
  onMemberChange: (memberId: number | null) => void;
  /** The campaign open in the editor (campaigns section), if any. */
  campaignId?: number | null;
  onCampaignChange?: (campaignId: number | null) => void;
}

/** `/superadmincenter`: the operator's back office, one tab a section (ADR 030). */
export function AdminCentreView({
  tab,
  onTabChange,
  memberId,
  onMemberChange,
  campaignId = null,
  onCampaignChange = () => {},
}: AdminCentreViewProps) {
  const { t } = useTranslation('admin');
  return (
    <div className={css.page}>
      <h1 className={css.title}>{t('title')}</h1>
      <Tabs.Root value={tab} onValueChange={(next) => isAdminTab(next) && onTabChange(next)}>
        <Tabs.List aria-label={t('sectionsLabel')}>
          {ADMIN_TABS.map((name) => (
            <Tabs.Trigger key={name} value={name}>
              {t(TAB_LABELS[name])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="dashboard" className={css.panel}>
          <Suspense
            fallback={
              // the visual check waits while a chunk is on its way (tools/visual: settle)
              <p className={css.muted} data-lazy-chunk="">
                {t('loading')}
              </p>
            }
          >
            <DashboardSection />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="members" className={css.panel}>
          <MembersSection memberId={memberId} onMemberChange={onMemberChange} />
        </Tabs.Content>
        <Tabs.Content value="site" className={css.panel}>
          <SiteSection />
        </Tabs.Content>
        <Tabs.Content value="audit" className={css.panel}>
          <AuditSection />
        </Tabs.Content>
        <Tabs.Content value="sportsbook" className={css.panel}>
          <SportsbookSection />
        </Tabs.Content>
        {/* the live section (ADR 034) */}
        <Tabs.Content value="live" className={css.panel}>
          <LiveSection />
        </Tabs.Content>
        <Tabs.Content value="games" className={css.panel}>
          <GamesSection />
        </Tabs.Content>
        <Tabs.Content value="campaigns" className={css.panel}>
          <CampaignsSection campaignId={campaignId} onCampaignChange={onCampaignChange} />
        </Tabs.Content>
        <Tabs.Content value="rewards" className={css.panel}>
          <RewardRulesPanels />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
