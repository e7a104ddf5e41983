import type { Meta, StoryObj } from '@storybook/react-vite';
import { ODDS_FORMATS } from '@touchline/domain';
import { fn } from 'storybook/test';
import { expectReadableText } from '../../test/layout.ts';
import { OddsCell } from '../OddsCell/index.ts';
import { MatchRow, MATCH_ROW_LAYOUTS, type MatchRowOdd, type MatchRowProps } from './MatchRow.tsx';

/** 2025-05-21 11:30 UTC: 05-21 19:30 in Asia/Shanghai. */
const KICK_OFF = 1747827000000;

/** What a match shows: teams, league, kick-off, clock, score, stream. */
type MatchFields = Pick<MatchRowProps, 'teams' | 'league' | 'start' | 'clock' | 'score' | 'stream'>;

/** Before kick-off: no clock, so the start time shows. */
const upcoming: MatchFields = {
  teams: { home: 'Arsenal', away: 'Chelsea' },
  league: 'England Premier League',
  start: KICK_OFF,
};

/** In play in the second half, 2:1, with a stream. */
const inPlay: MatchFields = {
  ...upcoming,
  clock: '2nd half',
  score: { home: '2', away: '1' },
  stream: true,
};

const threeWay: MatchRowOdd[] = [
  { id: '1', label: '1', price: 2.1 },
  { id: 'x', label: 'X', price: 3.4 },
  { id: '2', label: '2', price: 3.25 },
];

const meta = {
  title: 'Components/MatchRow',
  component: MatchRow,
  args: {
    ...upcoming,
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
    ...inPlay,
    live: true,
    followed: true,
    format: 'hongkong',
    layout: 'auto',
    selectedIds: ['x'],
  },
};

export const Live: Story = { args: { ...inPlay, live: true } };

export const Selected: Story = { args: { selectedIds: ['1'] } };

export const Followed: Story = { args: { followed: true } };

export const TwoWay: Story = {
  args: {
    league: 'ATP Rome',
    teams: { home: 'Jannik Sinner', away: 'Carlos Alcaraz' },
    odds: [
      { id: 'h', label: '1', price: 1.72 },
      { id: 'a', label: '2', price: 2.15 },
    ],
    oddsTitle: 'Match winner',
  },
};

export const Suspended: Story = {
  args: {
    ...inPlay,
    clock: '2nd half',
    live: true,
    odds: threeWay.map((odd) => ({ ...odd, suspended: true })),
  },
};

export const NoOdds: Story = { args: { odds: [] } };

/** No stream, no follow, no detail: the plain row. */
export const Minimal: Story = {
  args: { onFollowChange: undefined, onOpen: undefined, onWatch: undefined },
};

const longNames: (MatchFields & { id: number; live: boolean })[] = [
  {
    ...inPlay,
    id: 1,
    live: true,
    clock: '2nd half',
    league: 'ไทยลีก 1 — การแข่งขันฟุตบอลอาชีพระดับสูงสุดของประเทศไทย',
    teams: {
      home: 'สโมสรฟุตบอลบุรีรัมย์ ยูไนเต็ด',
      away: 'สโมสรฟุตบอลการท่าเรือ เอฟซีสโมสรฟุตบอลการท่าเรือ',
    },
  },
  {
    ...upcoming,
    id: 2,
    live: false,
    league: 'Giải bóng đá Vô địch Quốc gia Việt Nam',
    teams: {
      home: 'Câu lạc bộ bóng đá Hoàng Anh Gia Lai',
      away: 'Câu lạc bộ bóng đá Becamex Bình Dương',
    },
  },
  {
    ...upcoming,
    id: 3,
    live: false,
    league: '中国足球协会超级联赛',
    teams: { home: '上海海港足球俱乐部上海海港足球俱乐部', away: '北京国安足球俱乐部' },
  },
];

function Rows(args: MatchRowProps) {
  return (
    <div>
      {longNames.map(({ id, ...match }) => (
        <MatchRow key={id} {...args} {...match} />
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
export const Compact: Story = {
  args: { layout: 'compact', ...inPlay, clock: '2nd half', live: true },
};

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
    ...inPlay,
    live: true,
    selectedIds: ['2'],
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

/** Rows as the sportsbook shows them: each price labelled with its side's name. */
const namedRows: (MatchFields & { id: number; live: boolean; odds: MatchRowOdd[] })[] = [
  {
    ...inPlay,
    id: 11,
    live: true,
    clock: '2nd half',
    league: 'Premier Division',
    teams: { home: 'Ho Chi Minh City', away: 'Rio de Janeiro' },
    odds: [
      { id: '11-h', label: 'Ho Chi Minh City', price: 1.02, previousPrice: 1.05 },
      { id: '11-d', label: 'Draw', price: 15.73, previousPrice: 14.2 },
      { id: '11-a', label: 'Rio de Janeiro', price: 67.35, previousPrice: 60 },
    ],
  },
  {
    ...upcoming,
    id: 12,
    live: false,
    league: 'Continental Cup',
    teams: { home: 'Kuala Lumpur', away: 'Buenos Aires Esports' },
    odds: [
      { id: '12-h', label: 'Kuala Lumpur', price: 2.45, suspended: true },
      { id: '12-d', label: 'Draw', price: 3.1, suspended: true },
      { id: '12-a', label: 'Buenos Aires Esports', price: 2.78, suspended: true },
    ],
  },
  {
    ...upcoming,
    id: 13,
    live: false,
    league: 'Open Masters',
    teams: { home: 'Noah Müller', away: 'Arjun Sharma' },
    odds: [
      { id: '13-h', label: 'Noah Müller', price: 1.72 },
      { id: '13-a', label: 'Arjun Sharma', price: 2.15 },
    ],
  },
];

function NamedRows({ width, ...args }: MatchRowProps & { width?: number }) {
  return (
    <div style={width ? { width } : undefined}>
      {namedRows.map(({ id, odds, ...match }) => (
        <MatchRow
          key={id}
          {...args}
          {...match}
          odds={odds}
          renderPrice={(odd, { props }) => (
            <OddsCell {...props} previousPrice={odd.previousPrice} holdMovement />
          )}
        />
      ))}
    </div>
  );
}

/**
 * At 375 px: prices labelled with long team names wrap the names, never cut them, and keep
 * their move arrow and lock (issue 15). The play function fails on any cut text or broken word.
 */
export const TeamNamesMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  render: (args) => <NamedRows {...args} />,
  play: ({ canvasElement }) => expectReadableText(canvasElement),
};

/**
 * In the sportsbook's centre column at 1280 px (636 px between the sports rail and the slip):
 * one line per match, the named prices whole, with their arrows and locks (issue 15).
 */
export const TeamNamesDesktopColumn: Story = {
  tags: ['viewport-desktop'],
  globals: { viewport: { value: 'desktop' } },
  render: (args) => <NamedRows {...args} width={636} />,
  play: ({ canvasElement }) => expectReadableText(canvasElement),
};
