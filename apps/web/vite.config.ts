import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, defineConfig, mergeConfig, type Plugin } from 'vite';
import { workspaceResolve } from '../../vite.shared.ts';
import { minifiedPublicScripts } from './src/build/boot-script.ts';
import { compileHints } from './src/build/compile-hints.ts';
import { productionRouter } from './src/build/production-router.ts';
import { startupPackChunk, startupPackLanguage } from './src/i18n/namespaceList.ts';

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
/**
 * The library's components that only a dialog shows, and the dialog itself (Radix's dialog with
 * its focus trap and scroll lock): left out of the shared `ui-pages` chunk, so they come with the
 * lazy chunks that open a dialog (issue 16).
 */
const ON_DEMAND_UI =
  /packages[\\/]ui[\\/]src[\\/]components[\\/](Dialog|PopupAd|AccountMenu|GameFrame|FairnessPanel)[\\/]/;

/**
 * The platform and sportsbook clients with what only they use: ky, the call registry and every
 * call's schemas (`@touchline/api/clients`, loaded by the first call: `deferClient`). One chunk:
 * a page that calls anything needs all of it, and split by importer it was a dozen small files.
 * The super-admin centre's calls and the contract's examples stay with the pages that use them.
 */
const API_CLIENTS = (id: string) =>
  (/packages[\\/]api[\\/]src[\\/]/.test(id) || /node_modules[\\/]ky[\\/]/.test(id)) &&
  !/[\\/](admin[\w-]*|examples)\.ts$/.test(id);

/**
 * The campaign pages' own components (only `CampaignRoute` draws them): a chunk of their own, so
 * that the other pages sharing `ui-pages`, the sportsbook's among them, do not load them.
 */
const CAMPAIGN_UI =
  /packages[\\/]ui[\\/]src[\\/]components[\\/](LuckyWheel|SignInCalendar|Leaderboard|RewardTable|RuleList|Countdown|StepProgress|FixtureList)[\\/]/;

/** The first screen's lazy routes: the layout (every page's frame) and the home page. */
const FIRST_SCREEN = ['src/layout/Layout.tsx', 'src/pages/home/HomeRoute.tsx'];
/** Set in the environment of the first pass's build (its own plugin then does nothing). */
const FIRST_PASS = 'TOUCHLINE_CHUNK_FIRST_PASS';
/** The modules of the `shell` group, once the first pass has found them. */
let shellModules: ReadonlySet<string> = new Set();

/**
 * The `shell` group: the entry's modules and every module the first screen loads in a shared
 * chunk, found by a first build of the same configuration with no groups (where each chunk is
 * what one set of entries shares, so the first screen's chunks hold only what it needs). They end
 * in the entry's chunk. Left to the automatic splitting and the per-package groups below, they
 * were two dozen files, many under a kilobyte (the sports page's match model, the auth mutations,
 * the contract's parts, query-core's, each domain rule the first screen uses…), one request each
 * on the first load's critical path (issue 16: on HTTP/1.1 six at a time, a round trip each).
 * React stays a chunk of its own (cached across deploys), and so do the lazy chunks' own modules.
 */
function shellGroup(): Plugin {
  return {
    name: 'touchline:shell-group',
    apply: 'build',
    async buildStart() {
      if (process.env[FIRST_PASS]) return;
      process.env[FIRST_PASS] = '1';
      try {
        const result = await build({
          configFile: path.join(import.meta.dirname, 'vite.config.ts'),
          logLevel: 'silent',
          build: { write: false, minify: false, sourcemap: false, manifest: false },
        });
        const output = (Array.isArray(result) ? result : [result]).flatMap((r) =>
          'output' in r ? r.output : [],
        );
        shellModules = firstScreenModules(
          output.flatMap((c) => (c.type === 'chunk' ? [c] : [])),
          FIRST_SCREEN.map((file) => path.join(import.meta.dirname, file)),
        );
      } finally {
        delete process.env[FIRST_PASS];
      }
    },
  };
}

/** What `firstScreenModules` reads of each chunk of the first pass. */
interface PassChunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  moduleIds: readonly string[];
}

/**
 * The modules of the entry's chunk and of the shared chunks that it and `lazyRoutes` load (their
 * static imports, transitively), less React's and the bundler's own.
 */
function firstScreenModules(chunks: readonly PassChunk[], lazyRoutes: readonly string[]) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const modules = new Set<string>();
  const seen = new Set<string>();
  const stack = chunks
    .filter((c) => c.isEntry || lazyRoutes.includes(c.facadeModuleId ?? ''))
    .map((c) => c.fileName);
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    const chunk = byFile.get(file);
    if (!chunk || seen.has(file)) continue;
    seen.add(file);
    stack.push(...chunk.imports);
    // a lazy route's own chunk stays its own
    if (chunk.isDynamicEntry && !chunk.isEntry) continue;
    for (const id of chunk.moduleIds) {
      if (!id.startsWith('\0') && !REACT.test(id)) modules.add(id);
    }
  }
  return modules;
}

export default mergeConfig(
  workspaceResolve,
  defineConfig({
    plugins: [
      react(),
      vanillaExtractPlugin(),
      productionRouter(),
      shellGroup(),
      compileHints(),
      minifiedPublicScripts(),
    ],
    // source maps only when asked for (SOURCE_MAPS=1): the served site ships none
    build: {
      sourcemap: process.env.SOURCE_MAPS === '1',
      target: 'es2022',
      // .vite/manifest.json: src/build/route-preloads.ts reads each route's chunks from it
      manifest: true,
      // what the first screen loads goes in the entry's chunk (`shellGroup`, found by a first pass);
      // the library's components that three or more other lazy routes share go in one chunk: split
      // by route they became dozens of tiny files, each compressed alone (issue 16: / went from 44
      // to 60 files and 278 to 285 kB gzip when the games routes arrived; with the group, 30 and 273)
      rolldownOptions: {
        output: {
          codeSplitting: {
            // the first pass splits by nothing but the import graph: each chunk is then what one
            // set of entries shares, so the first screen's chunks hold only what it needs
            groups: process.env[FIRST_PASS]
              ? []
              : [
                  // each language's start-up namespaces: one file (src/i18n/namespaceList.ts)
                  {
                    name: (id) => {
                      const lang = startupPackLanguage(id);
                      return lang && startupPackChunk(lang);
                    },
                    priority: 20,
                  },
                  { name: 'react', test: REACT, priority: 19 },
                  { name: 'radix', test: RADIX_SHARED, priority: 18 },
                  { name: 'shell', test: (id) => shellModules.has(id), priority: 10 },
                  { name: 'api-clients', test: API_CLIENTS, priority: 9 },
                  {
                    name: (id) => `domain-${path.basename(id).replace(/\.tsx?$/, '')}`,
                    test: DOMAIN_SOURCE,
                    minShareCount: 2,
                    priority: 3,
                  },
                  { name: 'ui-campaign', test: CAMPAIGN_UI, priority: 2 },
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
