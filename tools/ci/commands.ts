// Commands the test scripts share.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The visual tool with `args`, as a command for node: `tools/visual/visual.ts` under tsx. Until
 * that file is in the tree, the untyped `tools/visual/visual.mjs` it replaces.
 */
export function visualCommand(args: readonly string[] = []): [string, string[]] {
  const typed = path.join(ROOT, 'tools/visual/visual.ts');
  return existsSync(typed)
    ? [process.execPath, ['--import', 'tsx', typed, ...args]]
    : [process.execPath, [path.join(ROOT, 'tools/visual/visual.mjs'), ...args]];
}
