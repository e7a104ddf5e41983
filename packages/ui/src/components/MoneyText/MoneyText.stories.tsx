import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  MoneyText,
  MONEY_CURRENCY_DISPLAYS,
  MONEY_SIGNS,
  MONEY_SIZES,
  MONEY_TONES,
} from './MoneyText.tsx';

const meta = {
  title: 'Components/MoneyText',
  component: MoneyText,
  args: { amount: '1234567.899', currency: 'CNY' },
  argTypes: {
    amount: { control: 'text' },
    currency: { control: 'text' },
    currencyDisplay: { control: 'inline-radio', options: MONEY_CURRENCY_DISPLAYS },
    sign: { control: 'inline-radio', options: MONEY_SIGNS },
    tone: { control: 'inline-radio', options: MONEY_TONES },
    size: { control: 'inline-radio', options: MONEY_SIZES },
  },
} satisfies Meta<typeof MoneyText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    amount: '-88.8888',
    currency: 'USD',
    currencyDisplay: 'code',
    sign: 'always',
    tone: 'auto',
    size: 'xl',
    hidden: false,
  },
};

const row = { display: 'flex', gap: 24, alignItems: 'baseline', flexWrap: 'wrap' } as const;

/** Floored, never rounded up, and exact beyond what a float can hold. */
export const Examples: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, padding: 16 }}>
      <div style={row}>
        <MoneyText {...args} amount="8.999" currency="CNY" />
        <MoneyText {...args} amount={4.35} currency="USD" />
        <MoneyText {...args} amount="12345678901234567.89" currency="VND" />
        <MoneyText {...args} amount="1500.5" currency="USDT" />
        <MoneyText {...args} amount="0.009" currency="₮" />
      </div>
      <div style={row}>
        {MONEY_CURRENCY_DISPLAYS.map((currencyDisplay) => (
          <MoneyText
            key={currencyDisplay}
            {...args}
            amount="2500"
            currency="USD"
            currencyDisplay={currencyDisplay}
          />
        ))}
      </div>
    </div>
  ),
};

export const PositiveAndNegative: Story = {
  render: (args) => (
    <div style={{ ...row, padding: 16 }}>
      <MoneyText {...args} amount="250.5" sign="always" tone="auto" />
      <MoneyText {...args} amount="-99.999" sign="always" tone="auto" />
      <MoneyText {...args} amount="0" sign="exceptZero" tone="auto" />
    </div>
  ),
  args: { size: 'lg' },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ ...row, padding: 16 }}>
      {MONEY_SIZES.map((size) => (
        <MoneyText key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** The balance toggle's hidden state. */
export const Hidden: Story = { args: { hidden: true, size: 'xl' } };

export const InvalidAmount: Story = { args: { amount: 'not a number' } };
