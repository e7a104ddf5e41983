import { Tabs } from '@touchline/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './host.css.ts';
import { ModerationSection } from './ModerationSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { PushSection } from './PushSection.tsx';
import { StreamsSection } from './StreamsSection.tsx';

// the charts (and their library) load with the earnings tab only
const EarningsSection = lazy(() => import('./EarningsSection.tsx'));

export const HOST_TABS = ['profile', 'streams', 'moderation', 'push', 'earnings'] as const;
export type HostTab = (typeof HOST_TABS)[number];

/** Each tab's label (host namespace). */
const TAB_LABELS: Readonly<Record<HostTab, string>> = {
  profile: 'tab.profile',
  streams: 'tab.streams',
  moderation: 'tab.moderation',
  push: 'tab.push',
  earnings: 'tab.earnings',
};

export function isHostTab(value: unknown): value is HostTab {
  return (HOST_TABS as readonly unknown[]).includes(value);
}

export interface HostCentreViewProps {
  /** The host's presenter id (their user id). */
  presenterId: number;
  tab: HostTab;
  onTabChange: (tab: HostTab) => void;
}

/** The host centre: one tab a section, each its own data. */
export function HostCentreView({ presenterId, tab, onTabChange }: HostCentreViewProps) {
  const { t } = useTranslation('host');
  return (
    <div className={css.page}>
      <h1 className={css.title}>{t('title')}</h1>
      <Tabs.Root value={tab} onValueChange={(next) => isHostTab(next) && onTabChange(next)}>
        <Tabs.List aria-label={t('sectionsLabel')}>
          {HOST_TABS.map((name) => (
            <Tabs.Trigger key={name} value={name}>
              {t(TAB_LABELS[name])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="profile" className={css.panel}>
          <ProfileSection presenterId={presenterId} />
        </Tabs.Content>
        <Tabs.Content value="streams" className={css.panel}>
          <StreamsSection presenterId={presenterId} />
        </Tabs.Content>
        <Tabs.Content value="moderation" className={css.panel}>
          <ModerationSection presenterId={presenterId} />
        </Tabs.Content>
        <Tabs.Content value="push" className={css.panel}>
          <PushSection presenterId={presenterId} />
        </Tabs.Content>
        <Tabs.Content value="earnings" className={css.panel}>
          <Suspense
            fallback={
              // the visual check waits while a chunk is on its way (tools/visual: settle)
              <p className={css.muted} data-lazy-chunk="">
                {t('loading')}
              </p>
            }
          >
            <EarningsSection />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
