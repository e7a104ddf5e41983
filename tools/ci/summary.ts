#!/usr/bin/env -S node --import tsx
// The closing summary of .ci/run: every phase with its duration and status (and the one that
// failed), the unit phase by vitest project (the time of its test files and its tests), the
// total, and the closing line of the vitest report as 'Tests: N passed, N failed, N skipped'.
// Exits non-zero when anything failed.
//
//   node --import tsx tools/ci/summary.ts [--phases test-results/phases.json]
//       [--vitest test-results/vitest.json] [--status <exit status of the test command>]
//       [--wall <seconds .ci/run took>]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { PHASES_FILE, readPhases, type PhaseRecord } from './phase.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The phases of a full run, in order: a missing one is listed as not run when the run failed. */
export const EXPECTED_PHASES = [
  'install',
  'typecheck',
  'lint',
  'unit',
  'visual',
  'e2e build',
  'e2e',
] as const;

/** The vitest projects, in the order they are listed. */
export const PROJECTS = ['domain', 'api', 'ui', 'web', 'server', 'tools'] as const;

/** The parts of vitest's JSON report the summary reads. */
export interface VitestReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults: {
    /** The test file's absolute path. */
    name: string;
    startTime: number;
    endTime: number;
    status: string;
    /** Why the file failed outside its tests (an import or a hook), when it did. */
    message?: string;
    assertionResults: {
      status: string;
      fullName?: string;
      title?: string;
      failureMessages?: string[];
    }[];
  }[];
}

/** A failed test (or a test file that failed outside its tests) and the first line of why. */
export interface Failure {
  /** The test file, relative to the root. */
  file: string;
  /** The test's full name; empty for a failure of the file itself. */
  test: string;
  reason: string;
}

/** How many failures the summary names; the rest are counted. */
export const FAILURES_NAMED = 10;

export interface ProjectFigures {
  project: string;
  files: number;
  tests: number;
  failed: number;
  /** The sum of its test files' durations (vitest's per-file time, without import and setup). */
  seconds: number;
}

/**
 * The vitest project a test file belongs to, from its path (`packages/ui/…` → `ui`): relative to
 * the root, or — for a report written in another checkout — the last such folder in the path.
 */
export function projectOf(file: string, root: string = ROOT): string {
  const relative = path.relative(root, path.resolve(root, file)).split(path.sep).join('/');
  const inside = !relative.startsWith('../');
  const where = inside ? relative : file.split(path.sep).join('/');
  const match = (
    inside ? /^(?:packages|apps)\/([^/]+)\// : /.*\/(?:packages|apps)\/([^/]+)\//
  ).exec(where);
  if (match?.[1]) return match[1];
  if (inside ? where.startsWith('tools/') : where.includes('/tools/')) return 'tools';
  return 'other';
}

/** Test files, tests, failures and file time of each project, in PROJECTS order. */
export function byProject(report: VitestReport, root: string = ROOT): ProjectFigures[] {
  const figures = new Map<string, ProjectFigures>();
  for (const file of report.testResults) {
    const project = projectOf(file.name, root);
    const entry = figures.get(project) ?? { project, files: 0, tests: 0, failed: 0, seconds: 0 };
    entry.files += 1;
    entry.tests += file.assertionResults.length;
    entry.failed += file.assertionResults.filter((t) => t.status === 'failed').length;
    entry.seconds += Math.max(0, file.endTime - file.startTime) / 1000;
    figures.set(project, entry);
  }
  const order = (name: string) => {
    const at = (PROJECTS as readonly string[]).indexOf(name);
    return at < 0 ? PROJECTS.length : at;
  };
  return [...figures.values()].sort((a, b) => order(a.project) - order(b.project));
}

const firstLine = (text: string | undefined): string => {
  // vitest's messages may carry ANSI colours; the summary is read as plain text
  const line =
    stripVTControlCharacters(text ?? '')
      .trim()
      .split('\n')[0]
      ?.trim() ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
};

/**
 * The report's failures in file order: each failed test, and each file that failed with no
 * failed test (its import or a hook threw), with the first line of the reason.
 */
export function failures(report: VitestReport, root: string = ROOT): Failure[] {
  const found: Failure[] = [];
  for (const result of report.testResults) {
    const relative = path.relative(root, result.name).split(path.sep).join('/');
    const file = relative.startsWith('../') ? result.name : relative;
    const failedTests = result.assertionResults.filter((t) => t.status === 'failed');
    for (const t of failedTests) {
      found.push({
        file,
        test: t.fullName ?? t.title ?? '',
        reason: firstLine(t.failureMessages?.[0]),
      });
    }
    if (failedTests.length === 0 && result.status === 'failed') {
      found.push({ file, test: '', reason: firstLine(result.message) });
    }
  }
  return found;
}

/** `9.4s`, `3m 29s`, `1h 02m`. */
export function duration(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const whole = Math.round(seconds);
  if (whole < 3600) return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
  const minutes = Math.floor(whole / 60);
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

/**
 * The time some phase was running: phases run side by side (the typecheck and the lint) count
 * once, so the total is not the sum of the rows above it.
 */
export function busySeconds(phases: readonly PhaseRecord[]): number {
  const spans = phases
    .map((p) => [p.startedAt, p.startedAt + p.seconds * 1000] as const)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of spans) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total / 1000;
}

export interface SummaryInput {
  phases: PhaseRecord[];
  report: VitestReport | null;
  /** The exit status of the test command, when known. */
  status?: number;
  /** How long the whole run took (wall clock), when known. */
  wallSeconds?: number;
  root?: string;
}

export interface Summary {
  lines: string[];
  failed: boolean;
}

/** The summary's text, and whether the run failed. */
export function summarize({
  phases,
  report,
  status,
  wallSeconds,
  root = ROOT,
}: SummaryInput): Summary {
  const ordered = [...phases].sort((a, b) => a.startedAt - b.startedAt);
  const failedPhases = ordered.filter((p) => p.status === 'failed');
  const commandFailed = status !== undefined && status !== 0;
  const reportFailed = report !== null && (report.numFailedTests > 0 || report.numTotalTests === 0);
  const unitRan = ordered.some((p) => p.phase === 'unit');
  const failed =
    failedPhases.length > 0 || commandFailed || reportFailed || (report === null && unitRan);

  const rows: [string, string, string][] = [];
  for (const p of ordered) {
    const detail = [p.exitCode !== undefined ? `exit ${p.exitCode}` : '', p.note ?? '']
      .filter(Boolean)
      .join(', ');
    rows.push([p.phase, duration(p.seconds), detail ? `${p.status} (${detail})` : p.status]);
    if (p.phase === 'unit' && report) {
      for (const f of byProject(report, root)) {
        const tests = `${f.tests} tests in ${f.files} files${f.failed ? `, ${f.failed} failed` : ''}`;
        rows.push([`  ${f.project}`, duration(f.seconds), tests]);
      }
    }
  }
  if (failed) {
    const seen = new Set(ordered.map((p) => p.phase));
    for (const name of EXPECTED_PHASES) if (!seen.has(name)) rows.push([name, '—', 'not run']);
  }
  rows.push(['total', duration(busySeconds(ordered)), failed ? 'FAILED' : 'passed']);

  const width = Math.max(...rows.map(([name]) => name.length), 'phase'.length);
  const timeWidth = Math.max(...rows.map(([, time]) => time.length), 'time'.length);
  const line = ([name, time, what]: [string, string, string]) =>
    `${name.padEnd(width)}  ${time.padStart(timeWidth)}  ${what}`;
  const lines = ['== summary', line(['phase', 'time', 'status']), ...rows.map(line)];
  if (report && unitRan) {
    lines.push(
      '(unit by project: the sum of its test files’ durations as vitest reports them — the',
      ' tests themselves, without import, set-up and environment; the unit row is the wall time)',
    );
  }
  if (wallSeconds !== undefined)
    lines.push(`wall clock of the whole run: ${duration(wallSeconds)}`);

  if (report) {
    const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    lines.push(
      `Tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`,
    );
    if (report.numTotalTests === 0) lines.push('no unit test ran');
    const failedTests = failures(report, root);
    for (const f of failedTests.slice(0, FAILURES_NAMED)) {
      lines.push(`  ✗ ${f.file}${f.test ? ` › ${f.test}` : ' (the file itself)'}`);
      if (f.reason) lines.push(`      ${f.reason}`);
    }
    if (failedTests.length > FAILURES_NAMED) {
      lines.push(`  … and ${failedTests.length - FAILURES_NAMED} more failures`);
    }
  } else if (unitRan) {
    lines.push('Tests: no vitest report (test-results/vitest.json)');
  }
  if (failedPhases.length > 0) {
    lines.push(`FAILED: ${failedPhases.map((p) => p.phase).join(', ')}`);
  } else if (commandFailed) {
    const last = ordered.at(-1);
    lines.push(
      `FAILED: the test command exited ${status}${last ? ` after ${last.phase}` : ''}, outside a timed phase`,
    );
  } else if (failed) {
    lines.push('FAILED');
  }
  return { lines, failed };
}

function readReport(file: string): VitestReport | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  } catch {
    return null;
  }
}

function main(argv: string[]): number {
  const option = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const phasesFile = path.resolve(option('--phases') ?? PHASES_FILE);
  const vitestFile = path.resolve(
    option('--vitest') ?? path.join(ROOT, 'test-results/vitest.json'),
  );
  const status = option('--status');
  const wall = option('--wall');
  const { lines, failed } = summarize({
    phases: readPhases(phasesFile),
    report: readReport(vitestFile),
    ...(status !== undefined ? { status: Number(status) } : {}),
    ...(wall !== undefined ? { wallSeconds: Number(wall) } : {}),
  });
  console.log(lines.join('\n'));
  return failed ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
