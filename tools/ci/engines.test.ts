import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The Node the README's set-up names (Node 20; this machine's 20.20). */
const NODE = [20, 20, 2] as const;

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Whether one comparator (`>=22.12.0`, `^20.19.0`, `<7`, `~1.2`, `20`, `*`) admits the version. */
function admits(comparator: string, [major, minor, patch]: readonly number[]): boolean {
  const text = comparator.trim();
  if (text === '*' || text === '') return true;
  const m = /^(>=|<=|>|<|\^|~|=)?v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/.exec(text);
  if (!m) throw new Error(`a range this test cannot read: ${comparator}`);
  const part = (v: string | undefined) =>
    v === undefined || v === 'x' || v === '*' ? null : Number(v);
  const want = [Number(m[2]), part(m[3]), part(m[4])] as const;
  const have: readonly [number, number, number] = [major!, minor!, patch!];
  const cmp = have[0] - want[0] || have[1] - (want[1] ?? have[1]) || have[2] - (want[2] ?? have[2]);
  switch (m[1]) {
    case '>=':
      return cmp >= 0;
    case '>':
      return cmp > 0;
    case '<=':
      return cmp <= 0;
    case '<':
      return cmp < 0;
    case '^':
      return have[0] === want[0] && cmp >= 0;
    case '~':
      return have[0] === want[0] && have[1] === (want[1] ?? have[1]) && cmp >= 0;
    default:
      return cmp === 0;
  }
}

function admitsRange(range: string, version: readonly number[]): boolean {
  return range.split('||').some((part) => {
    const comparators = part
      .trim()
      .replace(/(>=|<=|>|<)\s+/g, '$1')
      .split(/\s+/);
    return comparators.every((c) => admits(c, version));
  });
}

/** Every package of the lockfile whose `engines.node` leaves Node 20 out, by name. */
function refusingNode20(): string[] {
  const lock = readFileSync(`${ROOT}pnpm-lock.yaml`, 'utf8');
  const packages = lock.slice(lock.indexOf('\npackages:'), lock.indexOf('\nsnapshots:'));
  const names = new Set<string>();
  let current = '';
  for (const line of packages.split('\n')) {
    const key = /^ {2}'?(@?[^@\s']+)@[^\s']+'?:\s*$/.exec(line);
    if (key) current = key[1]!;
    const engines = /^ {4}engines: \{node: '?([^'}]+)'?\}/.exec(line);
    if (engines && !admitsRange(engines[1]!, NODE)) names.add(current);
  }
  return [...names].sort();
}

describe('engine warnings on Node 20', () => {
  it('reads the ranges the lockfile uses', () => {
    expect(admitsRange('^20.19.0 || ^22.12.0 || >=24.0.0', NODE)).toBe(true);
    expect(admitsRange('18 || 20 || >=22', NODE)).toBe(true);
    expect(admitsRange("'>= 8'".replaceAll("'", ''), NODE)).toBe(true);
    expect(admitsRange('>=22', NODE)).toBe(false);
    expect(admitsRange('^22.22.2 || ^24.15.0 || >=26.0.0', NODE)).toBe(false);
    expect(admitsRange('^20.21.0', NODE)).toBe(false);
    expect(admitsRange('>=6 <7 || >=8', NODE)).toBe(true);
    expect(admitsRange('>=14 <20', NODE)).toBe(false);
    expect(admitsRange('20.x', NODE)).toBe(true);
  });

  it('names in the README every package that warns, and why the warning is harmless', () => {
    const readme = readFileSync(`${ROOT}README.md`, 'utf8');
    const start = readme.indexOf('Unsupported engine');
    expect(start).toBeGreaterThan(0);
    const paragraph = readme.slice(start, readme.indexOf('\n\n', start));
    const refusing = refusingNode20();
    expect(refusing).toContain('ky');
    for (const name of refusing)
      expect(paragraph, name).toContain(`\`${name.replace(/^@inquirer\/.*/, '@inquirer/*')}\``);
  });
});
