import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vite';
import { workspaceResolve } from '../../vite.shared.ts';
import { productionRouter } from './src/build/production-router.ts';

/**
 * The server's render of a page (`src/ssr/render.tsx`, issue 16), built for Node into
 * `dist-ssr/render.js`, which the reference server imports (the lazy routes' chunks beside it).
 * Self-contained: the workspace's packages and their dependencies are bundled (under pnpm the web app's folder does
 * not see its packages' own dependencies), Node's modules are not. The styles' class names are
 * the browser build's: vanilla-extract names them from each file's path the same way in both.
 */
export default mergeConfig(
  workspaceResolve,
  defineConfig({
    plugins: [react(), vanillaExtractPlugin(), productionRouter()],
    // React's and others' production builds, chosen at build time (Node would choose at run time)
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // the site's files are the browser build's
    publicDir: false,
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/ssr/render.tsx',
      outDir: 'dist-ssr',
      emptyOutDir: true,
      target: 'node20',
      sourcemap: process.env.SOURCE_MAPS === '1',
    },
  }),
);
