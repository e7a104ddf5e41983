import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';

/** The repository's root: lint tests name files from here. */
export const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
let eslint: ESLint | undefined;

/** The project's own ESLint configuration, one instance for every call of a test file. */
export function linter(): ESLint {
  eslint ??= new ESLint({ cwd: ROOT, ignore: false });
  return eslint;
}

/**
 * Lints `code` as if it stood at `file` (a path from the repository's root) under the project's
 * own ESLint configuration: how the lint tests prove a rule fails on a violation and stays quiet
 * otherwise.
 */
export async function lintAt(code: string, file: string): Promise<Linter.LintMessage[]> {
  const [result] = await linter().lintText(code, { filePath: path.join(ROOT, file) });
  return result?.messages ?? [];
}

/** The messages of `lintAt` for a line of code, as `rule: message`. */
export async function messagesFor(code: string, file: string): Promise<string[]> {
  return (await lintAt(`${code}\n`, file)).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
}
