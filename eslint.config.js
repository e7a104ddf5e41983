// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The dependency arrows of DESIGN.md, enforced:
 *   domain <- api <- web -> ui -> domain;  domain <- server -> api (contract only)
 * plus: nobody deep-imports another package's src/, no relative path crosses into another
 * package, no import cycles, and domain touches no React, no DOM and no I/O.
 */

const PACKAGES = {
  domain: '@touchline/domain',
  api: '@touchline/api',
  ui: '@touchline/ui',
  web: '@touchline/web',
  server: '@touchline/server',
};

/** @param {string} name */
const withSubpaths = (name) => [name, `${name}/*`];

/** A hex colour or a colour function, as an esquery regular expression. */
const COLOR_LITERAL = String.raw`/#[0-9a-fA-F]{3,8}\b|\b(rgba?|hsla?|hwb|oklch|oklab|lab|lch)\(/`;
const COLOR_SELECTORS = [
  {
    selector: `Literal[value=${COLOR_LITERAL}]`,
    message: 'Use a theme token (vars.color.*), not a colour literal.',
  },
  {
    selector: `TemplateElement[value.raw=${COLOR_LITERAL}]`,
    message: 'Use a theme token (vars.color.*), not a colour literal.',
  },
];
/** A length in pixels other than 0px (`8px`, `-2px`, `0.5px`), as written in a style file. */
const PX_LITERAL = String.raw`/(^|[^\w.])(\d*\.)?\d*[1-9]\d*px\b/`;
const PX_MESSAGE =
  'Use a size token (tokens.space/size/radius/fontSize/borderWidth/focus, media.*), not a raw px value.';
const PX_SELECTORS = [
  { selector: `Literal[value=${PX_LITERAL}]`, message: PX_MESSAGE },
  { selector: `TemplateElement[value.raw=${PX_LITERAL}]`, message: PX_MESSAGE },
];
/**
 * `:focus` alone draws the ring on a mouse click too; a ring is for the keyboard (`:focus-visible`),
 * and `:focus-within` is a container's. As an esquery regular expression.
 */
const FOCUS_LITERAL = String.raw`/:focus(?![-\w])/`;
const FOCUS_MESSAGE =
  'Style focus with :focus-visible (a keyboard ring), not :focus, which also shows on a mouse click.';
const FOCUS_SELECTORS = [
  { selector: `Literal[value=${FOCUS_LITERAL}]`, message: FOCUS_MESSAGE },
  { selector: `TemplateElement[value.raw=${FOCUS_LITERAL}]`, message: FOCUS_MESSAGE },
];
/** A line height as a factor goes through leading(), which rounds lines to whole pixels. */
const LEADING_MESSAGE =
  'Write a line-height factor as ...leading(tokens.lineHeight.*) (whole-pixel lines), not lineHeight: factor.';
const LEADING_SELECTORS = [
  {
    selector:
      "Property[key.name='lineHeight'] > MemberExpression[object.property.name='lineHeight']",
    message: LEADING_MESSAGE,
  },
  { selector: "Property[key.name='lineHeight'] > Literal", message: LEADING_MESSAGE },
];
/** Web pages, forms and the layout reach the server through src/data (queries and mutations). */
const WEB_DATA_SELECTORS = [
  {
    selector: "MemberExpression[object.name='shell'][property.name=/^(platform|sports|clients)$/]",
    message: 'Call the server through a query or mutation hook of src/data.',
  },
  {
    selector:
      "VariableDeclarator[init.callee.name='useClients'] > ObjectPattern > Property[key.name=/^(platform|sports)$/]",
    message: 'Call the server through a query or mutation hook of src/data.',
  },
];

/** Patterns that apply everywhere: a package is used only through its `exports`. */
const deepImports = {
  group: ['@touchline/*/src', '@touchline/*/src/*', '**/packages/*/src/*', '**/apps/*/src/*'],
  message: 'Import a package through its package.json exports, never from its src/.',
};

/**
 * @param {({ group: string[]; message: string } | { regex: string; message: string })[]} extra
 * @returns {import('eslint').Linter.RuleEntry}
 */
const restrictedImports = (...extra) => ['error', { patterns: [deepImports, ...extra] }];

/** @param {string[]} names @param {string} message */
const forbid = (names, message) => ({ group: names.flatMap(withSubpaths), message });

/** Globals that exist only in a browser, and the I/O and process globals of any runtime. */
const impureGlobals = [
  ...new Set([
    ...Object.keys(globals.browser).filter(
      (name) => !(name in globals.es2021) && !(name in globals.node),
    ),
    'fetch',
    'XMLHttpRequest',
    'WebSocket',
    'EventSource',
    'localStorage',
    'sessionStorage',
    'indexedDB',
    'navigator',
    'location',
    'document',
    'window',
    'process',
    'Buffer',
    'require',
    '__dirname',
    '__filename',
    'global',
  ]),
].map((name) => ({
  name,
  message: 'domain is pure: pass storage, time and I/O in as arguments.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // the web's server render, built (ADR 039)
      '**/dist-ssr/**',
      '**/coverage/**',
      '**/storybook-static/**',
      '**/data/**',
      // the web app's data layer is source, not a database directory
      '!apps/web/src/data/**',
      'tools/lint/fixtures/**',
      // the demo HLS origin's MPEG-TS segments: video, not TypeScript
      'apps/server/assets/live-demo/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.es2021 },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'packages/*/tsconfig.json', 'apps/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
          conditionNames: ['@touchline/source', 'types', 'import', 'module', 'default'],
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
    },
    rules: {
      'no-restricted-imports': restrictedImports(),
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-relative-packages': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx', 'packages/ui/**/*.ts', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': restrictedImports(
        forbid(['react', 'react-dom'], 'domain imports no React.'),
        forbid(Object.values(PACKAGES), 'domain imports no workspace package.'),
      ),
      'no-restricted-globals': ['error', ...impureGlobals],
      'import-x/no-nodejs-modules': 'error',
    },
  },
  {
    files: ['packages/api/**'],
    rules: {
      'no-restricted-imports': restrictedImports(
        forbid([PACKAGES.ui, PACKAGES.web, PACKAGES.server], 'api depends on domain only.'),
        forbid(['react', 'react-dom'], 'api is framework-free.'),
      ),
    },
  },
  {
    files: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': restrictedImports(
        forbid(
          [PACKAGES.api, PACKAGES.web, PACKAGES.server],
          'ui renders props: it never imports api, web or server.',
        ),
      ),
    },
  },
  {
    // Components use theme tokens only: colours are written in the token files and nowhere else.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/ui/src/tokens/**',
      'packages/ui/src/theme/**',
      'packages/ui/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': ['error', ...COLOR_SELECTORS],
    },
  },
  {
    // One icon set: components draw icons with <Icon> (name or paths), not their own <svg>.
    // The colour rule is repeated (a later no-restricted-syntax replaces an earlier one).
    files: ['packages/ui/src/components/**/*.tsx'],
    ignores: [
      '**/*.test.tsx',
      '**/*.stories.tsx',
      'packages/ui/src/components/Icon/**',
      // illustrations, not icons: portraits, shields, the wheel, page art, the brand mark
      'packages/ui/src/components/{Avatar,VipBadge,LuckyWheel,ErrorPage,EmptyState,CampaignHero,Header}/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...COLOR_SELECTORS,
        {
          selector: "JSXOpeningElement[name.name='svg']",
          message:
            'Draw icons with <Icon name="…" /> (or <Icon>paths</Icon>), not an inline <svg>.',
        },
      ],
    },
  },
  {
    // Style files use size tokens too: no raw pixel values outside the token files (the
    // colour rule is repeated: a later no-restricted-syntax replaces an earlier one).
    files: ['packages/ui/src/**/*.css.ts'],
    ignores: ['packages/ui/src/tokens/**', 'packages/ui/src/theme/theme.css.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...COLOR_SELECTORS,
        ...PX_SELECTORS,
        ...LEADING_SELECTORS,
        ...FOCUS_SELECTORS,
      ],
    },
  },
  {
    files: ['apps/web/**'],
    rules: {
      'no-restricted-imports': restrictedImports(
        forbid([PACKAGES.server], 'web talks to the server over HTTP only, through api.'),
      ),
    },
  },
  {
    // pages, forms and the layout reach the server through src/data (queries and mutations)
    files: ['apps/web/src/{pages,auth,site,layout}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...WEB_DATA_SELECTORS],
    },
  },
  {
    // A style file takes the tokens from `@touchline/ui/tokens`. Through the barrel, the
    // vanilla-extract compiler evaluates every component's styles as part of this file, and the
    // build then emits no CSS for the components (the site renders unstyled). Sizes come from the
    // tokens too: no raw px. The src/data rule is repeated (a later no-restricted-syntax replaces
    // the one above for the style files of pages, auth, site and layout).
    files: ['apps/web/**/*.css.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...WEB_DATA_SELECTORS,
        ...PX_SELECTORS,
        ...LEADING_SELECTORS,
        ...FOCUS_SELECTORS,
      ],
      'no-restricted-imports': restrictedImports(
        forbid([PACKAGES.server], 'web talks to the server over HTTP only, through api.'),
        {
          regex: '^@touchline/ui$',
          message: 'import tokens and vars from @touchline/ui/tokens in a .css.ts file.',
        },
      ),
    },
  },
  {
    files: ['apps/server/**'],
    rules: {
      'no-restricted-imports': restrictedImports(
        forbid([PACKAGES.ui, PACKAGES.web], 'the server imports no front-end package.'),
        {
          // a regex, not a group: a gitignore-style group cannot re-include a path under an
          // excluded one, so `!@touchline/api/contract` would never take effect
          regex: String.raw`^@touchline/api(?!/contract$)(/.*)?$`,
          message: 'the server uses the api contract only: import @touchline/api/contract.',
        },
      ),
    },
  },
  {
    // the server's tests may also take the contract's example data
    files: ['apps/server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrictedImports(
        forbid([PACKAGES.ui, PACKAGES.web], 'the server imports no front-end package.'),
        {
          regex: String.raw`^@touchline/api(?!/(contract|examples)$)(/.*)?$`,
          message: 'server tests use the api contract and its examples only.',
        },
      ),
    },
  },
  {
    files: ['**/*.config.{js,ts}', '.storybook/**', 'tools/**', 'bench/**', 'e2e/**', '.ci/**'],
    languageOptions: { globals: { ...globals.node } },
    // build and test configs share the workspace's root settings (vite.shared.ts)
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
);
