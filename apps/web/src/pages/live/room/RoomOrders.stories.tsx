import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PushOrder } from '@touchline/api';
import { examplePushOrder, exampleStream } from '@touchline/api/examples';
import { screen, userEvent, within } from 'storybook/test';
import { setRealtimeFactory } from '../../sports/feed.ts';
import { createFakeRealtime } from '../../sports/testing.ts';
import { RoomPanelStorySite } from './ordersStorySite.tsx';
import { withLocale } from '../../../stories/withLocale.tsx';

// stories have no socket
setRealtimeFactory(() => createFakeRealtime());

const ok = (data: unknown) => ({ code: 200, msg: '', data });

const secondOrder: PushOrder = {
  ...examplePushOrder,
  id: 7003,
  marketId: 'm-90001-3',
  selectionId: 's-90001-3-over',
  marketName: 'Total goals',
  selectionName: 'Over 2.5',
  price: 1.9,
  stake: null,
  analysis: 'Both sides have scored in each of their last six meetings; the pace is high tonight.',
  followers: 112,
};

const closedOrder: PushOrder = {
  ...examplePushOrder,
  id: 7002,
  selectionName: 'Draw',
  price: 3.25,
  status: 'closed',
  followers: 4,
};

const settled = (id: number, result: PushOrder['result'], selectionName: string): PushOrder => ({
  ...examplePushOrder,
  id,
  selectionName,
  status: 'settled',
  result,
  settledAt: examplePushOrder.createdAt + 110 * 60_000,
});

const locked = (order: PushOrder): PushOrder => ({
  ...order,
  marketId: null,
  selectionId: null,
  marketName: '',
  selectionName: '',
  price: null,
  stake: null,
  analysis: '',
  locked: true,
});

const paidStream = { ...exampleStream, isFee: true, fee: '30000.00' };
const lockedAnswers = {
  getRoomFee: ok({ isFee: true, fee: '30000.00', currency: 'VND', paid: false }),
  listStreamPushOrders: ok([locked(examplePushOrder), locked(secondOrder)]),
};

const meta = {
  title: 'Screens/Live/Room orders',
  component: RoomPanelStorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  args: {
    stream: exampleStream,
    panel: 'orders',
    member: true,
    answers: { listStreamPushOrders: ok([examplePushOrder, secondOrder]) },
  },
} satisfies Meta<typeof RoomPanelStorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

// tags written in each story: Storybook's indexer reads them statically
const mobileViewport = { viewport: { value: 'mobile' } };

/** Waits for the cards (the site's chunks and fixtures load first). */
const cardsShown = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: /./ }, { timeout: 10_000 });

/** Opens the follow confirmation of the first card. */
const openFollow: Story['play'] = async ({ canvasElement }) => {
  const list = await cardsShown(canvasElement);
  await userEvent.click(within(list).getAllByRole('button')[0]!);
  await screen.findByRole('dialog');
};

export const Open: Story = {};

export const OpenMobile: Story = { tags: ['viewport-mobile'], globals: mobileViewport };

/** A paid room the viewer has not paid for: locked cards and the fee in their currency. */
export const Locked: Story = { args: { stream: paidStream, answers: lockedAnswers } };

export const LockedMobile: Story = {
  tags: ['viewport-mobile'],
  globals: mobileViewport,
  args: { stream: paidStream, answers: lockedAnswers },
};

/** The payment's confirmation: the fee before paying. */
export const PayConfirmation: Story = {
  args: { stream: paidStream, answers: lockedAnswers },
  play: async ({ canvasElement }) => {
    const list = await cardsShown(canvasElement);
    // the unlock button, above the locked cards (which have none)
    await userEvent.click(within(list.closest('section')!).getAllByRole('button')[0]!);
    await screen.findByRole('dialog');
  },
};

export const ClosedMarket: Story = {
  args: { answers: { listStreamPushOrders: ok([closedOrder]) } },
};

export const Settled: Story = {
  args: {
    answers: {
      listStreamPushOrders: ok([
        settled(6991, 'won', 'Over 2.5'),
        settled(6992, 'lost', 'Under 1.5'),
        settled(6993, 'void', 'Hanoi FC -1'),
      ]),
    },
  },
};

export const Empty: Story = { args: { answers: { listStreamPushOrders: ok([]) } } };

export const FollowConfirmation: Story = { play: openFollow };

export const FollowConfirmationMobile: Story = {
  tags: ['viewport-mobile'],
  globals: mobileViewport,
  play: openFollow,
};

/** The follow refused (the price moved): the reason, the dialog and the stake kept. */
export const FollowRefused: Story = {
  args: {
    answers: {
      listStreamPushOrders: ok([examplePushOrder, secondOrder]),
      saveFollowOrder: { code: 461, msg: 'price moved' },
    },
  },
  play: async (context) => {
    await openFollow(context);
    const dialog = await screen.findByRole('dialog');
    const buttons = within(dialog).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1]!);
    await within(dialog).findByRole('alert');
  },
};

export const Visitor: Story = { args: { member: false } };
