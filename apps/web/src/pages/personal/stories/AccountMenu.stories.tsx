import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { StorySite } from '../../../stories/StorySite.tsx';
import { withLocale } from '../../../stories/withLocale.tsx';
import { centre, loaded } from './fixtures.ts';

const meta = {
  title: 'Screens/Personal/Account menu',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  args: { path: centre(), member: true },
  // the phone header's avatar opens the member's menu: their centre, language, theme, log out
  play: async ({ canvasElement }) => {
    await loaded({ canvasElement });
    const header = await within(canvasElement).findByRole('banner', {}, { timeout: 10_000 });
    await userEvent.click(await within(header).findByRole('button', { name: /^Account menu/ }));
    await within(canvasElement.ownerDocument.body).findByRole('link', { name: 'My account' });
  },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a 375 px phone. */
export const Mobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};

/** The desktop header's menu holds the same. */
export const Desktop: Story = {};
