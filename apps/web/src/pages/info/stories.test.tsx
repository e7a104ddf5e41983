import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as vipServices from '../vip/stories/VipServices.stories.tsx';
import * as appDownload from './stories/AppDownload.stories.tsx';
import * as helpCenter from './stories/HelpCenter.stories.tsx';
import * as ventureInvest from './stories/VentureInvest.stories.tsx';

// the stories call no server: each answer comes from the fixtures
const renders = async (Story: React.ComponentType) => {
  render(<Story />);
  expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
};

describe('Screens/Info and Screens/Vip stories', () => {
  it.each(Object.entries(composeStories(vipServices)))('Vip/Services: %s renders', (_n, Story) =>
    renders(Story),
  );
  it.each(Object.entries(composeStories(helpCenter)))('Info/HelpCenter: %s renders', (_n, Story) =>
    renders(Story),
  );
  it.each(Object.entries(composeStories(appDownload)))(
    'Info/AppDownload: %s renders',
    (_n, Story) => renders(Story),
  );
  it.each(Object.entries(composeStories(ventureInvest)))(
    'Info/VentureInvest: %s renders',
    (_n, Story) => renders(Story),
  );
});
