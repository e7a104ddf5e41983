// Prints the closing line of a vitest JSON report as 'Tests: N passed, N failed, N skipped'.
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'test-results/vitest.json';
const report = JSON.parse(readFileSync(file, 'utf8'));
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(
  `Tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`,
);
if (report.numFailedTests > 0 || report.numTotalTests === 0) process.exit(1);
