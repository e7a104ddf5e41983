#!/usr/bin/env -S node --import tsx
// The first steps of the test command: the typecheck and the lint, side by side (each is mostly
// one process on one core, and CI's machine has two), as two timed phases of the run (it starts
// the run's phases file afresh). Each one's output is printed whole when it ends. Exits with the
// first failure's status.
//
//   node --import tsx tools/ci/checks.ts
import { PHASES_FILE, resetPhases, timed } from './phase.ts';

const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';

resetPhases();
const statuses = await Promise.all(
  (['typecheck', 'lint'] as const).map(async (phase) => {
    const status = await timed(phase, pnpm, [phase], PHASES_FILE, 'buffered');
    console.log(`== ${phase}: ${status === 0 ? 'passed' : `failed (exit ${status})`}`);
    return status;
  }),
);
process.exitCode = statuses.find((status) => status !== 0) ?? 0;
