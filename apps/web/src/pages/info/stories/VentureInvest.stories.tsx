import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StorySite } from '../../../stories/StorySite.tsx';
import { withLocale } from '../../../stories/withLocale.tsx';
import { loaded } from '../../personal/stories/fixtures.ts';

const meta = {
  title: 'Screens/Info/VentureInvest',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  play: loaded,
  args: { path: '/VentureInvest' },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tiers, how it works and the empty form, for a visitor. */
export const Default: Story = {};

export const Mobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};

/** Sent with nothing filled in: each fault beside its field. */
export const Errors: Story = {
  play: async (context) => {
    await loaded(context);
    const page = within(context.canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Send application' }));
    await expect(await page.findByText('Choose at least one market.')).toBeTruthy();
  },
};

/** Filled in and sent: the thank-you. */
export const Submitted: Story = {
  play: async (context) => {
    await loaded(context);
    const page = within(context.canvasElement);
    await userEvent.type(await page.findByLabelText('Your name or company'), 'Tran Minh Khoa');
    await userEvent.type(page.getByLabelText(/How to reach you/), 'khoa@example.com');
    await userEvent.selectOptions(page.getByLabelText('Main channel'), 'video');
    await userEvent.selectOptions(page.getByLabelText('Audience size'), '10k-100k');
    await userEvent.click(page.getByRole('checkbox', { name: 'Vietnam' }));
    await userEvent.click(page.getByRole('button', { name: 'Send application' }));
    await expect(await page.findByText('Thank you: your application is in.')).toBeTruthy();
  },
};

export const ChineseMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' }, locale: 'zh-cn' },
};

export const Thai: Story = { globals: { locale: 'th' } };
