import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPhases, recordPhase, resetPhases, timed } from './phase.ts';

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'phases-'));
  file = path.join(dir, 'nested', 'phases.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('timed', () => {
  it('records a passing and a failing command, in order, and answers their status', async () => {
    expect(await timed('one', process.execPath, ['-e', ''], file)).toBe(0);
    expect(await timed('two', process.execPath, ['-e', 'process.exit(3)'], file)).toBe(3);
    const phases = readPhases(file);
    expect(phases.map((p) => [p.phase, p.status, p.exitCode])).toEqual([
      ['one', 'passed', undefined],
      ['two', 'failed', 3],
    ]);
    expect(phases[0]?.seconds).toBeGreaterThanOrEqual(0);
    expect(phases[0]!.startedAt).toBeLessThanOrEqual(phases[1]!.startedAt);
  });

  it('prints a buffered command’s output whole once it ends, and records it', async () => {
    const written: string[] = [];
    const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const script = 'for (let i = 0; i < 3; i += 1) console.log(`line ${i}`); process.exit(2)';
    try {
      expect(await timed('quiet', process.execPath, ['-e', script], file, 'buffered')).toBe(2);
    } finally {
      out.mockRestore();
    }
    expect(written.join('')).toBe('line 0\nline 1\nline 2\n');
    expect(readPhases(file)[0]).toMatchObject({ phase: 'quiet', status: 'failed', exitCode: 2 });
  });

  it('records a command that cannot start as failed (127)', async () => {
    expect(await timed('missing', 'no-such-command-touchline', [], file)).toBe(127);
    expect(readPhases(file)[0]).toMatchObject({
      phase: 'missing',
      status: 'failed',
      exitCode: 127,
    });
  });
});

describe('recordPhase and resetPhases', () => {
  it('appends to the file and starts over on reset', () => {
    recordPhase({ phase: 'install', seconds: 12.3, status: 'passed', startedAt: 1 }, file);
    recordPhase({ phase: 'lint', seconds: 1, status: 'skipped', startedAt: 2 }, file);
    expect(readPhases(file).map((p) => p.phase)).toEqual(['install', 'lint']);
    resetPhases(file);
    expect(readPhases(file)).toEqual([]);
  });
});
