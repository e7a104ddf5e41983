import { describe, expect, it } from 'vitest';
import { messagesFor } from './lint-at.ts';

/**
 * The web's style files take sizes from the ui tokens, as the ui's own do. In flat config a later
 * `no-restricted-syntax` replaces an earlier one for the same file, so these cases also prove the
 * web's other syntax rule (the server only through src/data) still holds in its style files.
 */

const RAW_PX = /^no-restricted-syntax: Use a size token/;
const DATA = /^no-restricted-syntax: Call the server through a query or mutation hook/;

describe('web style files use size tokens', () => {
  it.each([
    ["export const c = { paddingBottom: '72px' };", 'apps/web/src/layout/X.css.ts'],
    ["export const c = { maxWidth: '1200px' };", 'apps/web/src/pages/home/X.css.ts'],
    [
      "export const c = { '@media': { '(min-width: 720px)': { top: 0 } } };",
      'apps/web/src/X.css.ts',
    ],
    [
      'export const c = (v: string) => ({ outline: `2px solid ${v}` });',
      'apps/web/src/auth/X.css.ts',
    ],
    [
      "export const c = { gridTemplateColumns: '240px 1fr' };",
      'apps/web/src/pages/sports/views/X.css.ts',
    ],
  ])('%s in %s is a raw pixel value', async (code, file) => {
    expect(await messagesFor(code, file)).toEqual([expect.stringMatching(RAW_PX)]);
  });

  it.each([
    [
      "import { media, tokens } from '@touchline/ui/tokens';\nexport const c = { padding: tokens.space[18], '@media': { [media.wide]: { top: 0 } } };",
      'apps/web/src/layout/X.css.ts',
    ],
    [
      "export const c = { padding: 'env(safe-area-inset-bottom, 0px)', width: '100%' };",
      'apps/web/src/pages/home/X.css.ts',
    ],
    ["export const label = 'a 12px gap';", 'apps/web/src/pages/home/X.tsx'],
  ])('allows %s in %s', async (code, file) => {
    expect(await messagesFor(code, file)).toEqual([]);
  });
});

describe('the web rules merged into the style-file block are all still there', () => {
  const shellCall = 'declare const shell: { platform: unknown };\nexport const p = shell.platform;';

  it.each(['apps/web/src/pages/home/X.css.ts', 'apps/web/src/layout/X.css.ts'])(
    'a style file of pages or layout still reaches the server through src/data only (%s)',
    async (file) => {
      expect(await messagesFor(shellCall, file)).toEqual([expect.stringMatching(DATA)]);
    },
  );

  it('a page still reaches the server through src/data only', async () => {
    expect(await messagesFor(shellCall, 'apps/web/src/pages/home/X.tsx')).toEqual([
      expect.stringMatching(DATA),
    ]);
  });

  it('a style file still takes tokens from @touchline/ui/tokens, not the barrel', async () => {
    expect(
      await messagesFor(
        "import { tokens } from '@touchline/ui';\nexport const c = { padding: tokens.space[2] };",
        'apps/web/src/layout/X.css.ts',
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*@touchline\/ui\/tokens/)]);
  });

  it('a ui style file still forbids raw pixels and colour literals', async () => {
    expect(
      await messagesFor(
        "export const c = { padding: '8px', color: '#FF5C66' };",
        'packages/ui/src/components/X/X.css.ts',
      ),
    ).toEqual([
      expect.stringMatching(RAW_PX),
      expect.stringMatching(/^no-restricted-syntax: Use a theme token/),
    ]);
  });
});
