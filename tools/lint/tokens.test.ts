import { describe, expect, it } from 'vitest';
import { messagesFor } from './lint-at.ts';

/**
 * Style files of the ui package take sizes from the tokens, as they take colours: these cases
 * prove the rule fails on raw pixel values in a `.css.ts` file, and stays quiet on tokens, on
 * 0px, in the token files and outside style files.
 */

const STYLE_FILE = 'packages/ui/src/components/X/X.css.ts';

describe('size tokens only', () => {
  it.each([
    "export const c = { padding: '8px' };",
    "export const c = { minHeight: '44px' };",
    "export const c = { margin: '-1px' };",
    "export const c = { width: '0.5px' };",
    "export const c = { width: 'min(340px, calc(100vw - 16px))' };",
    'export const c = (gap: string) => ({ padding: `${gap} 12px` });',
    "export const c = { '@media': { 'screen and (min-width: 768px)': { top: 0 } } };",
  ])('%s in a style file is a raw pixel value', async (code) => {
    expect(await messagesFor(code, STYLE_FILE)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Use a size token/),
    ]);
  });

  it('still forbids colour literals in style files', async () => {
    expect(await messagesFor("export const c = { color: '#FF5C66' };", STYLE_FILE)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Use a theme token/),
    ]);
  });

  it.each([
    [
      "import { tokens } from '../../theme/theme.css.ts';\nexport const c = { padding: tokens.space[2] };",
      STYLE_FILE,
    ],
    [
      "import { tokens } from '../../theme/theme.css.ts';\nexport const c = { border: `${tokens.borderWidth.hairline} solid` };",
      STYLE_FILE,
    ],
    [
      "export const c = { vars: { '--x': '0px' }, padding: 'env(safe-area-inset-bottom, 0px)' };",
      STYLE_FILE,
    ],
    ["export const c = { width: '100%', fontSize: '1em', gap: '2rem' };", STYLE_FILE],
    ["export const space = { 1: '4px' };", 'packages/ui/src/tokens/extra.ts'],
    ["export const shadow = '0 1px 2px';", 'packages/ui/src/theme/theme.css.ts'],
    ["export const label = 'a 12px gap';", 'packages/ui/src/components/X/X.tsx'],
  ])('allows %s in %s', async (code, file) => {
    expect(await messagesFor(code, file)).toEqual([]);
  });
});

describe('one icon set', () => {
  const svg = 'export const A = () => <svg viewBox="0 0 24 24"><path d="M6 6l12 12" /></svg>;';

  it('forbids an inline <svg> in a component', async () => {
    expect(await messagesFor(svg, 'packages/ui/src/components/X/X.tsx')).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Draw icons with <Icon/),
    ]);
  });

  // every component that drew its icons inline now draws them through Icon: none is excepted
  it.each(
    ['BetSlip', 'ChatPanel', 'Countdown', 'GameCard', 'LanguageSwitcher', 'Leaderboard', 'Link']
      .concat(['LiveCard', 'MatchRow', 'NoticeBar', 'SignInCalendar', 'SportIcon', 'ThemeToggle'])
      .concat(['VideoPlayer', 'OddsCell', 'Input', 'BulletinTicker', 'GiftPicker']),
  )('forbids an inline <svg> in %s', async (name) => {
    expect(await messagesFor(svg, `packages/ui/src/components/${name}/${name}.tsx`)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Draw icons with <Icon/),
    ]);
  });

  it('still forbids colour literals in components', async () => {
    expect(
      await messagesFor(
        "export const c = { color: '#FF5C66' };",
        'packages/ui/src/components/X/X.tsx',
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-syntax: Use a theme token/)]);
  });

  it.each([
    ['export const A = () => <Icon name="close" />;', 'packages/ui/src/components/X/X.tsx'],
    [svg, 'packages/ui/src/components/Icon/Icon.tsx'],
    [svg, 'packages/ui/src/components/X/X.stories.tsx'],
    [svg, 'packages/ui/src/components/Avatar/Avatar.tsx'],
  ])('allows %s in %s', async (code, file) => {
    expect(await messagesFor(code, file)).toEqual([]);
  });
});

describe('line heights through leading()', () => {
  it.each([
    'export const c = { lineHeight: tokens.lineHeight.body };',
    'export const c = { selectors: { "&:lang(th)": { lineHeight: tokens.lineHeight.tall } } };',
    'export const c = { lineHeight: 1 };',
    "export const c = { lineHeight: '1.5' };",
  ])('%s in a ui or web style file is refused', async (code) => {
    for (const file of [STYLE_FILE, 'apps/web/src/pages/x/X.css.ts'])
      expect(await messagesFor(code, file)).toEqual([
        expect.stringMatching(/^no-restricted-syntax: Write a line-height factor as \.\.\.leading/),
      ]);
  });

  it('allows leading() and a line height that is a length (a pill as tall as its line)', async () => {
    expect(
      await messagesFor(
        'export const c = { ...leading(tokens.lineHeight.tight), b: { lineHeight: tokens.space[5] } };',
        STYLE_FILE,
      ),
    ).toEqual([]);
  });
});

describe('focus rings for the keyboard only', () => {
  const FOCUS = /^no-restricted-syntax: Style focus with :focus-visible/;

  it.each([
    ["export const c = { selectors: { '&:focus': { outline: 0 } } };", STYLE_FILE],
    [
      'export const c = (s: string) => ({ selectors: { [`${s}:focus`]: { outline: 0 } } });',
      STYLE_FILE,
    ],
    ["globalStyle('a:focus, button:focus', { outline: 0 });", STYLE_FILE],
    [
      "export const c = { selectors: { '&:focus': { outline: 0 } } };",
      'apps/web/src/pages/X.css.ts',
    ],
  ])('%s in %s styles every focus, the mouse click too', async (code, file) => {
    expect(await messagesFor(code, file)).toEqual([expect.stringMatching(FOCUS)]);
  });

  it.each([
    "export const c = { selectors: { '&:focus-visible': { outline: 0 } } };",
    "export const c = { selectors: { '&:focus-within': { outline: 0 } } };",
    "export const c = { selectors: { '&:has(input:focus-visible)': { outline: 0 } } };",
  ])('%s is a keyboard ring or a container, and passes', async (code) => {
    expect(await messagesFor(code, STYLE_FILE)).toEqual([]);
  });
});
