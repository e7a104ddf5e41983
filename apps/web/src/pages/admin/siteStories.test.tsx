import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './AdminSite.stories.tsx';

const composed = Object.entries(composeStories(stories));

/** What each site and dashboard story must end up showing. */
const EXPECTED: Record<string, () => Promise<unknown>> = {
  Site: () => screen.findByText('First deposit bonus'),
  SiteMobile: () => screen.findByText('First deposit bonus'),
  SiteEmpty: () => screen.findByText('No banner yet.'),
  SiteError: async () => (await screen.findAllByText('This could not be loaded.'))[0],
  SiteThaiMobile: () => screen.findByRole('heading', { name: 'แบนเนอร์หน้าแรก' }),
  Dashboard: () => screen.findByRole('heading', { name: 'Revenue by product, per day' }),
  DashboardMobile: () => screen.findByRole('heading', { name: 'Revenue by product, per day' }),
  DashboardQuiet: () => screen.findByText('No open bets.'),
  DashboardError: () => screen.findByText('This could not be loaded.'),
  DashboardVietnameseMobile: () => screen.findByRole('heading', { name: 'Người chơi mỗi ngày' }),
  DashboardChinese: () => screen.findByRole('heading', { name: '每日各产品收入' }),
};

describe('Screens/Admin/Site and dashboard stories', () => {
  it('has an expectation for every story', () => {
    expect(composed.map(([name]) => name).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(composed)('%s renders its state from the fixtures', async (name, Story) => {
    render(<Story />);
    expect(await EXPECTED[name]!()).toBeTruthy();
  });
});
