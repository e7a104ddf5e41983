// Writes `route-preloads.json` into a built web app: for each path of the site's route table, the
// JS and CSS files its page needs beyond the entry's own (which index.html already preloads) —
// the layout's chunk and the screen's, with every chunk they import statically. The reference
// server names them in the page it sends for that path (`<link rel="modulepreload">` and
// `<link rel="preload" as="style">`), so the browser fetches them with the entry instead of after
// it has run and the router has asked for them (issue 16: two round trips before the first
// screen's largest element). apps/web's build runs it after `vite build` (which writes the
// manifest this reads), before the compression step.
//
//   node --import tsx --conditions=@touchline/source src/build/route-preloads.ts <dist>
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '@touchline/domain';
import { startupLanguages, startupPackChunk } from '../i18n/namespaces.ts';
import { ROUTES, type ScreenKey } from '../routes/table.ts';

const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUTES_MODULE = path.join(WEB_SRC, 'routes/routes.tsx');

/** Where the web's route modules name each screen's chunk and the layout's. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** What Vite's manifest (`build.manifest`) says of one chunk. */
export interface ManifestChunk {
  file: string;
  /** The chunk's name: its module's file name without the extension. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RoutePreload {
  /** react-router syntax, as in the route table (`/sports/sportsdetail/:id`). */
  path: string;
  /** Site-absolute URLs (`/assets/x.js`), in the order they are imported. */
  js: string[];
  css: string[];
  /**
   * The style sheets of the layout's lazy parts that only a member's page draws (the account
   * menu): the server links them in a page it rendered for a member (ADR 041), whose HTML holds
   * those parts before their chunks have loaded.
   */
  memberCss: string[];
}

export interface RoutePreloads {
  routes: RoutePreload[];
}

/** The file the build writes: the routes' lists, and the language packs' (the server's head). */
export interface PreloadFile extends RoutePreloads {
  /**
   * The start-up language packs of each language (its own and English's namespaces that every
   * page loads, and the component library's texts in it): fetched by `initI18n` only once the
   * entry has run, one round trip later, unless the page names them. The server names the
   * packs of the language it expects (spec §4's order, without what only the browser stores).
   */
  languages: Record<Language, string[]>;
  /** The build's market (`VITE_MARKET`), the third of the start-up language's sources. */
  market: string | null;
}

/**
 * The source file (relative to apps/web, as the manifest keys them) of each screen's lazy import
 * and of the layout's, read from the routes module: `home: () => import('../pages/home/…')`.
 */
export function screenSources(routesModule: string): {
  screens: Partial<Record<ScreenKey, string>>;
  layout: string | null;
} {
  const relative = (spec: string) =>
    path
      .relative(path.dirname(WEB_SRC), path.resolve(path.dirname(ROUTES_MODULE), spec))
      .split(path.sep)
      .join('/');
  const screens: Partial<Record<ScreenKey, string>> = {};
  for (const match of routesModule.matchAll(/\b(\w+): \(\) =>\s*import\('([^']+)'\)/g)) {
    screens[match[1] as ScreenKey] = relative(match[2]!);
  }
  const layout = /lazy: \(\) => import\('([^']*\/Layout\.tsx)'\)/.exec(routesModule);
  return { screens, layout: layout ? relative(layout[1]!) : null };
}

/** A chunk's static imports, depth first, then itself; its CSS and theirs. */
function closure(manifest: Manifest, key: string, seen: Set<string>, out: RoutePreload): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`route-preloads: ${key} is not in the manifest`);
  for (const child of chunk.imports ?? []) closure(manifest, child, seen, out);
  out.js.push(`/${chunk.file}`);
  for (const css of chunk.css ?? []) if (!out.css.includes(`/${css}`)) out.css.push(`/${css}`);
}

/**
 * The manifest's key of a lazily imported module. A module that another chunk also imports
 * statically (the campaign screen, which the admin centre's preview renders) is no chunk's facade
 * any more: the manifest keys the shared chunk it went into (`_CampaignRoute-….js`), which the
 * entry imports dynamically, under the module's name.
 */
function keyOf(manifest: Manifest, entryKey: string, source: string): string {
  if (manifest[source]) return source;
  const name = path.basename(source).replace(/\.[^.]+$/, '');
  const found = (manifest[entryKey]!.dynamicImports ?? []).filter(
    (key) => manifest[key]?.name === name,
  );
  if (found.length !== 1) throw new Error(`route-preloads: ${source} is not in the manifest`);
  return found[0]!;
}

/** Every route's preloads: what its layout and screen need that the entry does not bring. */
export function routePreloads(manifest: Manifest, routesModule: string): RoutePreloads {
  const { screens, layout } = screenSources(routesModule);
  if (!layout) throw new Error('route-preloads: the layout import was not found in routes.tsx');
  const { key: entryKey, files: entry } = entryOf(manifest);
  const routes: RoutePreload[] = [];
  for (const route of ROUTES) {
    const source = screens[route.screen];
    if (!source) throw new Error(`route-preloads: no import of screen ${route.screen} found`);
    const out: RoutePreload = { path: route.path, js: [], css: [], memberCss: [] };
    const seen = new Set<string>([entryKey]);
    const layoutKey = keyOf(manifest, entryKey, layout);
    closure(manifest, layoutKey, seen, out);
    closure(manifest, keyOf(manifest, entryKey, source), seen, out);
    out.js = out.js.filter((file) => !entry.js.includes(file));
    out.css = out.css.filter((file) => !entry.css.includes(file));
    const lazy: RoutePreload = { path: route.path, js: [], css: [], memberCss: [] };
    for (const part of manifest[layoutKey]!.dynamicImports ?? []) {
      closure(manifest, part, new Set(seen), lazy);
    }
    out.memberCss = lazy.css.filter((file) => !entry.css.includes(file) && !out.css.includes(file));
    for (const alias of [route.path, ...(route.aliases ?? [])])
      routes.push({ ...out, path: alias });
  }
  return { routes };
}

/** The manifest's entry, and what index.html already loads or preloads: it and its static imports. */
function entryOf(manifest: Manifest): { key: string; files: RoutePreload } {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!key) throw new Error('route-preloads: the manifest has no entry');
  const files: RoutePreload = { path: '', js: [], css: [], memberCss: [] };
  closure(manifest, key, new Set(), files);
  return { key, files };
}

/** The JS files index.html already loads or preloads. */
export function entryFiles(manifest: Manifest): string[] {
  return entryOf(manifest).files.js;
}

/** The chunk of a language pack or of the library's texts (none: English's are in the entry). */
function packChunk(manifest: Manifest, source: string): string | null {
  const chunk = manifest[source];
  return chunk ? `/${chunk.file}` : null;
}

/** Each language's start-up packs, less what the entry itself loads. */
export function languagePreloads(
  manifest: Manifest,
  entryFiles: readonly string[],
): Record<Language, string[]> {
  const out = {} as Record<Language, string[]>;
  for (const lang of LANGUAGES) {
    const files: string[] = [];
    for (const l of startupLanguages(lang)) {
      // the language's start-up namespaces, in one chunk (vite.config.ts)
      const name = startupPackChunk(l);
      const pack = Object.values(manifest).find((chunk) => chunk.name === name);
      if (!pack) throw new Error(`route-preloads: no chunk ${name} for the ${l} start-up pack`);
      files.push(`/${pack.file}`);
      const ui = packChunk(manifest, `../../packages/ui/src/i18n/messages/${l}.ts`);
      if (ui) files.push(ui);
    }
    out[lang] = files.filter((file) => !entryFiles.includes(file));
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error(
      'usage: node --import tsx --conditions=@touchline/source src/build/route-preloads.ts <dist>',
    );
    process.exit(2);
  }
  const manifest = JSON.parse(
    readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const preloads: PreloadFile = {
    ...routePreloads(manifest, readFileSync(ROUTES_MODULE, 'utf8')),
    languages: languagePreloads(manifest, entryFiles(manifest)),
    // as the build's own src/app/site.ts reads it (Vite exposes VITE_* from the environment)
    market: process.env.VITE_MARKET?.trim() || null,
  };
  writeFileSync(path.join(dir, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
  const files = new Set(preloads.routes.flatMap((r) => [...r.js, ...r.css]));
  console.log(
    `route preloads: ${preloads.routes.length} paths, ${files.size} files in ${ROUTE_PRELOADS_FILE}; ` +
      `language packs: ${LANGUAGES.map((l) => `${l} ${preloads.languages[l].length}`).join(', ')}`,
  );
}
