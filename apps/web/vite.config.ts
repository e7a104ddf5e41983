import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vite';
import { workspaceResolve } from '../../vite.shared.ts';

/** Where `vite dev` sends API calls: `TOUCHLINE_API` (default the server's port 8080). */
const API_TARGET = process.env.TOUCHLINE_API ?? 'http://127.0.0.1:8080';

const UI_SOURCE = /packages[\\/]ui[\\/]src[\\/]/;
/**
 * React itself: a group takes its modules' dependencies with it, and `ui-pages`, whose components
 * call react-dom (portals), would otherwise take react-dom's entry and every page would load it.
 */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/**
 * Radix's small shared parts (primitive, slot, context, presence, the use-* hooks…): a chunk of
 * their own. In `ui-pages` (which the tabs take them into) the 18+ gate's and the popup ad's
 * dialog loaded that whole chunk on a visitor's first visit (issue 16: 17.7 kB gzip on /).
 */
const RADIX_SHARED =
  /node_modules[\\/]@radix-ui[\\/](primitive|react-(primitive|slot|context|compose-refs|presence|id|use-[\w-]+))[\\/]/;
/**
 * The domain's rules that several chunks share, each in a chunk named after its module: a ui
 * group would otherwise take them in as its components' dependencies, and the first screen,
 * needing one rule of the sportsbook's (`match.ts`), loaded the whole `ui-pages` chunk (issue 16:
 * 27 kB gzip on / when the fixture list joined it).
 */
const DOMAIN_SOURCE = /packages[\\/]domain[\\/]src[\\/]/;
const UI_COMPONENT = /packages[\\/]ui[\\/]src[\\/]components[\\/]/;
/**
 * The library's components the first screen (the layout and the home page) renders, in the `ui`
 * chunk every page loads; the other shared ones go in `ui-pages`, which the pages that use them
 * load (issue 16: the slip, the tabs with Radix's roving focus, the form fields and the sport
 * drawings were 20 kB raw of the home page's first load). A component missing here still works:
 * it only comes with `ui-pages`.
 */
const FIRST_SCREEN_UI = new RegExp(
  `components[\\\\/](${[
    'Avatar',
    'Badge',
    'Box',
    'Button',
    'CampaignHero',
    'EmptyState',
    'Footer',
    'GameCard',
    'Header',
    'Icon',
    'IconButton',
    'LanguageSwitcher',
    'LazyImage',
    'Link',
    'LiveCard',
    'LobbyGrid',
    'MaintenanceBanner',
    'MatchRow',
    'MoneyText',
    'NavigationProgress',
    'NoticeBar',
    'OddsCell',
    'PromoCard',
    'Skeleton',
    'TabBar',
    'Text',
    'ThemeToggle',
    'Toast',
    'VipBadge',
  ].join('|')})[\\\\/]`,
);
/**
 * The library's components that only a dialog shows, and the dialog itself (Radix's dialog with
 * its focus trap and scroll lock): left out of the shared `ui` chunk, which the first screen
 * loads, so they come with the lazy chunks that open a dialog (issue 16).
 */
const ON_DEMAND_UI =
  /packages[\\/]ui[\\/]src[\\/]components[\\/](Dialog|PopupAd|AccountMenu|GameFrame|FairnessPanel)[\\/]/;

export default mergeConfig(
  workspaceResolve,
  defineConfig({
    plugins: [react(), vanillaExtractPlugin()],
    // source maps only when asked for (SOURCE_MAPS=1): the served site ships none
    build: {
      sourcemap: process.env.SOURCE_MAPS === '1',
      target: 'es2022',
      // .vite/manifest.json: src/build/route-preloads.ts reads each route's chunks from it
      manifest: true,
      // the library's components that three or more lazy routes share go in one chunk: split by
      // route they became dozens of tiny files, each compressed alone (issue 16: / went from 44 to
      // 60 files and 278 to 285 kB gzip when the games routes arrived; with the group, 30 and 273)
      rolldownOptions: {
        output: {
          advancedChunks: {
            groups: [
              { name: 'react', test: REACT, priority: 5 },
              { name: 'radix', test: RADIX_SHARED, priority: 4 },
              {
                name: (id) => `domain-${path.basename(id).replace(/\.tsx?$/, '')}`,
                test: DOMAIN_SOURCE,
                minShareCount: 2,
                priority: 3,
              },
              {
                name: 'ui',
                test: (id) =>
                  UI_SOURCE.test(id) && (!UI_COMPONENT.test(id) || FIRST_SCREEN_UI.test(id)),
                minShareCount: 3,
                priority: 2,
              },
              {
                name: 'ui-pages',
                test: (id) => UI_SOURCE.test(id) && !ON_DEMAND_UI.test(id),
                minShareCount: 3,
                priority: 1,
              },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      strictPort: true,
      // the reference server (apps/server) answers /api and the realtime socket on the same origin
      proxy: {
        // changeOrigin off: the server names this origin as the sportsbook address, so /v1 comes here too
        '/api': { target: API_TARGET },
        '/v1': { target: API_TARGET },
        '/language': { target: API_TARGET },
        '/ws': { target: API_TARGET.replace(/^http/, 'ws'), ws: true },
      },
    },
  }),
);
