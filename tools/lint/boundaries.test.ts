import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { lintAt, linter, ROOT } from './lint-at.ts';

/**
 * The dependency arrows of DESIGN.md are lint rules; these cases prove each rule fails on a
 * violating import (and stays quiet on an allowed one), by linting code as if it stood at a path
 * inside the package concerned.
 */

async function ruleIdsFor(code: string, file: string): Promise<string[]> {
  return (await lintAt(code, file)).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('dependency arrows', () => {
  it.each([
    ["import { useState } from 'react';", 'packages/domain/src/x.ts', 'no-restricted-imports'],
    [
      "import { createRoot } from 'react-dom/client';",
      'packages/domain/src/x.ts',
      'no-restricted-imports',
    ],
    [
      "import { createPlatformClient } from '@touchline/api';",
      'packages/domain/src/x.ts',
      'no-restricted-imports',
    ],
    [
      "import { Button } from '@touchline/ui';",
      'packages/domain/src/x.ts',
      'no-restricted-imports',
    ],
    [
      "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;",
      'packages/domain/src/x.ts',
      'import-x/no-nodejs-modules',
    ],
    [
      'export const k = () => window.localStorage.getItem("k");',
      'packages/domain/src/x.ts',
      'no-restricted-globals',
    ],
    ['export const t = () => document.title;', 'packages/domain/src/x.ts', 'no-restricted-globals'],
    ['export const f = () => fetch("/api");', 'packages/domain/src/x.ts', 'no-restricted-globals'],
    [
      'export const l = () => navigator.language;',
      'packages/domain/src/x.ts',
      'no-restricted-globals',
    ],
    [
      "import { createPlatformClient } from '@touchline/api';",
      'packages/ui/src/x.ts',
      'no-restricted-imports',
    ],
    ["import { App } from '@touchline/web';", 'packages/ui/src/x.ts', 'no-restricted-imports'],
    ["import { Button } from '@touchline/ui';", 'packages/api/src/x.ts', 'no-restricted-imports'],
    ["import { start } from '@touchline/server';", 'apps/web/src/x.ts', 'no-restricted-imports'],
    ["import { Button } from '@touchline/ui';", 'apps/server/src/x.ts', 'no-restricted-imports'],
    [
      "import { createPlatformClient } from '@touchline/api';",
      'apps/server/src/x.ts',
      'no-restricted-imports',
    ],
    [
      "import { x } from '@touchline/api/contract/extra';",
      'apps/server/src/x.ts',
      'no-restricted-imports',
    ],
    [
      "import { vars } from '@touchline/ui';\nexport const v = vars;",
      'apps/web/src/x.css.ts',
      'no-restricted-imports',
    ],
    [
      "import { start } from '@touchline/server';",
      'apps/web/src/x.css.ts',
      'no-restricted-imports',
    ],
  ])('%s in %s breaks %s', async (code, file, rule) => {
    expect(await ruleIdsFor(`${code}\n`, file)).toContain(rule);
  });

  it.each([
    [
      "import { formatOdds } from '@touchline/domain';\nexport const f = formatOdds;",
      'packages/ui/src/x.ts',
    ],
    [
      "import { formatOdds } from '@touchline/domain';\nexport const f = formatOdds;",
      'packages/api/src/x.ts',
    ],
    [
      "import { formatOdds } from '@touchline/domain';\nexport const f = formatOdds;",
      'apps/server/src/x.ts',
    ],
    [
      "import { formatOdds } from '@touchline/domain';\nexport const f = formatOdds;",
      'apps/web/src/x.ts',
    ],
    ["import Big from 'big.js';\nexport const b = Big;", 'packages/domain/src/x.ts'],
    [
      "import { authCalls } from '@touchline/api/contract';\nexport const c = authCalls;",
      'apps/server/src/x.ts',
    ],
    [
      "import { vars } from '@touchline/ui/tokens';\nexport const v = vars;",
      'apps/web/src/x.css.ts',
    ],
  ])('allows %s in %s', async (code, file) => {
    expect(await ruleIdsFor(`${code}\n`, file)).toEqual([]);
  });
});

describe('package boundaries', () => {
  it.each([
    ["import { formatOdds } from '@touchline/domain/src/odds';", 'apps/web/src/x.ts'],
    ["import { formatOdds } from '@touchline/domain/src';", 'packages/ui/src/x.ts'],
    ["import { formatOdds } from '../../../packages/domain/src/odds';", 'apps/web/src/x.ts'],
  ])('%s in %s is a deep import', async (code, file) => {
    expect(await ruleIdsFor(`${code}\n`, file)).toContain('no-restricted-imports');
  });

  it('forbids a relative path into another package', async () => {
    const ids = await ruleIdsFor(
      "import { formatOdds } from '../../domain/src/odds.ts';\nexport const f = formatOdds;\n",
      'packages/ui/src/x.ts',
    );
    expect(ids).toContain('import-x/no-relative-packages');
  });
});

describe('import cycles', () => {
  it('reports a cycle between two modules', async () => {
    const results = await linter().lintFiles([path.join(ROOT, 'tools/lint/fixtures/cycle/a.ts')]);
    expect(results.flatMap((r) => r.messages.map((m) => m.ruleId))).toContain('import-x/no-cycle');
  });
});

describe('theme tokens only', () => {
  it.each([
    ["export const c = { color: '#FF5C66' };", 'packages/ui/src/components/X/X.css.ts'],
    [
      "export const c = { boxShadow: '0 1px 2px rgb(0 0 0 / 0.4)' };",
      'packages/ui/src/components/X/X.css.ts',
    ],
    [
      'export const c = (a: number) => `hsla(0, 0%, 0%, ${a})`;',
      'packages/ui/src/components/X/X.tsx',
    ],
  ])('%s in a component is a colour literal', async (code, file) => {
    expect(await ruleIdsFor(`${code}\n`, file)).toContain('no-restricted-syntax');
  });

  it('allows colour literals in the token files', async () => {
    expect(
      await ruleIdsFor("export const c = { bg: '#0B0F17' };\n", 'packages/ui/src/tokens/extra.ts'),
    ).toEqual([]);
  });
});
