import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What every tab of the personal centre is given. */
export interface PersonalTabProps {
  /** The member's own user id (the page shows only their own). */
  userId: number;
}

/**
 * One tab of the personal centre: its id (the address's `?tab=`), the key of its label (a full
 * `namespace:key`), and its section, loaded the first time the tab is opened. A new tab is one
 * more entry in this list.
 */
export interface PersonalTabEntry {
  id: string;
  labelKey: string;
  Component: LazyExoticComponent<ComponentType<PersonalTabProps>>;
}

/** The centre's own tabs, in order; the first is where the page opens. */
export const PERSONAL_TABS: readonly PersonalTabEntry[] = [
  {
    id: 'overview',
    labelKey: 'personal:tab.overview',
    Component: lazy(() => import('./OverviewSection.tsx')),
  },
  {
    id: 'cashier',
    labelKey: 'personal:tab.cashier',
    Component: lazy(() =>
      import('./wallet/CashierPanel.tsx').then((m) => ({ default: m.CashierPanel })),
    ),
  },
  {
    id: 'wallet',
    labelKey: 'personal:tab.wallet',
    Component: lazy(() =>
      import('./wallet/WalletPanel.tsx').then((m) => ({ default: m.WalletPanel })),
    ),
  },
  { id: 'bets', labelKey: 'personal:tab.bets', Component: lazy(() => import('./BetsTab.tsx')) },
  {
    id: 'invite',
    labelKey: 'personal:tab.invite',
    Component: lazy(() => import('./InviteSection.tsx')),
  },
  { id: 'vip', labelKey: 'personal:tab.vip', Component: lazy(() => import('./VipSection.tsx')) },
  {
    id: 'safer',
    labelKey: 'personal:tab.safer',
    Component: lazy(() => import('./responsible/SaferTab.tsx')),
  },
  {
    id: 'settings',
    labelKey: 'personal:tab.settings',
    Component: lazy(() => import('./SettingsSection.tsx')),
  },
];

/** The tab an address asks for, or the first when it names none of these. */
export function tabOf(tabs: readonly PersonalTabEntry[], asked: string | null): string {
  return tabs.find((t) => t.id === asked)?.id ?? tabs[0]!.id;
}
