import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vite';
import { workspaceResolve } from '../../vite.shared.ts';

export default mergeConfig(
  workspaceResolve,
  defineConfig({
    plugins: [react(), vanillaExtractPlugin()],
    build: { sourcemap: true, target: 'es2022' },
    server: { port: 5173, strictPort: true },
  }),
);
