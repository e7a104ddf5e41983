import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as vipServices from '../vip/stories/VipServices.stories.tsx';
import * as appDownload from './stories/AppDownload.stories.tsx';
import * as helpCenter from './stories/HelpCenter.stories.tsx';
import * as ventureInvest from './stories/VentureInvest.stories.tsx';

// the stories call no server: each answer comes from the fixtures
const cases = [
  ['Vip/Services', vipServices],
  ['Info/HelpCenter', helpCenter],
  ['Info/AppDownload', appDownload],
  ['Info/VentureInvest', ventureInvest],
] as const;

describe('Screens/Info and Screens/Vip stories', () => {
  for (const [name, module] of cases) {
    it.each(Object.entries(composeStories(module)))(`${name}: %s renders`, async (_n, Story) => {
      render(<Story />);
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    });
  }
});
