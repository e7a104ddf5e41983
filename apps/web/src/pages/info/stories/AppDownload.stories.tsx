import type { Meta, StoryObj } from '@storybook/react-vite';
import { StorySite } from '../../../stories/StorySite.tsx';
import { withLocale } from '../../../stories/withLocale.tsx';
import { loaded } from '../../personal/stories/fixtures.ts';
import { AppDownloadRoute } from '../AppDownloadRoute.tsx';

const meta = {
  title: 'Screens/Info/AppDownload',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  play: loaded,
  // a fixed address: the story server's own changes port from run to run
  // (a panel route is a signed-in member's: the page is the same for a visitor)
  args: {
    path: '/AppDownload',
    member: true,
    panel: <AppDownloadRoute address="https://touchline.example/" />,
  },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No install offer from the browser: the steps for iOS and Android and the QR code. */
export const Default: Story = {};

export const Mobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};
