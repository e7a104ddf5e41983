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
}

export const PAGE_BUDGETS: readonly PageBudget[] = [
  { label: '/ (visitor)', path: '/', member: false, jsKb: 260, cssKb: 16, goalJsKb: 150 },
  { label: '/sports (member)', path: '/sports', member: true, jsKb: 295, cssKb: 20, goalJsKb: 200 },
];
