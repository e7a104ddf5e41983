import { Skeleton, Tabs } from '@touchline/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './personal.css.ts';
import type { PersonalTabEntry } from './tabs.ts';

export interface PersonalCentreViewProps {
  userId: number;
  tabs: readonly PersonalTabEntry[];
  /** The open tab's id. */
  tab: string;
  onTabChange: (tab: string) => void;
}

function SectionLoading() {
  const { t } = useTranslation('personal');
  return (
    // `data-lazy-chunk`: the tab's code is on its way (the visual suite waits for it to go)
    <div
      role="status"
      aria-busy="true"
      aria-label={t('loading')}
      className={css.form}
      data-lazy-chunk=""
    >
      <Skeleton shape="rect" height={120} />
      <Skeleton shape="rect" height={120} />
    </div>
  );
}

/** The personal centre: one tab a section, each its own chunk and data, only the open one mounted. */
export function PersonalCentreView({ userId, tabs, tab, onTabChange }: PersonalCentreViewProps) {
  const { t } = useTranslation('personal');
  return (
    <div className={css.page}>
      <h1 className={css.title}>{t('title')}</h1>
      <Tabs.Root value={tab} onValueChange={onTabChange}>
        <Tabs.List aria-label={t('sectionsLabel')} className={css.tabList}>
          {tabs.map((entry) => (
            <Tabs.Trigger key={entry.id} value={entry.id}>
              {t(entry.labelKey)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map(({ id, Component }) => (
          <Tabs.Content key={id} value={id} className={css.panel}>
            {id === tab ? (
              <Suspense fallback={<SectionLoading />}>
                <Component userId={userId} />
              </Suspense>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
