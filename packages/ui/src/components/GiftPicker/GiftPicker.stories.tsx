import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatMinor, parseAmountToMinor } from '@touchline/domain';
import { useState } from 'react';
import { fn } from 'storybook/test';
import {
  GIFT_PICKER_HEADING_LEVELS,
  GiftPicker,
  giftTotal,
  type GiftOption,
} from './GiftPicker.tsx';

/** Gift pictures as inline SVG data URIs (stories never load from the network). */
const icon = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${body}</svg>`,
  )}`;

const gifts: GiftOption[] = [
  {
    id: 1,
    name: 'Rose',
    price: '1',
    icon: icon(
      '<circle cx="24" cy="18" r="10" fill="crimson"/><path d="M24 28v16" stroke="green" stroke-width="3"/>',
    ),
  },
  {
    id: 2,
    name: 'Football',
    price: '5',
    icon: icon(
      '<circle cx="24" cy="24" r="18" fill="white" stroke="black" stroke-width="2"/><path d="M24 14l8 6-3 9h-10l-3-9Z" fill="black"/>',
    ),
  },
  {
    id: 3,
    name: 'Trophy',
    price: '18.80',
    icon: icon(
      '<path d="M14 8h20v10a10 10 0 0 1-20 0Z" fill="gold"/><path d="M20 30h8v6h6v4H14v-4h6Z" fill="goldenrod"/>',
    ),
  },
  {
    id: 4,
    name: 'Rocket',
    price: '88',
    icon: icon(
      '<path d="M24 4c8 6 10 16 8 26H16C14 20 16 10 24 4Z" fill="tomato"/><circle cx="24" cy="18" r="4" fill="lightyellow"/><path d="M16 30l-6 8h8Zm16 0 6 8h-8Z" fill="orange"/>',
    ),
  },
  {
    id: 5,
    name: 'Yacht',
    price: '520',
    icon: icon(
      '<path d="M6 32h36l-6 8H12Z" fill="navy"/><path d="M24 6v24H10Z" fill="white"/><path d="M26 10v20h12Z" fill="lightblue"/>',
    ),
  },
  {
    id: 6,
    name: 'Castle',
    price: '1314',
    icon: icon(
      '<path d="M8 20h32v22H8Z" fill="plum"/><path d="M8 14h6v6H8Zm13 0h6v6h-6Zm13 0h6v6h-6Z" fill="orchid"/><path d="M20 32h8v10h-8Z" fill="indigo"/>',
    ),
  },
];

const meta = {
  title: 'Components/GiftPicker',
  component: GiftPicker,
  args: {
    gifts,
    balance: '268.50',
    currency: 'USD',
    onSend: fn(),
    onLogIn: fn(),
    onTopUp: fn(),
    onValueChange: fn(),
    onQuantityChange: fn(),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: GIFT_PICKER_HEADING_LEVELS },
    maxQuantity: { control: { type: 'number', min: 1 } },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof GiftPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the button says to choose a gift first. */
export const Default: Story = {};

/** Stateful: sending takes the total off the balance; the Castle is refused by the "server". */
export const Playground: Story = {
  args: { loggedIn: true, headingLevel: 'h3', maxQuantity: 999 },
  render: function Render(args) {
    const [balance, setBalance] = useState('268.50');
    return (
      <GiftPicker
        {...args}
        balance={balance}
        onSend={(gift, quantity) =>
          new Promise<void>((resolve, reject) =>
            setTimeout(() => {
              if (gift.id === 6) return reject(new Error('refused'));
              const total = parseAmountToMinor(giftTotal(gift.price, quantity) ?? '0', 8) ?? 0n;
              setBalance((b) => formatMinor((parseAmountToMinor(b, 8) ?? 0n) - total, 8));
              resolve();
            }, 500),
          )
        }
      />
    );
  },
};

export const Chosen: Story = { args: { defaultValue: 3, defaultQuantity: 10 } };

/** The total is above the balance: the button is off and a top-up is offered. */
export const InsufficientBalance: Story = { args: { defaultValue: 5, balance: '12.00' } };

export const LoggedOut: Story = { args: { loggedIn: false, defaultValue: 2 } };

export const Sending: Story = { args: { defaultValue: 4, sending: true } };

export const SendFailed: Story = {
  args: { defaultValue: 4, error: 'Gift not sent. Please try again.' },
};

export const Empty: Story = { args: { gifts: [] } };

export const ImageFailed: Story = {
  args: {
    gifts: [{ id: 9, name: 'Mystery box', price: '9.90', icon: 'data:image/png;base64,broken' }],
  },
};

export const LongNames: Story = {
  args: {
    currency: 'VND',
    balance: '1500000',
    gifts: [
      { ...gifts[0]!, name: 'Hoa hồng rực rỡ', price: '10000' },
      { ...gifts[3]!, name: 'จรวดสุดพิเศษแห่งค่ำคืน', price: '250000' },
      { ...gifts[5]!, name: '梦幻城堡豪华版', price: '1314000' },
    ],
    defaultValue: 4,
  },
};
