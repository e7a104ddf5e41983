// Commands the test scripts share.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The visual tool with `args`, as a command and its arguments: `tools/visual/visual.ts` under tsx. */
export function visualCommand(args: readonly string[] = []): [string, string[]] {
  return [
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'tools/visual/visual.ts'), ...args],
  ];
}
