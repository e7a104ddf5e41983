import { redirect, type RouteObject } from 'react-router-dom';
import { Root } from '../app/Root.tsx';
import type { Shell } from '../app/shell.ts';
import { ADULTS_ONLY_PATH } from '../site/paths.ts';
import { prefetchHomeTop } from '../data/queries/site.ts';
import { runGuard } from './guard.ts';
import { ERROR_ROUTE, ROUTES, type RouteEntry, type ScreenKey } from './table.ts';

/** Each screen is its own chunk, fetched the first time one of its routes is visited. */
const screens: Record<ScreenKey, () => Promise<{ Component: React.ComponentType }>> = {
  home: () => import('../pages/home/HomeRoute.tsx').then((m) => ({ Component: m.HomeRoute })),
  campaign: () =>
    import('../pages/campaign/CampaignRoute.tsx').then((m) => ({ Component: m.CampaignRoute })),
  promotions: () =>
    import('../pages/campaign/PromotionsRoute.tsx').then((m) => ({
      Component: m.PromotionsRoute,
    })),
  sports: () =>
    import('../pages/sports/SportsRoute.tsx').then((m) => ({ Component: m.SportsRoute })),
  sportsDetail: () =>
    import('../pages/sports/MatchDetailRoute.tsx').then((m) => ({
      Component: m.MatchDetailRoute,
    })),
  liveLobby: () =>
    import('../pages/live/lobby/LobbyRoute.tsx').then((m) => ({ Component: m.LobbyRoute })),
  liveRoom: () =>
    import('../pages/live/room/RoomRoute.tsx').then((m) => ({ Component: m.RoomRoute })),
  hostCentre: () =>
    import('../pages/host/HostCentreRoute.tsx').then((m) => ({ Component: m.HostCentreRoute })),
  personal: () =>
    import('../pages/personal/PersonalRoute.tsx').then((m) => ({ Component: m.PersonalRoute })),
  gamesLobby: () =>
    import('../pages/games/lobby/GamesLobbyRoute.tsx').then((m) => ({
      Component: m.GamesLobbyRoute,
    })),
  gameHistory: () =>
    import('../pages/games/history/GameHistoryRoute.tsx').then((m) => ({
      Component: m.GameHistoryRoute,
    })),
  fairness: () =>
    import('../pages/games/verify/VerifyRoute.tsx').then((m) => ({ Component: m.VerifyRoute })),
  vipService: () =>
    import('../pages/vip/VipServiceRoute.tsx').then((m) => ({ Component: m.VipServiceRoute })),
  helpCenter: () =>
    import('../pages/info/HelpCenterRoute.tsx').then((m) => ({ Component: m.HelpCenterRoute })),
  appDownload: () =>
    import('../pages/info/AppDownloadRoute.tsx').then((m) => ({ Component: m.AppDownloadRoute })),
  ventureInvest: () =>
    import('../pages/info/VentureInvestRoute.tsx').then((m) => ({
      Component: m.VentureInvestRoute,
    })),
  adminCentre: () =>
    import('../pages/admin/AdminCentreRoute.tsx').then((m) => ({
      Component: m.AdminCentreRoute,
    })),
  notBuilt: () => import('../pages/NotBuiltPage.tsx').then((m) => ({ Component: m.NotBuiltPage })),
};

export interface RouteHandle {
  entry: RouteEntry;
}

function childRoutes(shell: Shell): RouteObject[] {
  return ROUTES.flatMap((entry) =>
    [entry.path, ...(entry.aliases ?? [])].map((path): RouteObject => ({
      id: path,
      path,
      handle: { entry } satisfies RouteHandle,
      loader: ({ request }) => {
        const url = new URL(request.url);
        // the home page's banners (its largest element) and notices are asked for with its chunks
        if (entry.screen === 'home') prefetchHomeTop(shell);
        return runGuard(entry, shell, url.pathname + url.search + url.hash);
      },
      lazy: screens[entry.screen],
    })),
  );
}

/**
 * The route objects of the whole site: the layout with every page, the error page, and `*`; and
 * beside them the game client (what a game frame shows: no header, no site notices), its own chunk.
 */
export function createRoutes(shell: Shell): RouteObject[] {
  return [
    { id: 'root', Component: Root, HydrateFallback: () => null, children: siteRoutes(shell) },
    {
      id: 'play',
      path: '/play/:gameCode',
      HydrateFallback: () => null,
      lazy: () =>
        import('../pages/games/play/PlayRoute.tsx').then((m) => ({ Component: m.PlayRoute })),
    },
  ];
}

function siteRoutes(shell: Shell): RouteObject[] {
  return [
    {
      id: 'layout',
      lazy: () => import('../layout/Layout.tsx').then((m) => ({ Component: m.Layout })),
      children: childRoutes(shell),
    },
    ...[ERROR_ROUTE.path, ...ERROR_ROUTE.aliases].map((path): RouteObject => ({
      id: path,
      path,
      lazy: () => import('../pages/ErrorRoute.tsx').then((m) => ({ Component: m.ErrorRoute })),
    })),
    {
      id: ADULTS_ONLY_PATH,
      path: ADULTS_ONLY_PATH,
      lazy: () =>
        import('../pages/AdultsOnlyRoute.tsx').then((m) => ({ Component: m.AdultsOnlyRoute })),
    },
    { id: 'unknown', path: '*', loader: () => redirect('/') },
  ];
}
