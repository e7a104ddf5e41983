import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Input, INPUT_MODES, INPUT_SIZES } from './Input.tsx';

const searchIcon = (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
  >
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-5-5" />
  </svg>
);

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { label: 'User name', onValueChange: fn() },
  argTypes: {
    mode: { control: 'inline-radio', options: INPUT_MODES },
    size: { control: 'inline-radio', options: INPUT_SIZES },
    type: { control: 'inline-radio', options: ['text', 'password', 'email', 'tel', 'search'] },
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    prefix: { control: 'text' },
    suffix: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    label: 'Stake',
    mode: 'decimal',
    maxDecimals: 2,
    prefix: '¥',
    hint: 'Minimum 10, maximum 50,000',
    placeholder: '0.00',
    size: 'md',
    optional: false,
    disabled: false,
  },
};

export const WithHint: Story = {
  args: {
    label: 'Invite code',
    hint: 'Six letters or digits, from the friend who invited you.',
    optional: true,
  },
};

export const WithError: Story = {
  args: {
    label: 'Mobile number',
    defaultValue: '0912',
    prefix: '+84',
    error: 'Illegal input',
    mode: 'numeric',
  },
};

/** Digits only: letters and signs are stripped on key-up and blur. */
export const Numeric: Story = {
  args: {
    label: 'SMS code',
    mode: 'numeric',
    defaultValue: '482913',
    maxLength: 6,
    autoComplete: 'one-time-code',
  },
};

/** Digits and one dot, two decimals at most: money. */
export const DecimalAmount: Story = {
  args: {
    label: 'Deposit amount',
    mode: 'decimal',
    maxDecimals: 2,
    defaultValue: '1250.50',
    suffix: 'USDT',
  },
};

export const Password: Story = {
  args: {
    label: 'Password',
    type: 'password',
    defaultValue: 'touchline-2025',
    autoComplete: 'current-password',
  },
};

export const WithPrefixIcon: Story = {
  args: {
    label: 'Search matches',
    hideLabel: true,
    type: 'search',
    placeholder: 'Team or league',
    prefix: searchIcon,
  },
};

export const Disabled: Story = {
  args: { label: 'Account', defaultValue: 'tl_8821', disabled: true },
};

export const Large: Story = {
  args: { label: 'Amount', size: 'lg', mode: 'decimal', defaultValue: '88' },
};

function ControlledStake() {
  const [value, setValue] = useState('12.5');
  return (
    <Input
      label="Stake (controlled)"
      mode="decimal"
      maxDecimals={2}
      value={value}
      onValueChange={setValue}
      hint={`Value in state: ${value || '—'}`}
    />
  );
}

export const Controlled: Story = { render: () => <ControlledStake /> };

export const LongThaiLabel: Story = {
  args: {
    label: 'จำนวนเงินเดิมพันสูงสุดต่อการเดิมพันหนึ่งครั้ง',
    hint: 'ยอดเงินจะถูกปัดลงเป็นทศนิยมสองตำแหน่ง',
    error: 'ข้อมูลไม่ถูกต้อง',
    mode: 'decimal',
    defaultValue: '100',
  },
};
