import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Rule constants written as literals outside `@touchline/domain` (ADR 007): each names the rule,
 * how it is spotted in a line of source, and what to use instead.
 */
export const RULE_LITERALS: readonly { rule: string; pattern: RegExp; use: string }[] = [
  {
    rule: 'parlay limit',
    pattern: /\b(?:MAX|MIN)_PARLAY_LEGS\s*(?::[^=]+)?=\s*\d/,
    use: 'MAX_PARLAY_LEGS / MIN_PARLAY_LEGS from @touchline/domain',
  },
  {
    rule: 'parlay limit',
    pattern: /\blegs\.length\s*[<>]=?\s*\d/,
    use: 'MAX_PARLAY_LEGS / MIN_PARLAY_LEGS from @touchline/domain',
  },
  {
    rule: 'match status',
    pattern: /(?:\bms\s*[!=]==?\s*\d|\d\s*[!=]==?\s*[\w.?]*\bms\b)/,
    use: 'isLive / MATCH_STATUS from @touchline/domain',
  },
  {
    rule: 'maintenance status',
    pattern: /maintenance[\w.?]*\.status\s*[!=]==?\s*\d/i,
    use: 'isSiteInMaintenance / maintenanceStatusOf from @touchline/domain',
  },
  {
    rule: 'maintenance status',
    pattern: /\brow\.status\s*[!=]==?\s*1\s*\?\s*1\s*:\s*0/,
    use: 'maintenanceStatusOf from @touchline/domain',
  },
];

export interface RuleLiteral {
  file: string;
  line: number;
  rule: string;
  use: string;
  text: string;
}

/** The rule literals in one file's text (comments are skipped). */
export function findRuleLiterals(text: string, file: string): RuleLiteral[] {
  const found: RuleLiteral[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\/\/.*$/, '');
    if (/^\s*(\*|\/\*)/.test(line)) return;
    for (const { rule, pattern, use } of RULE_LITERALS) {
      if (pattern.test(line)) found.push({ file, line: index + 1, rule, use, text: raw.trim() });
    }
  });
  return found;
}

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = /(\.test\.tsx?|\.stories\.tsx?|\.d\.ts)$/;

/** The source files the rule applies to: every app and package but domain, tests and stories. */
export function ruleSourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name) && !SKIPPED.test(entry.name)) files.push(full);
    }
  };
  for (const group of ['apps', 'packages']) {
    for (const pkg of readdirSync(path.join(root, group))) {
      if (group === 'packages' && pkg === 'domain') continue;
      const src = path.join(root, group, pkg, 'src');
      try {
        walk(src);
      } catch {
        // a package without sources
      }
    }
  }
  return files.sort();
}

/** Every rule literal outside domain, paths relative to the root. */
export function scanRuleLiterals(root: string): RuleLiteral[] {
  return ruleSourceFiles(root).flatMap((file) =>
    findRuleLiterals(readFileSync(file, 'utf8'), path.relative(root, file)),
  );
}
