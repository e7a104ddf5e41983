// What `pnpm test:changed` runs for a set of changed files (the pure part; tools/changed/run.ts
// finds the files and runs the plan):
// - vitest's related mode on the changed code files: the test files that import them, directly
//   or not, and the changed test files themselves;
// - the visual tool on the stories of the changed components and screens: a changed file under
//   packages/ui/src/components/<Name>/ (or another ui folder with stories) takes the stories of
//   that folder; a changed file under apps/web/src/ the stories of its folder and of the folders
//   above it (up to apps/web/src, not included); a changed stories file itself; a changed
//   baseline its story. Stories are found by folder, not by import: a ui component used by other
//   components brings its own stories only.
import path from 'node:path';

export interface ChangedFile {
  /** Relative to the repository's root, with forward slashes. */
  path: string;
  /** Gone from the working tree (deleted or renamed away). */
  deleted: boolean;
}

export interface StoriesFile {
  /** Relative to the repository's root, with forward slashes. */
  path: string;
  /** The `title` of its meta; null when it has none (Storybook would make one from the path). */
  title: string | null;
}

export interface StoryRun {
  /** A story id prefix for the visual tool's `--filter`: `components-oddscell--`. */
  filter: string;
  /** The stories file (or baseline) it comes from. */
  source: string;
  /** The changed files that brought it in. */
  because: string[];
}

export interface ChangePlan {
  /** The changed code files vitest's related mode starts from. */
  related: string[];
  /** The stories to run through the visual tool, one filter each. */
  stories: StoryRun[];
  /** Changed files that bring in nothing, and changes the plan cannot cover, in words. */
  notes: string[];
}

/** Code vitest can follow through imports. */
const CODE = /\.(?:[cm]?[jt]sx?|json)$/;
const STORIES = /\.stories\.[jt]sx?$/;
const TEST = /\.test\.[jt]sx?$/;
/** Files vitest reads as configuration, never as an import of a test. */
const CONFIG =
  /(?:^|\/)(?:vitest\.config\.[cm]?[jt]s|vite\.config\.[cm]?[jt]s|vite\.shared\.ts|package\.json|pnpm-lock\.yaml|pnpm-workspace\.yaml)$/;
/** Read by the type checker only. */
const TSCONFIG = /(?:^|\/)tsconfig(?:\.[\w-]+)?\.json$/;
/** Where the vitest projects' files live. */
const PROJECT_DIRS = /^(?:packages\/[^/]+\/|apps\/[^/]+\/|tools\/)/;
const UI_EVERYWHERE = /^packages\/ui\/src\/(?:tokens|theme)\//;
const BASELINE = /^tools\/visual\/baselines\/(.+)\.(?:dark|light)\.png$/;
const WEB_SRC = 'apps/web/src';

/** Storybook's id of a title (its `sanitize`): `Screens/Sports/Slip` → `screens-sports-slip`. */
export function storyIdOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[ ’'`~!@#$%^&*()_|+\-=?;:'",.<>{}[\]\\/]/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The filter that selects every story of a title and no other: `components-oddscell--`. */
export function storyFilterOf(title: string): string {
  return `${storyIdOf(title)}--`;
}

/** The `title` of a stories file's meta (`const meta = { title: '…' }` or `export default`). */
export function storyTitleOf(source: string): string | null {
  const quoted = String.raw`\btitle:\s*(['"\x60])((?:(?!\1)[^\\\n])+)\1`;
  const inMeta = new RegExp(
    String.raw`(?:export\s+default|const\s+meta\b[^=]*=)\s*(?:\{|[\w.]+\(\s*\{)[\s\S]*?` + quoted,
  ).exec(source);
  const anywhere = inMeta ?? new RegExp(quoted).exec(source);
  return anywhere?.[2] ?? null;
}

/** The folder of a file, with forward slashes. */
const folderOf = (file: string) => path.posix.dirname(file);

/** `a/b/c/file` → [`a/b/c`, `a/b`, `a`], stopping above `stop` (not included). */
function foldersUpTo(file: string, stop: string): string[] {
  const folders: string[] = [];
  for (let dir = folderOf(file); dir.startsWith(`${stop}/`); dir = folderOf(dir)) {
    folders.push(dir);
  }
  return folders;
}

/** What to run for the changed files, given every stories file of the repository. */
export function planChanges(
  changed: readonly ChangedFile[],
  storiesFiles: readonly StoriesFile[],
): ChangePlan {
  const related: string[] = [];
  const notes: string[] = [];
  const runs = new Map<string, StoryRun>();
  const addRun = (filter: string, source: string, because: string) => {
    const run = runs.get(filter) ?? { filter, source, because: [] };
    if (!run.because.includes(because)) run.because.push(because);
    runs.set(filter, run);
  };
  const addStories = (files: readonly StoriesFile[], because: string) => {
    for (const file of files) {
      if (file.title === null) {
        notes.push(`${file.path}: no title in its meta, so no story id to filter on (skipped)`);
      } else {
        addRun(storyFilterOf(file.title), file.path, because);
      }
    }
  };
  const storiesIn = (folder: string, deep: boolean) =>
    storiesFiles.filter((s) =>
      deep ? s.path.startsWith(`${folder}/`) : folderOf(s.path) === folder,
    );

  for (const { path: file, deleted } of [...changed].sort((a, b) => a.path.localeCompare(b.path))) {
    if (TSCONFIG.test(file)) continue;
    if (file.startsWith('e2e/')) {
      if (!deleted)
        notes.push(`${file}: an end-to-end suite — see e2e/README.md (node --import tsx --test)`);
      continue;
    }
    if (file.startsWith('.storybook/')) {
      notes.push(`${file}: Storybook's set-up changes every story — run pnpm test:visual`);
      continue;
    }

    // unit tests
    if (CONFIG.test(file)) {
      notes.push(`${file}: configuration, which related mode cannot follow — run pnpm test:unit`);
    } else if (PROJECT_DIRS.test(file) && CODE.test(file)) {
      if (deleted) notes.push(`${file}: deleted — the tests that imported it fail on their own`);
      else related.push(file);
    } else if (PROJECT_DIRS.test(file) && !file.endsWith('.md') && !BASELINE.test(file)) {
      notes.push(`${file}: not imported by code (an asset, or read at run time): no related tests`);
    }

    // stories
    const baseline = BASELINE.exec(file);
    if (baseline?.[1]) {
      addRun(baseline[1], file, file);
      continue;
    }
    if (TEST.test(file)) continue;
    if (STORIES.test(file)) {
      const stories = storiesFiles.find((s) => s.path === file);
      if (stories) addStories([stories], file);
      continue;
    }
    if (UI_EVERYWHERE.test(file)) {
      notes.push(`${file}: a token or theme file changes every story — run pnpm test:visual`);
      continue;
    }
    const component = /^packages\/ui\/src\/components\/[^/]+/.exec(file);
    if (component) {
      const stories = storiesIn(component[0], true);
      if (stories.length > 0) addStories(stories, file);
      else notes.push(`${file}: ${component[0]} has no stories`);
      continue;
    }
    if (file.startsWith('packages/ui/src/') && CODE.test(file)) {
      const stories = storiesIn(folderOf(file), false);
      if (stories.length > 0) addStories(stories, file);
      continue;
    }
    if (file.startsWith(`${WEB_SRC}/`) && CODE.test(file)) {
      const stories = foldersUpTo(file, WEB_SRC).flatMap((folder) => storiesIn(folder, false));
      if (stories.length > 0) addStories(stories, file);
      else notes.push(`${file}: no stories beside it or in a folder above it`);
    }
  }
  // a changed baseline's story is already run when its whole title is
  const all = [...runs.values()];
  const titles = all.filter((r) => r.filter.endsWith('--'));
  const stories = all.filter(
    (r) => r.filter.endsWith('--') || !titles.some((t) => r.filter.startsWith(t.filter)),
  );
  return { related, stories, notes };
}
