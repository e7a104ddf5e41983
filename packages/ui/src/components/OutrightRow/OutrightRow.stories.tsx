import type { Meta, StoryObj } from '@storybook/react-vite';
import { ODDS_FORMATS } from '@touchline/domain';
import { fn } from 'storybook/test';
import { expectReadableText } from '../../test/layout.ts';
import { OddsCell } from '../OddsCell/index.ts';
import { OutrightRow, type OutrightSelection } from './OutrightRow.tsx';

/** 2025-12-24 16:57 UTC: 12-25 00:57 in Asia/Shanghai. */
const DECIDED = 1766595420000;

const field: OutrightSelection[] = [
  { id: 'bar', label: 'Barcelona', price: 6.19 },
  { id: 'mun', label: 'Munich', price: 5.14 },
  { id: 'sha', label: 'Shanghai', price: 47.22, previousPrice: 40 },
  { id: 'kl', label: 'Kuala Lumpur', price: 3.63 },
  { id: 'par', label: 'Paris', price: 7.93, previousPrice: 8.5 },
  { id: 'ams', label: 'Amsterdam', price: 41.1 },
  { id: 'hcm', label: 'Ho Chi Minh City', price: 49 },
  { id: 'rio', label: 'Rio de Janeiro Esports', price: 12.27 },
];

const meta = {
  title: 'Components/OutrightRow',
  component: OutrightRow,
  args: {
    league: 'Premier Division',
    title: 'Winner',
    decidedAt: DECIDED,
    timeZone: 'Asia/Shanghai',
    selections: field,
    onSelect: fn(),
    onFollowChange: fn(),
  },
  argTypes: { format: { control: 'select', options: ODDS_FORMATS } },
} satisfies Meta<typeof OutrightRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Moves shown as the app's live cells hold them (up, down), through the price slot. */
const withMoves: Story['args'] = {
  renderPrice: (selection, { props }) => (
    <OddsCell {...props} previousPrice={selection.previousPrice} holdMovement />
  ),
};

export const Default: Story = {};

export const Playground: Story = { args: { format: 'hongkong', selectedIds: ['mun'] } };

export const Selected: Story = { args: { selectedIds: ['par'], followed: true } };

export const Suspended: Story = {
  args: { selections: field.map((selection) => ({ ...selection, suspended: true })) },
};

/**
 * At 375 px: one line per side, each name and price whole, with its move arrow (issue 15: the
 * outrights were a row of cut buttons without their market's title).
 */
export const Mobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  args: withMoves,
  play: ({ canvasElement }) => expectReadableText(canvasElement),
};

/** In the sportsbook's 636 px centre column at 1280 px: two columns of sides and prices. */
export const DesktopColumn: Story = {
  tags: ['viewport-desktop'],
  globals: { viewport: { value: 'desktop' } },
  args: withMoves,
  decorators: [(Story) => <div style={{ width: 636 }}>{Story()}</div>],
  play: ({ canvasElement }) => expectReadableText(canvasElement),
};

export const Chinese: Story = {
  globals: { locale: 'zh-cn' },
  args: {
    league: '超级联赛',
    title: '冠军',
    selections: [
      { id: 'a', label: '巴塞罗那', price: 6.19 },
      { id: 'b', label: '慕尼黑', price: 5.14 },
      { id: 'c', label: '胡志明市', price: 47.22 },
      { id: 'd', label: '吉隆坡', price: 3.63 },
    ],
  },
};
