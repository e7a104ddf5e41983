import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleStream } from '@touchline/api/examples';
import { screen, userEvent, within } from 'storybook/test';
import { setRealtimeFactory } from '../../sports/feed.ts';
import { createFakeRealtime } from '../../sports/testing.ts';
import { RoomPanelStorySite } from './ordersStorySite.tsx';
import { withLocale } from '../../../stories/withLocale.tsx';

// stories have no socket: prices stay as the fixtures give them
setRealtimeFactory(() => createFakeRealtime());

const meta = {
  title: 'Screens/Live/Room match',
  component: RoomPanelStorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  args: { stream: exampleStream, panel: 'match', member: true },
} satisfies Meta<typeof RoomPanelStorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

// tags written in each story: Storybook's indexer reads them statically
const mobileViewport = { viewport: { value: 'mobile' } };

/** Picks the first open price of the panel and opens the slip from its button. */
const pickAndOpenSlip: Story['play'] = async ({ canvasElement }) => {
  const page = within(canvasElement);
  const [market] = await page.findAllByRole('heading', { level: 3 }, { timeout: 10_000 });
  const price = within(market!.closest('section')!)
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-pressed') === 'false')!;
  await userEvent.click(price);
  // the slip's button names its count in every language: "… (1)"
  await userEvent.click(await page.findByRole('button', { name: /\(1\)$/ }));
  await screen.findByRole('dialog');
};

/** A member: score, clock and the main markets with live prices. */
export const Live: Story = {};

export const LiveMobile: Story = { tags: ['viewport-mobile'], globals: mobileViewport };

/** A price picked: the sportsbook's slip opens over the room. */
export const SlipOpen: Story = { play: pickAndOpenSlip };

export const SlipOpenMobile: Story = {
  tags: ['viewport-mobile'],
  globals: mobileViewport,
  play: pickAndOpenSlip,
};

/** A visitor: the score from the live service and a login instead of markets. */
export const Visitor: Story = { args: { member: false } };

export const VisitorMobile: Story = {
  tags: ['viewport-mobile'],
  globals: mobileViewport,
  args: { member: false },
};
