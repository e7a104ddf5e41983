#!/usr/bin/env -S node --import tsx
// `pnpm test:changed`: a developer's inner loop — runs only what a change touches (see plan.ts):
// vitest's related mode on the changed code, then the visual tool on the stories of the changed
// components and screens. CI never uses it: it runs everything.
//
//   pnpm test:changed [--base <ref>] [--dry-run] [--no-build] [[--] <file>…]
//     the change: the files that differ from the merge base of HEAD and origin/main (or main;
//     or HEAD itself) in the working tree, plus untracked files — or the files given
//     --dry-run     print the plan only
//     --no-build    hand --no-build to the visual tool (reuse storybook-static/)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, visualCommand } from '../ci/commands.ts';
import { planChanges, storyTitleOf, type ChangedFile, type StoriesFile } from './plan.ts';

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

const lines = (text: string) => text.split('\n').filter(Boolean);

/** The merge base of HEAD with origin/main or main, else HEAD; and what it was taken from. */
function baseRef(given: string | undefined): { ref: string; from: string } {
  if (given) return { ref: given, from: given };
  for (const branch of ['origin/main', 'main']) {
    try {
      return { ref: git('merge-base', 'HEAD', branch).trim(), from: `merge base with ${branch}` };
    } catch {
      // no such branch here
    }
  }
  return { ref: 'HEAD', from: 'HEAD' };
}

/** Files that differ from `ref` in the working tree (staged or not), and untracked files. */
function changedSince(ref: string): ChangedFile[] {
  const files = new Map<string, ChangedFile>();
  for (const line of lines(git('diff', '--name-status', '--no-renames', ref, '--'))) {
    const [status = '', file = ''] = line.split('\t');
    files.set(file, { path: file, deleted: status.startsWith('D') });
  }
  for (const file of lines(git('ls-files', '--others', '--exclude-standard'))) {
    files.set(file, { path: file, deleted: false });
  }
  return [...files.values()];
}

/** Every stories file Storybook loads, with its title. */
function storiesFiles(): StoriesFile[] {
  const files = lines(
    git(
      'ls-files',
      '--cached',
      '--others',
      '--exclude-standard',
      '--',
      'packages/ui/src/**/*.stories.tsx',
      'packages/ui/src/**/*.stories.ts',
      'apps/web/src/**/*.stories.tsx',
      'apps/web/src/**/*.stories.ts',
    ),
  );
  return files
    .filter((file) => existsSync(path.join(ROOT, file)))
    .map((file) => ({
      path: file,
      title: storyTitleOf(readFileSync(path.join(ROOT, file), 'utf8')),
    }));
}

/** A path as the reader would type it: relative to the root when under it. */
const shown = (arg: string) =>
  path.isAbsolute(arg) && arg.startsWith(`${ROOT}${path.sep}`) ? path.relative(ROOT, arg) : arg;

function run(command: string, args: string[]): number {
  const name = command === process.execPath ? 'node' : command;
  console.log(`\n$ ${[name, ...args.map(shown)].join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  return result.status ?? 1;
}

function main(argv: string[]): number {
  const flags: string[] = [];
  const given: string[] = [];
  let base: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--') given.push(...argv.slice(i + 1));
    if (arg === '--') break;
    if (arg === '--base') base = argv[(i += 1)];
    else if (arg.startsWith('--')) flags.push(arg);
    else given.push(arg);
  }
  const dryRun = flags.includes('--dry-run');

  let changed: ChangedFile[];
  if (given.length > 0) {
    console.log(`test:changed: the files given (${given.length})`);
    changed = given.map((file) => {
      const relative = path.relative(ROOT, path.resolve(file)).split(path.sep).join('/');
      return { path: relative, deleted: !existsSync(path.join(ROOT, relative)) };
    });
  } else {
    const since = baseRef(base);
    changed = changedSince(since.ref);
    console.log(
      `test:changed: ${changed.length} files changed since ${since.from} (${since.ref.slice(0, 12)}), working tree and untracked included`,
    );
  }
  for (const file of changed) console.log(`  ${file.deleted ? 'deleted ' : ''}${file.path}`);

  const plan = planChanges(changed, storiesFiles());
  console.log('\nunit — vitest related --run on:');
  for (const file of plan.related) console.log(`  ${file}`);
  if (plan.related.length === 0) console.log('  (no changed code: nothing to run)');
  console.log('\nvisual — the stories of:');
  for (const story of plan.stories) {
    console.log(`  ${story.filter.padEnd(32)} ${story.source}  ← ${story.because.join(', ')}`);
  }
  if (plan.stories.length === 0) console.log('  (no changed component or screen: nothing to run)');
  if (plan.notes.length > 0) {
    console.log('\nnot covered:');
    for (const note of plan.notes) console.log(`  ${note}`);
  }
  if (dryRun) return 0;

  if (plan.related.length > 0) {
    const vitest = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
    const status = run(process.execPath, [
      vitest,
      'related',
      '--run',
      '--passWithNoTests',
      ...plan.related,
    ]);
    if (status !== 0) {
      console.error('\ntest:changed: unit tests failed (the visual run is left out)');
      return status;
    }
  }
  if (plan.stories.length > 0) {
    const filter = plan.stories.map((s) => s.filter).join(',');
    const extra = flags.includes('--no-build') ? ['--no-build'] : [];
    const [command, args] = visualCommand(['--filter', filter, ...extra]);
    const status = run(command, args);
    if (status !== 0) {
      console.error('\ntest:changed: visual failed');
      return status;
    }
  }
  return 0;
}

process.exitCode = main(process.argv.slice(2));
