import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, mergeConfig } from 'vite';
import { workspaceResolve } from '../../vite.shared.ts';
import pkg from './package.json' with { type: 'json' };

/** Packages the library leaves to the consumer: its dependencies and peers (and their subpaths). */
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const testOnly = ['@testing-library/react', 'axe-core'];
const isExternal = (id: string) =>
  [...external, ...testOnly].some((name) => id === name || id.startsWith(`${name}/`));

/**
 * The published build (`pnpm --filter @touchline/ui build`): ES modules for the two entries,
 * `dist/index.js` and `dist/test/index.js`, and every style of the library (theme and
 * components) extracted into `dist/theme.css`. The types come from `tsc -p tsconfig.build.json`.
 */
export default mergeConfig(
  workspaceResolve,
  defineConfig({
    plugins: [vanillaExtractPlugin()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      minify: false,
      cssCodeSplit: false,
      lib: {
        entry: { index: 'src/index.ts', 'test/index': 'src/test/index.tsx' },
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
        cssFileName: 'theme',
      },
      rolldownOptions: { external: isExternal },
    },
  }),
);
