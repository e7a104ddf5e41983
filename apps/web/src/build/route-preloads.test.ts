import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes/table.ts';
import { startupPackChunk, startupPackLanguage } from '../i18n/namespaceList.ts';
import {
  entryFiles,
  languagePreloads,
  routePreloads,
  screenSources,
  type Manifest,
} from './route-preloads.ts';

const routesModule = readFileSync(
  path.resolve(import.meta.dirname, '../routes/routes.tsx'),
  'utf8',
);

describe('route preloads', () => {
  it("finds the layout's import and every screen's in the web's routes module", () => {
    const { screens, layout } = screenSources(routesModule);
    expect(layout).toBe('src/layout/Layout.tsx');
    expect(screens.home).toBe('src/pages/home/HomeRoute.tsx');
    for (const route of ROUTES) expect(screens[route.screen], route.path).toMatch(/^src\/pages\//);
  });

  it("lists for each path the layout's and its screen's chunks that the entry does not load", () => {
    const { screens } = screenSources(routesModule);
    const manifest: Manifest = {
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_react-1.js'],
        css: ['assets/index-1.css'],
      },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_shared-1.js': {
        file: 'assets/shared-1.js',
        imports: ['_react-1.js'],
        css: ['assets/shared-1.css'],
      },
      'src/layout/Layout.tsx': {
        file: 'assets/Layout-1.js',
        isDynamicEntry: true,
        imports: ['_shared-1.js'],
        dynamicImports: ['src/layout/AccountMenu.ts'],
      },
      // a member's part of the layout, loaded when it shows
      'src/layout/AccountMenu.ts': {
        file: 'assets/AccountMenu-1.js',
        isDynamicEntry: true,
        imports: ['_shared-1.js', '_dialog-1.js'],
        css: ['assets/AccountMenu-1.css', 'assets/index-1.css'],
      },
      '_dialog-1.js': { file: 'assets/dialog-1.js', css: ['assets/dialog-1.css'] },
    };
    for (const [screen, source] of Object.entries(screens)) {
      manifest[source] = {
        file: `assets/${screen}-1.js`,
        isDynamicEntry: true,
        imports: ['_shared-1.js', '_react-1.js'],
        css: [`assets/${screen}-1.css`, 'assets/index-1.css'],
      };
    }
    const { routes } = routePreloads(manifest, routesModule);
    const home = routes.find((r) => r.path === '/');
    expect(home).toEqual({
      path: '/',
      js: ['/assets/shared-1.js', '/assets/Layout-1.js', '/assets/home-1.js'],
      css: ['/assets/shared-1.css', '/assets/home-1.css'],
      // what a page rendered for a member draws of the layout's lazy parts, less what it has
      memberCss: ['/assets/dialog-1.css', '/assets/AccountMenu-1.css'],
    });
    // every path and alias of the table has its list
    const paths = ROUTES.flatMap((r) => [r.path, ...(r.aliases ?? [])]);
    expect(routes.map((r) => r.path)).toEqual(paths);
  });

  it("finds a screen that shares its chunk with a static importer under the chunk's name", () => {
    const { screens } = screenSources(routesModule);
    const manifest: Manifest = {
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        dynamicImports: ['_CampaignRoute-1.js', 'src/layout/Layout.tsx'],
      },
      'src/layout/Layout.tsx': { file: 'assets/Layout-1.js', isDynamicEntry: true },
      '_CampaignRoute-1.js': { file: 'assets/CampaignRoute-1.js', name: 'CampaignRoute' },
    };
    for (const [screen, source] of Object.entries(screens)) {
      if (screen !== 'campaign') manifest[source] = { file: `assets/${screen}-1.js` };
    }
    const { routes } = routePreloads(manifest, routesModule);
    expect(routes.find((r) => r.path === '/luckyWheel')?.js).toEqual([
      '/assets/Layout-1.js',
      '/assets/CampaignRoute-1.js',
    ]);
  });

  it('fails the build when a screen is missing from the manifest', () => {
    expect(() =>
      routePreloads(
        {
          'index.html': { file: 'assets/index-1.js', isEntry: true },
          'src/layout/Layout.tsx': { file: 'assets/L.js' },
        },
        routesModule,
      ),
    ).toThrow(/not in the manifest/);
  });

  it("lists each language's start-up pack, and English's behind the others, less the entry's", () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_pack-th-1.js'] },
      // a pack the entry imports statically is loaded with it already
      '_pack-th-1.js': { file: 'assets/pack-th-1.js', name: 'pack-th' },
      // a route's namespace is a chunk of its own, not a start-up pack
      'src/i18n/locales/en/wallet.json': { file: 'assets/wallet-en.js' },
    };
    for (const lang of ['en', 'zh-cn', 'vi']) {
      // each language's start-up namespaces are one chunk, named after the language
      manifest[`_pack-${lang}-1.js`] = { file: `assets/pack-${lang}-1.js`, name: `pack-${lang}` };
    }
    for (const lang of ['zh-cn', 'vi', 'th']) {
      // the library's English texts are in its bundle: no chunk
      manifest[`../../packages/ui/src/i18n/messages/${lang}.ts`] = { file: `assets/ui-${lang}.js` };
    }
    const packs = languagePreloads(manifest, entryFiles(manifest));
    expect(packs.en).toEqual(['/assets/pack-en-1.js']);
    expect(packs.vi).toEqual(['/assets/pack-vi-1.js', '/assets/ui-vi.js', '/assets/pack-en-1.js']);
    expect(packs.th).toEqual(['/assets/ui-th.js', '/assets/pack-en-1.js']);
    delete manifest['_pack-zh-cn-1.js'];
    expect(() => languagePreloads(manifest, [])).toThrow(/pack-zh-cn/);
  });

  it('groups exactly the start-up namespaces of each language', () => {
    expect(startupPackLanguage('/w/apps/web/src/i18n/locales/zh-cn/common.json')).toBe('zh-cn');
    expect(startupPackLanguage('/w/apps/web/src/i18n/locales/th/errors.json')).toBe('th');
    // a route's namespace stays a chunk of its own
    expect(startupPackLanguage('/w/apps/web/src/i18n/locales/en/wallet.json')).toBeNull();
    expect(startupPackLanguage('/w/apps/web/src/i18n/i18n.ts')).toBeNull();
    expect(startupPackChunk('vi')).toBe('pack-vi');
  });
});
