import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Select, SELECT_SIZES, type SelectOption } from './Select.tsx';

const oddsFormats: SelectOption[] = [
  { value: 'eu', label: 'European (2.50)' },
  { value: 'hk', label: 'Hong Kong (1.50)' },
  { value: 'my', label: 'Malay (-0.67)' },
  { value: 'id', label: 'Indonesian (1.50)' },
  { value: 'us', label: 'American (+150)' },
  { value: 'uk', label: 'Fractional (3/2)', disabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Odds format', options: oddsFormats, defaultValue: 'eu', onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: SELECT_SIZES },
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    placeholder: { control: 'text' },
    options: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    size: 'lg',
    hint: 'Prices everywhere use this format.',
    disabled: false,
    optional: false,
  },
};

/** "Choose…" in the active language until something is chosen. */
export const Placeholder: Story = {
  args: { defaultValue: undefined, placeholder: true, label: 'Country code' },
};

export const WithError: Story = {
  args: { defaultValue: undefined, placeholder: true, label: 'Sport', error: 'Illegal input' },
};

export const WithHint: Story = { args: { hint: 'Hong Kong odds show the profit per 1 staked.' } };

export const Disabled: Story = { args: { disabled: true } };

export const WithOptionChildren: Story = {
  args: {
    options: undefined,
    label: 'Language',
    defaultValue: 'vi',
    children: [
      <option key="en" value="en">
        English
      </option>,
      <option key="zh-cn" value="zh-cn">
        简体中文
      </option>,
      <option key="vi" value="vi">
        Tiếng Việt
      </option>,
      <option key="th" value="th">
        ไทย
      </option>,
    ],
  },
};

function ControlledSelect() {
  const [value, setValue] = useState('hk');
  return (
    <Select
      label="Odds format (controlled)"
      options={oddsFormats}
      value={value}
      onValueChange={setValue}
      hint={`Value in state: ${value}`}
    />
  );
}

export const Controlled: Story = { render: () => <ControlledSelect /> };

export const LongVietnamese: Story = {
  args: {
    label: 'Định dạng tỷ lệ cược hiển thị trên toàn bộ trang web',
    options: [{ value: 'eu', label: 'Châu Âu — tỷ lệ thập phân bao gồm cả tiền cược gốc' }],
    hint: 'Áp dụng cho tất cả các trận đấu và cược xiên.',
  },
};
