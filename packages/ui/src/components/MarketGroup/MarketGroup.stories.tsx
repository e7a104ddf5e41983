import type { Meta, StoryObj } from '@storybook/react-vite';
import { MARKET_CATEGORIES, ODDS_FORMATS } from '@touchline/domain';
import { fn } from 'storybook/test';
import { expectReadableText } from '../../test/layout.ts';
import { tokens } from '../../theme/theme.css.ts';
import {
  groupMarketsByCategory,
  MarketGroup,
  MARKET_GROUP_COLUMNS,
  MARKET_STATUSES,
  type MarketSelectionData,
} from './MarketGroup.tsx';

const fullTime: MarketSelectionData[] = [
  { id: 'ft-1', label: '1', price: 2.1 },
  { id: 'ft-x', label: 'X', price: 3.4 },
  { id: 'ft-2', label: '2', price: 3.25 },
];

const totals: MarketSelectionData[] = [
  { id: 'ou-o25', label: 'Over 2.5', price: 1.9 },
  { id: 'ou-u25', label: 'Under 2.5', price: 1.95 },
  { id: 'ou-o35', label: 'Over 3.5', price: 3.1 },
  { id: 'ou-u35', label: 'Under 3.5', price: 1.36 },
];

const correctScore: MarketSelectionData[] = [
  '1:0',
  '2:0',
  '2:1',
  '0:0',
  '1:1',
  '2:2',
  '0:1',
  '0:2',
  '1:2',
].map((label, i) => ({
  id: `cs-${label}`,
  label,
  price: [6.5, 9, 8.5, 11, 6, 13, 7.5, 12, 9.5][i]!,
}));

const wrap = { display: 'grid', gap: tokens.space[3], maxWidth: 480 } as const;

const meta = {
  title: 'Components/MarketGroup',
  component: MarketGroup,
  args: {
    title: 'Full time result',
    selections: fullTime,
    onSelect: fn(),
    onOpenChange: fn(),
    context: 'Arsenal v Chelsea',
  },
  argTypes: {
    status: { control: 'inline-radio', options: MARKET_STATUSES },
    columns: { control: 'inline-radio', options: MARKET_GROUP_COLUMNS },
    format: { control: 'select', options: ODDS_FORMATS },
  },
  decorators: [(Story) => <div style={wrap}>{Story()}</div>],
} satisfies Meta<typeof MarketGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    title: 'Handicap',
    line: '-0.25',
    status: 'open',
    columns: 'auto',
    format: 'hongkong',
    collapsible: true,
    selections: [
      { id: 'h-1', label: 'Arsenal', price: 1.92 },
      { id: 'h-2', label: 'Chelsea', price: 1.98 },
    ],
    selectedIds: ['h-2'],
  },
};

export const TwoWayWithLine: Story = {
  args: {
    title: 'Handicap',
    line: '-0.25',
    selections: [
      { id: 'h-1', label: 'Arsenal', price: 1.92 },
      { id: 'h-2', label: 'Chelsea', price: 1.98 },
    ],
  },
};

export const TotalsList: Story = { args: { title: 'Total goals', selections: totals } };

export const ManyColumns: Story = { args: { title: 'Correct score', selections: correctScore } };

export const Selected: Story = { args: { selectedIds: ['ft-x'] } };

export const Suspended: Story = { args: { status: 'suspended' } };

export const Closed: Story = { args: { status: 'closed' } };

export const Collapsed: Story = { args: { defaultOpen: false } };

export const NotCollapsible: Story = { args: { collapsible: false } };

export const NoSelections: Story = { args: { selections: [] } };

/** Long Thai and Vietnamese names wrap, in the header and in the cells. */
export const LongNames: Story = {
  render: (args) => (
    <>
      <MarketGroup
        {...args}
        title="ผลการแข่งขันเต็มเวลาพร้อมทั้งสองทีมทำประตูได้"
        line="2.5"
        selections={[
          { id: 'a', label: 'ทีมเหย้าชนะและทั้งสองทีมทำประตูได้', price: 4.33 },
          { id: 'b', label: 'ทีมเยือนชนะและทั้งสองทีมทำประตูได้', price: 6.1 },
        ]}
      />
      <MarketGroup
        {...args}
        title="Kèo chấp châu Á hiệp một — Đội nhà"
        selections={[
          { id: 'c', label: 'Câu lạc bộ bóng đá Hoàng Anh Gia Lai', price: 1.87 },
          { id: 'd', label: 'Becamex Bình Dương', price: 2.02 },
        ]}
      />
    </>
  ),
};

/** Markets grouped under the spec's categories, in display order, with translated names. */
export const ByCategory: Story = {
  render: (args) => {
    const markets = [
      {
        id: 'm1',
        category: 'c',
        title: 'Total corners',
        line: '9.5',
        selections: [
          { id: 'c-o', label: 'Over 9.5', price: 1.83 },
          { id: 'c-u', label: 'Under 9.5', price: 1.97 },
        ],
      },
      { id: 'm2', category: 'p', title: 'Full time result', line: null, selections: fullTime },
      { id: 'm3', category: 'cs', title: 'Correct score', line: null, selections: correctScore },
      {
        id: 'm4',
        category: 'unknown',
        title: 'Odd or even',
        line: null,
        selections: [
          { id: 'odd', label: 'Odd', price: 1.95 },
          { id: 'even', label: 'Even', price: 1.9 },
        ],
      },
    ];
    return (
      <>
        {groupMarketsByCategory(markets).map(({ category, markets: list }) => (
          <MarketGroup.Category key={category} category={category}>
            {list.map((market) => (
              <MarketGroup
                key={market.id}
                {...args}
                title={market.title}
                line={market.line}
                selections={market.selections}
              />
            ))}
          </MarketGroup.Category>
        ))}
      </>
    );
  },
};

/** Every category key of the spec with its translated name (use the locale toolbar). */
export const AllCategories: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: tokens.space[2] }}>
      {MARKET_CATEGORIES.map((category) => (
        <MarketGroup.Category key={category} category={category} headingLevel={3} />
      ))}
    </div>
  ),
};

/** Compound use: selections as children. */
export const WithChildren: Story = {
  render: (args) => (
    <MarketGroup {...args} title="Both teams to score" selections={undefined} columns={2}>
      <MarketGroup.Selection label="Yes" price={1.72} />
      <MarketGroup.Selection label="No" price={2.05} selected />
    </MarketGroup>
  ),
};

/**
 * A match's handicaps and totals at 375 px (issue 15): two columns of side-and-line cells, the
 * line and the price always whole, a long side's name wrapping; suspended ones keep their lock.
 * The play function fails on any cut text.
 */
export const LinesMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ display: 'grid', gap: tokens.space[3] }}>{Story()}</div>],
  render: (args) => (
    <>
      <MarketGroup
        {...args}
        title="Handicap"
        selections={[
          { id: 'h1', label: 'Ho Chi Minh City', line: '-0.25', price: 2.1 },
          { id: 'h2', label: 'Rio de Janeiro', line: '+0.25', price: 20.9, previousPrice: 18 },
        ]}
      />
      <MarketGroup
        {...args}
        title="Handicap"
        status="suspended"
        selections={[
          { id: 'h3', label: 'Madrid', line: '-0.75', price: 1.79 },
          { id: 'h4', label: 'Amsterdam', line: '+0.75', price: 63.75 },
        ]}
      />
      <MarketGroup
        {...args}
        title="Over/Under"
        selections={[
          { id: 'o1', label: 'Over', line: '2.25', price: 1.13, previousPrice: 1.2 },
          { id: 'o2', label: 'Under', line: '2.25', price: 5.89 },
          { id: 'o3', label: 'Over', line: '12.75', price: 11.5 },
          { id: 'o4', label: 'Under', line: '12.75', price: 1.01 },
        ]}
      />
    </>
  ),
  play: ({ canvasElement }) => expectReadableText(canvasElement),
};
