import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { workspaceResolve } from '../vite.shared.ts';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  // the site's static art (game, lobby and promotion images) at the same paths as in the app
  staticDirs: ['../apps/web/public'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, { ...workspaceResolve, plugins: [vanillaExtractPlugin()] }),
};

export default config;
