import { describe, expect, it } from 'vitest';
import type { PhaseRecord } from './phase.ts';
import {
  busySeconds,
  byProject,
  duration,
  failures,
  FAILURES_NAMED,
  projectOf,
  summarize,
  type VitestReport,
} from './summary.ts';

const ROOT = '/repo';

const file = (name: string, ms: number, statuses: string[]) => ({
  name: `${ROOT}/${name}`,
  startTime: 1_000,
  endTime: 1_000 + ms,
  status: statuses.includes('failed') ? 'failed' : 'passed',
  assertionResults: statuses.map((status) => ({ status })),
});

const report: VitestReport = {
  numTotalTests: 6,
  numPassedTests: 5,
  numFailedTests: 0,
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: [
    file('tools/ci/summary.test.ts', 500, ['passed']),
    file('packages/domain/src/odds.test.ts', 1_500, ['passed', 'passed']),
    file('packages/domain/src/money.test.ts', 2_000, ['passed']),
    file('apps/server/src/app.test.ts', 70_000, ['passed', 'skipped']),
  ],
};

const phase = (name: string, seconds: number, status: PhaseRecord['status'], startedAt: number) =>
  ({ phase: name, seconds, status, startedAt }) satisfies PhaseRecord;

describe('projectOf', () => {
  it('names the vitest project of a test file from its path', () => {
    expect(projectOf('/repo/packages/ui/src/components/Icon/Icon.test.tsx', ROOT)).toBe('ui');
    expect(projectOf('/repo/apps/web/src/boot.test.tsx', ROOT)).toBe('web');
    expect(projectOf('/repo/apps/server/src/app.test.ts', ROOT)).toBe('server');
    expect(projectOf('/repo/tools/lint/tokens.test.ts', ROOT)).toBe('tools');
    expect(projectOf('/repo/elsewhere/x.test.ts', ROOT)).toBe('other');
    // a report written in another checkout
    expect(projectOf('/ci/clone/packages/api/src/a.test.ts', ROOT)).toBe('api');
    expect(projectOf('/ci/clone/tools/ci/summary.test.ts', ROOT)).toBe('tools');
  });
});

describe('byProject', () => {
  it('sums file times and counts tests per project, in the projects’ order', () => {
    expect(byProject(report, ROOT)).toEqual([
      { project: 'domain', files: 2, tests: 3, failed: 0, seconds: 3.5 },
      { project: 'server', files: 1, tests: 2, failed: 0, seconds: 70 },
      { project: 'tools', files: 1, tests: 1, failed: 0, seconds: 0.5 },
    ]);
  });
});

describe('duration', () => {
  it('reads as seconds, minutes or hours', () => {
    expect(duration(9.44)).toBe('9.4s');
    expect(duration(209.6)).toBe('3m 30s');
    expect(duration(3_725)).toBe('1h 02m');
  });
});

describe('summarize', () => {
  it('lists the phases in the order they ran, the unit phase by project, and the total', () => {
    const { lines, failed } = summarize({
      // started one after the other (epoch ms)
      phases: [
        phase('lint', 60, 'passed', 230_000),
        phase('install', 30, 'passed', 0),
        phase('typecheck', 200, 'passed', 30_000),
        phase('unit', 90, 'passed', 290_000),
        phase('visual', 0, 'skipped', 380_000),
      ],
      report,
      status: 0,
      wallSeconds: 400,
      root: ROOT,
    });
    expect(failed).toBe(false);
    const table = lines.join('\n');
    // phases by start time, each unit project under the unit phase
    expect(lines.slice(2, 12).map((l) => l.trim().split(/\s{2,}/)[0])).toEqual([
      'install',
      'typecheck',
      'lint',
      'unit',
      'domain',
      'server',
      'tools',
      'visual',
      'total',
      expect.stringMatching(/^\(unit by project/),
    ]);
    expect(table).toMatch(/ {2}server\s+1m 10s\s+2 tests in 1 files/);
    expect(table).toMatch(/total\s+6m 20s\s+passed/);
    expect(table).toContain('Tests: 5 passed, 0 failed, 1 skipped');
    expect(table).not.toContain('not run');
  });

  it('counts phases that ran side by side once in the total', () => {
    expect(
      busySeconds([
        phase('typecheck', 120, 'passed', 0),
        phase('lint', 100, 'passed', 0),
        phase('unit', 500, 'passed', 121_000),
      ]),
    ).toBe(620);
  });

  it('names the failed phase, lists what did not run, and fails', () => {
    const { lines, failed } = summarize({
      phases: [
        phase('install', 30, 'passed', 1),
        { ...phase('typecheck', 20, 'failed', 2), exitCode: 2 },
      ],
      report: null,
      status: 2,
      root: ROOT,
    });
    expect(failed).toBe(true);
    const table = lines.join('\n');
    expect(table).toMatch(/typecheck\s+20\.0s\s+failed \(exit 2\)/);
    expect(table).toMatch(/unit\s+—\s+not run/);
    expect(table).toMatch(/e2e\s+—\s+not run/);
    expect(lines.at(-1)).toBe('FAILED: typecheck');
  });

  it('fails on failed tests, on an empty report and on a failure outside any phase', () => {
    const passing = [phase('unit', 5, 'passed', 1)];
    expect(
      summarize({ phases: passing, report: { ...report, numFailedTests: 1 }, root: ROOT }).failed,
    ).toBe(true);
    expect(
      summarize({
        phases: passing,
        report: { ...report, numTotalTests: 0, testResults: [] },
        root: ROOT,
      }).failed,
    ).toBe(true);
    const outside = summarize({ phases: passing, report, status: 1, root: ROOT });
    expect(outside.failed).toBe(true);
    expect(outside.lines.at(-1)).toBe(
      'FAILED: the test command exited 1 after unit, outside a timed phase',
    );
  });

  it('names each failed test with the first line of its reason, and a file that failed alone', () => {
    const failing: VitestReport = {
      ...report,
      numFailedTests: 1,
      testResults: [
        ...report.testResults,
        {
          name: `${ROOT}/apps/server/src/sports/placement.test.ts`,
          startTime: 0,
          endTime: 10,
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'placement places a bet' },
            {
              status: 'failed',
              fullName: 'placement refuses a revoked token',
              failureMessages: [
                '\u001b[31mAssertionError: expected 200 to be 401\u001b[39m\n    at placement.test.ts:10',
              ],
            },
          ],
        },
        {
          name: `${ROOT}/apps/web/src/boot.test.tsx`,
          startTime: 0,
          endTime: 10,
          status: 'failed',
          message: 'Failed to load url ./missing.ts\nmore',
          assertionResults: [],
        },
      ],
    };
    expect(failures(failing, ROOT)).toEqual([
      {
        file: 'apps/server/src/sports/placement.test.ts',
        test: 'placement refuses a revoked token',
        reason: 'AssertionError: expected 200 to be 401',
      },
      { file: 'apps/web/src/boot.test.tsx', test: '', reason: 'Failed to load url ./missing.ts' },
    ]);
    const table = summarize({
      phases: [phase('unit', 5, 'failed', 1)],
      report: failing,
      root: ROOT,
    }).lines.join('\n');
    expect(table).toContain(
      '  ✗ apps/server/src/sports/placement.test.ts › placement refuses a revoked token\n' +
        '      AssertionError: expected 200 to be 401',
    );
    expect(table).toContain('  ✗ apps/web/src/boot.test.tsx (the file itself)');

    const many: VitestReport = {
      ...failing,
      testResults: [
        {
          name: `${ROOT}/apps/web/src/many.test.tsx`,
          startTime: 0,
          endTime: 1,
          status: 'failed',
          assertionResults: Array.from({ length: FAILURES_NAMED + 3 }, (_, i) => ({
            status: 'failed',
            fullName: `case ${i}`,
          })),
        },
      ],
    };
    const lines = summarize({ phases: [], report: many, root: ROOT }).lines;
    expect(lines.filter((l) => l.startsWith('  ✗ '))).toHaveLength(FAILURES_NAMED);
    expect(lines).toContain('  … and 3 more failures');
  });
});
