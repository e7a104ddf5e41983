import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findRuleLiterals, ruleSourceFiles, scanRuleLiterals } from './rule-literals.ts';

/**
 * Rule constants live in @touchline/domain (ADR 007): the parlay limit, the match status numbers
 * and the maintenance status must not be written as literals anywhere else.
 */

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const fixture = (name: string) =>
  readFileSync(path.join(root, 'tools/lint/fixtures/rule-literals', name), 'utf8');

describe('rule literals outside domain', () => {
  it('finds each kind of rule literal', () => {
    const found = findRuleLiterals(fixture('bad.ts'), 'bad.ts');
    expect(found.map((f) => [f.line, f.rule])).toEqual([
      [2, 'parlay limit'],
      [3, 'parlay limit'],
      [4, 'parlay limit'],
      [5, 'match status'],
      [6, 'match status'],
      [7, 'maintenance status'],
      [8, 'maintenance status'],
    ]);
    expect(found[0]!.use).toContain('@touchline/domain');
  });

  it('stays quiet on the same rules used through domain, and in comments', () => {
    expect(findRuleLiterals(fixture('good.ts'), 'good.ts')).toEqual([]);
  });

  it('looks at the apps and packages but not at domain, tests or stories', () => {
    const files = ruleSourceFiles(root).map((f) => path.relative(root, f));
    expect(files).toContain('apps/web/src/pages/sports/model.ts');
    expect(files).toContain('packages/api/src/contract/calls/sports.ts');
    expect(files.some((f) => f.startsWith('packages/domain/'))).toBe(false);
    expect(files.some((f) => /\.(test|stories)\.tsx?$/.test(f))).toBe(false);
  });

  it('finds none in the code', () => {
    const found = scanRuleLiterals(root).map((f) => `${f.file}:${f.line} ${f.rule}: ${f.text}`);
    expect(found).toEqual([]);
  });
});
