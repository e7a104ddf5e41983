import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/**
 * Inside the workspace, packages resolve each other's TypeScript sources through the
 * `@touchline/source` export condition (published builds use `dist/`), so nothing needs
 * building before a test, a dev server or a type-check.
 */
export const SOURCE_CONDITION = '@touchline/source';

export const workspaceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
} satisfies UserConfig;
