import type { Meta, StoryObj } from '@storybook/react-vite';
import { ODDS_FORMATS } from '@touchline/domain';
import { fn } from 'storybook/test';
import { OddsCell } from '../OddsCell/index.ts';
import { MatchRow, MATCH_ROW_LAYOUTS, type MatchRowMatch, type MatchRowOdd } from './MatchRow.tsx';

/** 2025-05-21 11:30 UTC: 05-21 19:30 in Asia/Shanghai. */
const KICK_OFF = 1747827000000;

const upcoming: MatchRowMatch = {
  id: 9001,
  ms: 4,
  bt: KICK_OFF,
  lg: { na: 'England Premier League' },
  mc: null,
  liveUrl: null,
  home: { na: 'Arsenal' },
  away: { na: 'Chelsea' },
  scores: [],
};

const inPlay: MatchRowMatch = {
  ...upcoming,
  id: 9002,
  ms: 5,
  mc: { pe: 2 },
  liveUrl: 'https://stream.example/9002.m3u8',
  scores: [{ score: '2:1' }],
};

const threeWay: MatchRowOdd[] = [
  { id: '1', label: '1', price: 2.1 },
  { id: 'x', label: 'X', price: 3.4 },
  { id: '2', label: '2', price: 3.25 },
];

const periods: Record<string, string> = { '1': '1H', '2': '2H' };

const meta = {
  title: 'Components/MatchRow',
  component: MatchRow,
  args: {
    match: upcoming,
    odds: threeWay,
    oddsTitle: 'Full time result',
    timeZone: 'Asia/Shanghai',
    onSelect: fn(),
    onFollowChange: fn(),
    onWatch: fn(),
    onOpen: fn(),
    marketCount: 124,
  },
  argTypes: {
    layout: { control: 'inline-radio', options: MATCH_ROW_LAYOUTS },
    format: { control: 'select', options: ODDS_FORMATS },
  },
} satisfies Meta<typeof MatchRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    match: inPlay,
    live: true,
    followed: true,
    format: 'hongkong',
    layout: 'auto',
    selectedIds: ['x'],
    periodLabel: (period: string) => periods[period] ?? period,
  },
};

export const Live: Story = {
  args: { match: inPlay, live: true, periodLabel: (period: string) => periods[period] ?? period },
};

/** Without a period label the raw period of the feed is shown. */
export const LiveRawPeriod: Story = { args: { match: inPlay, live: true } };

export const Selected: Story = { args: { selectedIds: ['1'] } };

export const Followed: Story = { args: { followed: true } };

export const TwoWay: Story = {
  args: {
    match: {
      ...upcoming,
      lg: { na: 'ATP Rome' },
      home: { na: 'Jannik Sinner' },
      away: { na: 'Carlos Alcaraz' },
    },
    odds: [
      { id: 'h', label: '1', price: 1.72 },
      { id: 'a', label: '2', price: 2.15 },
    ],
    oddsTitle: 'Match winner',
  },
};

export const Suspended: Story = {
  args: {
    match: inPlay,
    live: true,
    odds: threeWay.map((odd) => ({ ...odd, suspended: true })),
  },
};

export const NoOdds: Story = { args: { odds: [] } };

/** No stream, no follow, no detail: the plain row. */
export const Minimal: Story = {
  args: { onFollowChange: undefined, onOpen: undefined, onWatch: undefined },
};

const longNames: MatchRowMatch[] = [
  {
    ...inPlay,
    id: 1,
    lg: { na: 'ไทยลีก 1 — การแข่งขันฟุตบอลอาชีพระดับสูงสุดของประเทศไทย' },
    home: { na: 'สโมสรฟุตบอลบุรีรัมย์ ยูไนเต็ด' },
    away: { na: 'สโมสรฟุตบอลการท่าเรือ เอฟซีสโมสรฟุตบอลการท่าเรือ' },
  },
  {
    ...upcoming,
    id: 2,
    lg: { na: 'Giải bóng đá Vô địch Quốc gia Việt Nam' },
    home: { na: 'Câu lạc bộ bóng đá Hoàng Anh Gia Lai' },
    away: { na: 'Câu lạc bộ bóng đá Becamex Bình Dương' },
  },
  {
    ...upcoming,
    id: 3,
    lg: { na: '中国足球协会超级联赛' },
    home: { na: '上海海港足球俱乐部上海海港足球俱乐部' },
    away: { na: '北京国安足球俱乐部' },
  },
];

function Rows(args: Parameters<typeof MatchRow>[0]) {
  return (
    <div>
      {longNames.map((match) => (
        <MatchRow key={match.id} {...args} match={match} live={match.ms === 5} />
      ))}
    </div>
  );
}

/** Long Thai, Vietnamese and Chinese names wrap to two lines without moving the prices. */
export const LongNames: Story = { render: (args) => <Rows {...args} /> };

/** The phone layout: league and clock above the teams, prices in a full-width row. */
export const Mobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  render: (args) => <Rows {...args} />,
};

/** The desktop layout: one line per match. */
export const Desktop: Story = {
  tags: ['viewport-desktop'],
  globals: { viewport: { value: 'desktop' } },
  render: (args) => <Rows {...args} />,
};

/** The compact layout forced, whatever the width. */
export const Compact: Story = { args: { layout: 'compact', match: inPlay, live: true } };

/** Live prices the app would hold outside the row (a store with one subscription per price). */
const livePrices: Record<string, { price: number; suspended?: boolean }> = {
  '1': { price: 2.25 },
  x: { price: 3.4, suspended: true },
  '2': { price: 3.05 },
};

/**
 * `renderPrice`: the app renders each cell itself — here from live prices that moved since the
 * row's snapshot (up, suspended, down) — while the row keeps the layout, labels and clicks.
 */
export const PriceSlot: Story = {
  args: {
    match: inPlay,
    live: true,
    selectedIds: ['2'],
    periodLabel: (period: string) => periods[period] ?? period,
    renderPrice: (odd, { props }) => {
      const live = livePrices[odd.id];
      return live ? (
        <OddsCell
          {...props}
          previousPrice={odd.price}
          price={live.price}
          suspended={live.suspended}
          holdMovement
        />
      ) : null;
    },
  },
};
