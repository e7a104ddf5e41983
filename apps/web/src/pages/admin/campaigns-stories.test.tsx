import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Campaigns.stories.tsx';

const composed = Object.entries(composeStories(stories));

const frame = async () => screen.findByTestId('campaign-preview-frame');
const inFrame = async (name: string) =>
  within(await frame()).findByRole('heading', { name, level: 1 });

/** What each campaigns-section story must end up showing. */
const EXPECTED: Record<string, () => Promise<unknown>> = {
  Editor: () => screen.findByRole('heading', { name: 'Edit Weekend sign-in' }),
  EditorMobile: () => screen.findByRole('heading', { name: 'Edit Weekend sign-in' }),
  NoCampaignChosen: () => screen.findByText('Choose a campaign to edit it.'),
  CampaignsEmpty: () => screen.findByText('No campaign matches this search.'),
  CampaignsError: () => screen.findByText('This could not be loaded.'),
  CampaignError: () => screen.findByText('This could not be loaded.'),
  PublishedEnded: () => screen.findByRole('button', { name: 'Unpublish' }),
  ThaiMobile: () => screen.findByRole('heading', { name: 'แก้ไข Weekend sign-in' }),
  Chinese: () => screen.findByRole('heading', { name: '编辑 Weekend sign-in' }),
  VietnameseMobile: () => screen.findByRole('heading', { name: 'Sửa Weekend sign-in' }),
  PreviewPhone: () => inFrame('Weekend sign-in'),
  PreviewDesktop: () => inFrame('Weekend sign-in'),
  PreviewChinesePhone: () => inFrame('周末签到'),
  PreviewVietnameseDesktop: () => inFrame('Điểm danh cuối tuần'),
  PreviewThaiMobile: () => inFrame('เช็กอินวันหยุด'),
  PreviewRefused: () =>
    screen.findByText('The campaign cannot be saved: mechanics.dailyRewards.0.CNY is not valid.'),
};

describe('Screens/Admin/Campaigns stories', () => {
  it('has an expectation for every story', () => {
    expect(composed.map(([name]) => name).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(composed)('%s renders its state from the fixtures', async (name, Story) => {
    render(<Story />);
    expect(await EXPECTED[name]!()).toBeTruthy();
  });
});
