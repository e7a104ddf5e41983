/**
 * The size budget of each page: the gzip bytes (zlib level 9) of the JavaScript and CSS a cold
 * visit downloads, as `e2e/pageBytes.ts` measures them. The one place they are kept: the budget
 * check (`e2e/budget.e2e.ts`, in the test command's `e2e` phase and so in `.ci/run`) fails when a
 * page goes over, and `node bench/run.mjs bundle-size` prints the same table.
 *
 * `goal` is issue 16's figure; `budget` is what CI enforces. Bytes are deterministic (the same
 * sources build the same files), so the check cannot flake: raise a budget only on purpose.
 */
export interface PageBudget {
  /** The page's label in the table. */
  label: string;
  /** The path visited. */
  path: string;
  /** Visited logged in as the `demo` member (otherwise as a visitor). */
  member: boolean;
  /** Gzip kB (1 kB = 1,024 bytes) of JavaScript CI allows. */
  jsKb: number;
  /** Gzip kB of CSS CI allows. */
  cssKb: number;
  /** Issue 16's goal for the JavaScript, gzip kB. */
  goalJsKb: number;
  /**
   * JavaScript and CSS files CI allows: on HTTP/1.1 the browser fetches six at a time, and each
   * costs a round trip (Lighthouse's phone: 150 ms), whatever its size.
   */
  files: number;
}

/**
 * Measured on 2026-11-25 at the end of issue 16's first pass, from a fresh clone: `/` 263.1 kB
 * JS, 17.0 kB CSS; `/sports` 279.1 kB JS, 17.6 kB CSS. That is with ky (the mission names ky for
 * the api clients), with the popup ad and account menu in the main chunk (their lazy chunks made
 * the debug console blank the page after an ad had shown: reverted until that is understood),
 * and with the home page's recommended prices going into the bet slip (issue 15: the slip's
 * code and styles now load on `/`) — plus a small margin.
 * plus a small margin: the goals are not met yet (zod and the data router are the next steps —
 * see the issue), so the budgets hold the ground gained and come down with each step.
 *
 * Raised on purpose on 2026-11-26 with the live screens (issue 18): `/` 276.8 kB JS, 18.5 kB CSS;
 * `/sports` 293.5 kB JS, 19.5 kB CSS. Every page now loads the `host` namespace (2.5 kB, used by
 * the host centre only), the grown `live` namespace, the reminder watcher (0.6 kB) and the
 * room-facing parts of the contract and the socket client. Issue 16 wins them back first: the
 * page-only namespaces loaded with their routes, the watcher loaded for members only.
 *
 * Lowered on 2026-11-26 with the contract on zod/mini (ADR 024): `/` 261.8 kB JS, 15.8 kB CSS;
 * `/sports` 280.3 kB JS, 16.3 kB CSS (zod on a first load from 92 kB raw to 35 kB), plus ~2 kB.
 *
 * Then (h2, measured before zod/mini, issue 16, the first screen’s critical path): `/` 243.2 kB JS, 11.7 kB
 * CSS — the 18+ gate, popup ad and account menu with Radix's dialog load when a dialog opens, the
 * home page no longer imports the sportsbook page, and the shared ui chunk holds only what the
 * first screen renders (the rest in `ui-pages`). `/sports` went up on purpose, 295.0 -> 298.0 kB
 * JS, 16.3 -> 17.5 kB CSS: the member still needs the dialog (account menu, slip sheet) and the
 * pages' ui components, now in more files. Budgets are these plus about 2 kB.
 *
 * Measured at the end of 2026-11-26 with both merged and the campaign, VIP and info pages added
 * (issue 21; the pages are lazy, the shared ui chunk took PromoCard's parts): `/` 236.8 kB JS,
 * 12.0 kB CSS; `/sports` 291.4 kB JS, 17.9 kB CSS. Budgets are these plus about 2 kB.
 *
 * Raised on 2026-11-26 (late) with the super-admin centre (issue 22), measured after two cuts
 * (Radix's shared parts and the domain's shared rules in chunks of their own, so the first screen
 * no longer loads `ui-pages`): `/` 239.3 kB JS, 12.0 kB CSS; `/sports` 299.8 kB JS, 20.5 kB CSS.
 * What grew: the admin calls' schemas ride in the entry chunk with the platform client (2.8 kB on
 * every page — a lazy admin client, built in the centre's chunk, wins them back), the virtual
 * list is a chunk of its own now that the centre shares it, and the campaign blocks' styles in
 * `ui-pages` (2.5 kB CSS on `/sports`). Budgets are these plus about 2 kB.
 *
 * Lowered on 2026-11-27 with the `shell` chunk (apps/web/vite.config.ts: what the first screen
 * loads in shared chunks, in one): `/` from 46 JS files to 14, 240.4 to 227.8 kB JS, 12.0 to
 * 10.2 kB CSS; `/sports` from 62 JS files to 33, 301.7 to 290.7 kB JS, 20.5 to 20.1 kB CSS. A
 * file budget joins the bytes: `/` 18 files, `/sports` 45. Then each language's start-up
 * namespaces in one chunk (seven files for English, fifteen for the other languages with English
 * behind them, now one and three): `/` 8 JS files, 227.0 kB; `/sports` 27 JS files, 289.9 kB.
 * Then the entry's own modules in the same chunk: `/` 7 JS files, 227.1 kB, 9.7 kB CSS (10
 * files); `/sports` 26 JS files, 289.9 kB, 19.6 kB CSS (37 files). Budgets are these plus about
 * 2 kB and 2 files.
 *
 * Lowered on 2026-11-28: the fair games' hashing left the first screen (`domain/games/seeds.ts`
 * and `campaign-wheel.ts` apart from it) and the contract's schemas became lazy (a few wrappers
 * more): `/` 225.7 kB JS in 7 files, `/sports` 288.2 kB in 26. Budgets are these plus about 2 kB.
 *
 * Lowered on 2026-11-28 (ADR 042): the API clients (ky, the call registry) and the socket's
 * payload schemas (zod) load when first needed, which a rendered visitor's `/` never is; a
 * member's dialogs load when they may open; the campaign page's components left `ui-pages`.
 * `/` 194.7 kB JS in 7 files, 9.7 kB CSS; `/sports` 275.7 kB JS in 24 files, 16.5 kB CSS in 10.
 * Budgets are these plus about 2 kB and 2 files.
 */
export const PAGE_BUDGETS: readonly PageBudget[] = [
  {
    label: '/ (visitor)',
    path: '/',
    member: false,
    jsKb: 197,
    cssKb: 12,
    goalJsKb: 150,
    files: 12,
  },
  {
    label: '/sports (member)',
    path: '/sports',
    member: true,
    jsKb: 278,
    cssKb: 19,
    goalJsKb: 200,
    files: 36,
  },
];
