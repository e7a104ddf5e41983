import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { UiMessageKey } from '../../i18n/messages.ts';
import { useUiText } from '../../i18n/useUiText.ts';
import { Link } from '../Link/index.ts';
import * as css from './TabBar.css.ts';
import { Icon } from '../Icon/Icon.tsx';

export const TAB_BAR_TABS = ['home', 'sports', 'live', 'games', 'me'] as const;
export type TabBarTab = (typeof TAB_BAR_TABS)[number];

const LABELS: Record<TabBarTab, UiMessageKey> = {
  home: 'tabBarHome',
  sports: 'tabBarSports',
  live: 'tabBarLive',
  games: 'tabBarGames',
  me: 'tabBarMe',
};

/** Drawn on a 24 px grid with 2 px strokes in `currentColor`: muted, accent when active. */
const ICONS: Record<TabBarTab, ReactNode> = {
  home: <path d="M3.5 10.5 12 3.5l8.5 7V20a1 1 0 0 1-1 1H15v-6H9v6H4.5a1 1 0 0 1-1-1Z" />,
  sports: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 7.5 4.2 3-1.6 5h-5.2l-1.6-5Z" />
      <path d="M12 3v4.5M16.2 10.5l4.3-1.5M14.6 15.5l2.6 3.8M9.4 15.5l-2.6 3.8M7.8 10.5 3.5 9" />
    </>
  ),
  live: (
    <>
      <rect x="3" y="6" width="18" height="14" rx="2" />
      <path d="m8 2.5 4 3.5 4-3.5" />
      <path d="M10 10.2v5.6l4.6-2.8Z" />
    </>
  ),
  games: (
    <>
      <path d="M7 7h10a5 5 0 0 1 4.9 6l-.8 4a2.5 2.5 0 0 1-4.3 1.2L14.5 16h-5l-2.3 2.2A2.5 2.5 0 0 1 2.9 17l-.8-4A5 5 0 0 1 7 7Z" />
      <path d="M7.5 10v4M5.5 12h4" />
      <path d="M15.5 11h.01M17.5 13h.01" />
    </>
  ),
  me: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
};

export interface TabBarProps extends Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /**
   * Where each tab leads (the app's routes). A tab without an address is left out: a tab whose
   * page the app does not have (yet) is not shown, rather than leading somewhere else.
   */
  hrefs: Readonly<Partial<Record<TabBarTab, string>>>;
  /** The tab of the current page: marked `aria-current="page"`. */
  active?: TabBarTab;
  /** Fixed to the bottom of the viewport (mobile); off to place it in flow. */
  fixed?: boolean;
}

/** The mobile bottom bar: home, sports, live, games, me. */
export function TabBar({ hrefs, active, fixed = true, className, ...rest }: TabBarProps) {
  const t = useUiText();
  return (
    <nav
      aria-label={t('tabBarLabel')}
      {...rest}
      className={[css.root({ fixed }), className].filter(Boolean).join(' ')}
    >
      <ul className={css.list}>
        {TAB_BAR_TABS.filter((tab) => hrefs[tab] !== undefined).map((tab) => (
          <li key={tab} className={css.item}>
            <Link
              href={hrefs[tab]!}
              tone="inherit"
              underline="none"
              className={css.tab}
              aria-current={tab === active ? 'page' : undefined}
              data-tab={tab}
            >
              <Icon className={css.icon}>{ICONS[tab]}</Icon>
              <span className={css.label}>{t(LABELS[tab])}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
TabBar.displayName = 'TabBar';
