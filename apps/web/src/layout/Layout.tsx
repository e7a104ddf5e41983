import { LANGUAGES, pageTitle, type Language } from '@touchline/domain';
import {
  Footer,
  Header,
  LanguageSwitcher,
  TabBar,
  ThemeToggle,
  type FooterLinkGroup,
} from '@touchline/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useMatches } from 'react-router-dom';
import { useDialogs, useSessionState, useShell } from '../app/context.tsx';
import { useLogout } from '../data/mutations/auth.ts';
import { useWallet } from '../data/queries/member.ts';
import { useHomeLobbies } from '../data/queries/site.ts';
import { gamesTabHref } from '../app/lobbies.ts';
import { switchLanguage } from '../app/language.ts';
import { useTheme } from '../app/theme.ts';
import { PRODUCT_NAME, titled, useDocumentTitle } from '../app/documentTitle.ts';
import type { RouteHandle } from '../routes/routes.tsx';
import type { RouteEntry } from '../routes/table.ts';
import * as css from './Layout.css.ts';

/** A member's menu: a chunk of its own (Radix's dialog), never fetched for a visitor. */
const AccountMenu = lazy(() => import('./AccountMenu.ts'));

function useCurrentEntry() {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]!.handle as RouteHandle | undefined;
    if (handle?.entry) return handle.entry;
  }
  return undefined;
}

export function footerGroups(t: (key: string) => string): FooterLinkGroup[] {
  return [
    {
      title: t('footer.about'),
      links: [
        { label: t('route.helpCenter'), href: '/HelpCenter' },
        { label: t('route.appDownload'), href: '/AppDownload' },
        { label: t('route.ventureInvest'), href: '/VentureInvest' },
      ],
    },
    {
      title: t('footer.promotions'),
      links: [
        { label: t('route.activity'), href: '/activity' },
        { label: t('route.sponsor'), href: '/sponsor' },
        { label: t('route.luckyWheel'), href: '/luckyWheel' },
      ],
    },
  ];
}

/**
 * The document's title: home keeps the spec's (the product name and the tagline, §4); every other
 * route is named by its page, then the product.
 */
export function documentTitle(entry: RouteEntry, t: (key: string) => string): string {
  return entry.path === '/' ? pageTitle(t('tagline'), PRODUCT_NAME) : titled(t(entry.titleKey));
}

/** The header's site links (desktop; the tab bar navigates on mobile). */
const SITE_NAV = [
  { href: '/', label: 'route.home' },
  { href: '/sports', label: 'route.sports' },
  { href: '/anchorPlay', label: 'route.anchorPlay' },
  { href: '/activity', label: 'route.activity' },
] as const;

/**
 * The common layout: header, the page (fading in after a navigation), footer where the route shows
 * one, tab bar.
 */
export function Layout() {
  const shell = useShell();
  const dialogs = useDialogs();
  const { user, sessionId } = useSessionState();
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const entry = useCurrentEntry();
  const [theme, setTheme] = useTheme(shell.store);
  const loggedIn = !!sessionId;

  const wallet = useWallet();
  const lobbies = useHomeLobbies();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);

  const language = (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : 'en';
  const showTabBar = entry?.tabBar ?? true;
  // the page the visit arrived on, until the first navigation away from it: it does not fade in
  const [arrival, setArrival] = useState<string | null>(location.pathname);
  if (arrival !== null && arrival !== location.pathname) setArrival(null);
  const title = entry ? documentTitle(entry, t) : null;

  // each route names the document, in the active language
  useDocumentTitle(title);

  const balance = wallet.data
    ? { amount: wallet.data.memberWallet, currency: wallet.data.currency }
    : undefined;
  const changeLanguage = (lang: Language) => void switchLanguage(i18n, lang, shell.store);
  const headerUser = user
    ? { name: user.userName, avatarId: user.avatarId, vipLevel: user.vipLevel }
    : null;

  return (
    <div className={showTabBar ? `${css.shell} ${css.withTabBar}` : css.shell}>
      <Header
        productName={PRODUCT_NAME}
        homeHref="/"
        user={headerUser}
        {...(balance
          ? {
              balance,
              onRefreshBalance: () => void wallet.refetch(),
              refreshingBalance: wallet.isFetching,
            }
          : {})}
        onLogin={() => dialogs.open({ kind: 'login', mode: 'account' })}
        onRegister={() => dialogs.open({ kind: 'register', mode: 'account' })}
        nav={SITE_NAV.map(({ href, label }) => (
          <NavLink key={href} to={href} end={href === '/'} className={css.navLink}>
            {t(label)}
          </NavLink>
        ))}
        accountMenu={
          user && headerUser && loggedIn ? (
            <Suspense fallback={null}>
              <AccountMenu
                user={headerUser}
                showName
                open={menuOpen}
                onOpenChange={setMenuOpen}
                {...(balance ? { balance } : {})}
                languageSwitcher={
                  <LanguageSwitcher align="end" value={language} onChange={changeLanguage} />
                }
                themeToggle={<ThemeToggle theme={theme} onChange={setTheme} />}
                links={
                  <Link to={`/personal/${user.userId}`} onClick={() => setMenuOpen(false)}>
                    {t('route.personal')}
                  </Link>
                }
                onLogout={() => logout.mutate()}
                loggingOut={logout.isPending}
              />
            </Suspense>
          ) : null
        }
        languageSwitcher={
          <LanguageSwitcher
            variant="compact"
            align="end"
            value={language}
            onChange={changeLanguage}
          />
        }
        themeToggle={<ThemeToggle variant="icon" theme={theme} onChange={setTheme} />}
      />
      <main
        key={location.pathname}
        className={arrival === null ? `${css.page} ${css.entering}` : css.page}
        data-entering={arrival === null ? '' : undefined}
        aria-label={t('mainContent')}
      >
        <Outlet />
      </main>
      {entry?.footer && (
        <Footer productName={PRODUCT_NAME} groups={footerGroups((key) => t(key))} />
      )}
      {showTabBar && (
        <TabBar
          className={css.tabBar}
          hrefs={{
            home: '/',
            sports: '/sports',
            live: '/anchorPlay',
            games: gamesTabHref(lobbies.data),
            me: user ? `/personal/${user.userId}` : '/personal/me',
          }}
          active={entry?.tab}
        />
      )}
    </div>
  );
}
