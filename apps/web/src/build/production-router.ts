// react-router's production build for the web's builds (issue 16), used by vite.config.ts and
// vite.ssr.config.ts.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The folder of the react-router that react-router-dom (the web's dependency) uses: under pnpm
 * the web app's folder does not see it directly.
 */
function reactRouterRoot(): string {
  const fromWeb = createRequire(import.meta.url);
  const fromDom = createRequire(fromWeb.resolve('react-router-dom/package.json'));
  return path.dirname(fromDom.resolve('react-router/package.json'));
}

/**
 * react-router 7 points every export at its development build (remix-run/react-router#12532,
 * #14102): a production bundle carries its development warnings and the code that checks for
 * them. Its production build sits beside it, the same code with the warnings switched off. A
 * build resolves `react-router` and `react-router/dom` to it; the dev server and the tests keep
 * the warnings.
 */
export function productionRouter(): Plugin {
  return {
    name: 'touchline:production-router',
    apply: 'build',
    config() {
      const dist = path.join(reactRouterRoot(), 'dist', 'production');
      return {
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
          ],
        },
      };
    },
  };
}
