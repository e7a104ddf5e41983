#!/usr/bin/env -S node --import tsx
// Times the steps of the test command. Each step appends {phase, seconds, status} to
// test-results/phases.json (PHASES_FILE overrides), which tools/ci/summary.ts prints at the end
// of .ci/run.
//
//   node --import tsx tools/ci/phase.ts [--reset] <phase> -- <command> [args…]
//       runs the command, records how long it took and whether it passed, and exits with its
//       status; --reset first empties the file (the first step of a run)
//   node --import tsx tools/ci/phase.ts --record <phase> <seconds> <passed|failed|skipped>
//                                      [--started <epoch ms>] [--note <text>]
//       records a phase timed elsewhere (.ci/run times the install itself)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export type PhaseStatus = 'passed' | 'failed' | 'skipped';

export interface PhaseRecord {
  phase: string;
  seconds: number;
  status: PhaseStatus;
  /** When it started (epoch milliseconds): the summary lists phases in this order. */
  startedAt: number;
  /** The command's exit status, when it failed. */
  exitCode?: number;
  /** Why it was skipped or failed, in a few words. */
  note?: string;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the phases of the run are written. */
export const PHASES_FILE = path.resolve(
  ROOT,
  process.env.PHASES_FILE ?? 'test-results/phases.json',
);

const STATUSES: readonly PhaseStatus[] = ['passed', 'failed', 'skipped'];

export function isPhaseStatus(value: string): value is PhaseStatus {
  return (STATUSES as readonly string[]).includes(value);
}

/** The phases recorded so far (none when the file is missing or unreadable). */
export function readPhases(file: string = PHASES_FILE): PhaseRecord[] {
  if (!existsSync(file)) return [];
  try {
    const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(data) ? (data as PhaseRecord[]) : [];
  } catch {
    return [];
  }
}

/** Appends one phase to the file. */
export function recordPhase(record: PhaseRecord, file: string = PHASES_FILE): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const next = [...readPhases(file), record];
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(next, null, 2)}\n`);
  renameSync(temporary, file);
}

/** Starts a new run: forgets the phases of the last one. */
export function resetPhases(file: string = PHASES_FILE): void {
  rmSync(file, { force: true });
}

const round = (seconds: number) => Math.round(seconds * 10) / 10;

/**
 * Runs `command`, records it as `phase` and answers its exit status (128 + the signal's number
 * when a signal ended it, 127 when it could not start). Its output goes to the terminal as it
 * comes, or — `buffered`, for commands run side by side — in one piece when it ends (stdout then
 * stderr), so that two commands' lines do not interleave.
 */
export async function timed(
  phase: string,
  command: string,
  args: readonly string[],
  file: string = PHASES_FILE,
  output: 'inherit' | 'buffered' = 'inherit',
): Promise<number> {
  const startedAt = Date.now();
  const child = spawn(command, args, {
    stdio: output === 'inherit' ? 'inherit' : ['inherit', 'pipe', 'pipe'],
    // pnpm, npx and friends are .cmd files on Windows
    shell: process.platform === 'win32',
  });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));
  // Ctrl-C reaches the child through the terminal; a SIGTERM sent to this wrapper is passed on.
  // Either way the wrapper stays to record how the child ended.
  const onInterrupt = () => {};
  const onTerminate = () => child.kill('SIGTERM');
  process.on('SIGINT', onInterrupt);
  process.on('SIGTERM', onTerminate);
  const { exitCode, note } = await new Promise<{ exitCode: number; note?: string }>((resolve) => {
    child.once('error', (error) => resolve({ exitCode: 127, note: error.message }));
    child.once('close', (code, signal) => {
      if (signal) resolve({ exitCode: 128 + (constants.signals[signal] ?? 0), note: signal });
      else resolve({ exitCode: code ?? 1 });
    });
  });
  process.off('SIGINT', onInterrupt);
  process.off('SIGTERM', onTerminate);
  if (output === 'buffered') {
    process.stdout.write(Buffer.concat(out));
    process.stderr.write(Buffer.concat(err));
  }
  recordPhase(
    {
      phase,
      seconds: round((Date.now() - startedAt) / 1000),
      status: exitCode === 0 ? 'passed' : 'failed',
      startedAt,
      ...(exitCode === 0 ? {} : { exitCode }),
      ...(note ? { note } : {}),
    },
    file,
  );
  return exitCode;
}

const USAGE = `usage: node --import tsx tools/ci/phase.ts [--reset] <phase> -- <command> [args…]
       node --import tsx tools/ci/phase.ts --record <phase> <seconds> <passed|failed|skipped> [--started <epoch ms>] [--note <text>]`;

async function main(argv: string[]): Promise<number> {
  if (argv[0] === '--record') {
    const [, phase, seconds, status, ...rest] = argv;
    const option = (name: string) => {
      const at = rest.indexOf(name);
      return at >= 0 ? rest[at + 1] : undefined;
    };
    if (!phase || !seconds || !status || !isPhaseStatus(status) || Number.isNaN(Number(seconds))) {
      console.error(USAGE);
      return 2;
    }
    const started = option('--started');
    const note = option('--note');
    recordPhase({
      phase,
      seconds: round(Number(seconds)),
      status,
      startedAt: started ? Number(started) : Date.now() - Number(seconds) * 1000,
      ...(note ? { note } : {}),
    });
    return 0;
  }
  const reset = argv[0] === '--reset';
  const rest = reset ? argv.slice(1) : argv;
  const separator = rest.indexOf('--');
  const phase = rest[0];
  const [command, ...args] = separator >= 0 ? rest.slice(separator + 1) : [];
  if (separator !== 1 || !phase || !command) {
    console.error(USAGE);
    return 2;
  }
  if (reset) resetPhases();
  return timed(phase, command, args);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
