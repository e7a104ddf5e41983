import type { Meta, StoryObj } from '@storybook/react-vite';
import { ODDS_FORMATS } from '@touchline/domain';
import { fn } from 'storybook/test';
import { tokens, vars } from '../../theme/theme.css.ts';
import { OddsCell, ODDS_CELL_LAYOUTS } from './OddsCell.tsx';

const meta = {
  title: 'Components/OddsCell',
  component: OddsCell,
  args: { price: 2.1, format: 'decimal', label: '1', onClick: fn() },
  argTypes: {
    format: { control: 'select', options: ODDS_FORMATS },
    layout: { control: 'inline-radio', options: ODDS_CELL_LAYOUTS },
    price: { control: { type: 'number', step: 0.01 } },
    previousPrice: { control: { type: 'number', step: 0.01 } },
  },
} satisfies Meta<typeof OddsCell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Change `price` in the controls to see the live flash (1.2 s; a still arrow for 3 s under reduced motion). */
export const Playground: Story = {
  args: {
    price: 1.85,
    label: 'Over 2.5',
    layout: 'inline',
    format: 'hongkong',
    selected: false,
    suspended: false,
    holdMovement: false,
    context: 'Arsenal v Chelsea, Total goals',
  },
};

/** One price in every display format of domain `formatOdds`. */
export const Formats: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, max-content)',
        gap: tokens.space[2],
      }}
    >
      {ODDS_FORMATS.map((format) => (
        <div key={format} style={{ display: 'contents' }}>
          <span style={{ color: vars.color.muted, alignSelf: 'center' }}>{format}</span>
          <OddsCell {...args} format={format} price={2.1} />
          <OddsCell {...args} format={format} price={1.615} label="2" />
        </div>
      ))}
    </div>
  ),
};

export const Decimal: Story = { args: { format: 'decimal' } };
export const HongKong: Story = { args: { format: 'hongkong' } };
export const Malay: Story = { args: { format: 'malay', price: 2.5 } };
export const Indonesian: Story = { args: { format: 'indonesian', price: 1.5 } };
export const American: Story = { args: { format: 'american', price: 3.25 } };
export const Fractional: Story = { args: { format: 'fractional', price: 2.75 } };

/** The price rose from 1.95: ▲ in the up colour over a faint up tint. */
export const Up: Story = { args: { previousPrice: 1.95, price: 2.05, holdMovement: true } };

/** The price fell from 2.20: ▼ in the down colour over a faint down tint. */
export const Down: Story = { args: { previousPrice: 2.2, price: 2.05, holdMovement: true } };

export const Suspended: Story = { args: { suspended: true } };

export const Selected: Story = { args: { selected: true } };

export const SelectedAndMoved: Story = {
  args: { selected: true, previousPrice: 1.95, price: 2.05, holdMovement: true },
};

/** No price ('-'): nothing to pick. */
export const NoPrice: Story = { args: { price: null } };

/** Inline layout of market lists: the label takes the room, the price keeps its width. */
export const Inline: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: tokens.space[2], width: 240 }}>
      <OddsCell {...args} layout="inline" label="Over 2.5" price={1.9} />
      <OddsCell {...args} layout="inline" label="Under 2.5" price={12.5} />
      <OddsCell
        {...args}
        layout="inline"
        label="ทีมเหย้าชนะและทั้งสองทีมทำประตูได้"
        price={7.25}
        previousPrice={7}
        holdMovement
      />
    </div>
  ),
};
