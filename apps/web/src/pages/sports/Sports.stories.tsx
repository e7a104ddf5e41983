import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Market, Match } from '@touchline/api';
import { exampleMatch, exampleMatchDetail, sportsExamples } from '@touchline/api/examples';
import { expectReadableText } from '@touchline/ui/test';
import { within } from 'storybook/test';
import { StorySite } from '../../stories/StorySite.tsx';
import { setRealtimeFactory } from './feed.ts';
import { createFakeRealtime } from './testing.ts';
import { withLocale } from '../../stories/withLocale.tsx';

// stories have no socket: prices stay as the fixtures give them
setRealtimeFactory(() => createFakeRealtime());

const meta = {
  title: 'Screens/Sports',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  args: { path: '/sports', member: true },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

const ok = (data: unknown) => ({ code: 200, msg: '', data });
const down = { code: 500, msg: '' } as const;
const emptyPage = ok({ records: [], total: 0, current: 1, size: 50 });

/** Many matches, to see the virtual list and its paging. */
const manyMatches = ok({
  records: Array.from({ length: 50 }, (_, i) => ({
    ...exampleMatch,
    id: 91000 + i,
    home: { ...exampleMatch.home, na: `Home ${i + 1}` },
    away: { ...exampleMatch.away, na: `Away ${i + 1}` },
    markets: exampleMatch.markets.map((m) => ({
      ...m,
      id: `${m.id}-${i}`,
      selections: m.selections.map((s) => ({ ...s, id: `${s.id}-${i}` })),
    })),
  })),
  total: 400,
  current: 1,
  size: 50,
});

export const List: Story = {};

export const ListLive: Story = { args: { path: '/sports?tab=live' } };

export const ListMany: Story = { args: { answers: { listMatches: manyMatches } } };

export const ListLoading: Story = {
  args: { answers: { listMatches: 'hang', listOnSaleLeagues: 'hang' } },
};

export const ListEmpty: Story = { args: { answers: { listMatches: emptyPage } } };

export const ListFailed: Story = { args: { answers: { listMatches: down } } };

export const FollowEmpty: Story = { args: { path: '/sports?tab=follow' } };

export const Maintenance: Story = {
  args: {
    answers: {
      getStatistics: {
        code: 8,
        msg: '体育维护中，维护时间 2026-11-23 02:00:00 至 2026-11-23 06:30:00',
      },
    },
  },
};

export const MaintenanceWithoutPeriod: Story = {
  args: { answers: { getStatistics: { code: 8, msg: 'maintenance' } } },
};

export const Detail: Story = { args: { path: '/sports/sportsdetail/90001' } };

export const DetailLoading: Story = {
  args: { path: '/sports/sportsdetail/90001', answers: { getMatchDetail: 'hang' } },
};

export const DetailFailed: Story = {
  args: { path: '/sports/sportsdetail/90001', answers: { getMatchDetail: down } },
};

export const DetailNoMarkets: Story = {
  args: {
    path: '/sports/sportsdetail/90002',
    answers: {
      getMatchDetail: ok({ ...sportsExamples.getMatchDetail.response, markets: [], tabs: [] }),
    },
  },
};

export const Results: Story = {
  args: {
    path: '/sports?view=results',
    answers: {
      pageMatchResults: ok({
        records: sportsExamples.listMatchResults.response,
        total: 1,
        current: 1,
        size: 20,
      }),
    },
  },
};

export const ResultsEmpty: Story = { args: { path: '/sports?view=results' } };

export const MyBets: Story = { args: { path: '/sports?view=bets' } };

export const MyBetsEmpty: Story = {
  args: { path: '/sports?view=bets', answers: { listBets: ok({ records: [] }) } },
};

export const Settings: Story = { args: { path: '/sports?view=settings' } };

/**
 * A phone with an empty slip, on My bets: no floating "Bet slip (0)" bar over the last bet and
 * its cash-out button (the bar shows only with picks, and then the page ends above it).
 */
export const MobileEmptySlip: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  args: { path: '/sports?view=bets' },
};

// ——— issue 15: long names, lines, outrights, suspended prices — nothing cut ———

/** A market as the feed words it (a total's selections are named with their line). */
function market(
  id: string,
  name: string,
  status: Market['status'],
  sides: [string, string | null, number][],
): Market {
  return {
    id,
    mty: name === 'Handicap' ? 3 : name === 'Over/Under' ? 4 : 1,
    pe: 0,
    category: 'p',
    name,
    status,
    selections: sides.map(([side, line, price], i) => ({
      id: `${id}-${i}`,
      name: side,
      price,
      line,
      status: 'open' as const,
    })),
  };
}

const longNames = (id: number, home: string, away: string, suspended = false): Match => ({
  ...exampleMatch,
  id,
  lg: { id: 401, na: 'Premier Division' },
  home: { id: id * 10 + 1, na: home, logo: null },
  away: { id: id * 10 + 2, na: away, logo: null },
  markets: [
    market(`m-${id}-1`, 'Match result', suspended ? 'suspended' : 'open', [
      [home, null, 1.02],
      ['Draw', null, 15.73],
      [away, null, 67.35],
    ]),
  ],
});

const longNameMatches = ok({
  records: [
    longNames(93001, 'Ho Chi Minh City', 'Rio de Janeiro Esports'),
    longNames(93002, 'Kuala Lumpur', 'Buenos Aires Esports', true),
    { ...longNames(93003, 'Manchester', 'Amsterdam'), ms: 4, mc: null, scores: [] },
  ],
  total: 3,
  current: 1,
  size: 50,
});

/** The list's match rows must read whole: every name, line and price (the page's own ticker scrolls). */
const listReadable: Story['play'] = async ({ canvasElement }) => {
  const list = await within(canvasElement).findByRole(
    'list',
    { name: 'Matches' },
    { timeout: 10_000 },
  );
  await within(list).findAllByRole('article');
  await expectReadableText(list);
};

/** Long team names at 375 px: the names wrap, the prices keep their width and their locks. */
export const ListLongNamesMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  args: { answers: { listMatches: longNameMatches } },
  play: listReadable,
};

/** The same at 1280 px, in the 636 px column between the sports and the slip. */
export const ListLongNames: Story = {
  args: { answers: { listMatches: longNameMatches } },
  play: listReadable,
};

const detailWithLines = ok({
  ...exampleMatchDetail,
  home: { id: 11, na: 'Ho Chi Minh City', logo: null },
  away: { id: 12, na: 'Rio de Janeiro', logo: null },
  tabs: [
    { category: 'p', mty: 3, pe: 0 },
    { category: 'p', mty: 4, pe: 0 },
  ],
  markets: [
    market('m-h1', 'Handicap', 'open', [
      ['Ho Chi Minh City', '-0.25', 2.1],
      ['Rio de Janeiro', '+0.25', 1.8],
    ]),
    market('m-h2', 'Handicap', 'suspended', [
      ['Ho Chi Minh City', '-0.75', 1.79],
      ['Rio de Janeiro', '+0.75', 2.05],
    ]),
    market('m-t1', 'Over/Under', 'open', [
      ['Over 2.25', '2.25', 1.13],
      ['Under 2.25', '2.25', 5.89],
    ]),
    market('m-t2', 'Over/Under', 'open', [
      ['Over 12.75', '12.75', 11.5],
      ['Under 12.75', '12.75', 1.01],
    ]),
  ],
});

/** The detail's handicaps and totals at 375 px: each line once and whole beside its side. */
export const DetailLinesMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  args: { path: '/sports/sportsdetail/90001', answers: { getMatchDetail: detailWithLines } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findAllByRole('heading', { name: /Handicap/ }, { timeout: 10_000 });
    for (const group of page.getAllByRole('region').filter((r) => r.querySelector('h2'))) {
      await expectReadableText(group);
    }
  },
};

const FIELD = [
  'Barcelona',
  'Munich',
  'Shanghai',
  'Kuala Lumpur',
  'Paris',
  'Amsterdam',
  'Ho Chi Minh City',
  'Rio de Janeiro Esports',
];

const outright = (id: number, league: string): Match => ({
  ...exampleMatch,
  id,
  ms: 4,
  mc: null,
  liveUrl: null,
  scores: [],
  lg: { id, na: league },
  home: { id: id * 10 + 1, na: `${league} – Winner`, logo: null },
  away: { id: id * 10 + 2, na: `${league} – The field`, logo: null },
  markets: [
    {
      ...market(
        `m-${id}`,
        'Winner',
        'open',
        FIELD.map((team, i) => [team, null, 3.63 + i * 5.5]),
      ),
      mty: 20,
      category: 'o',
    },
  ],
  marketCount: 1,
});

const outrights = ok({
  records: [outright(94001, 'Premier Division'), outright(94002, 'Continental Cup')],
  total: 2,
  current: 1,
  size: 50,
});

/** Outrights under their market's title, a line per side (a row of cut buttons before). */
export const Outrights: Story = {
  args: { path: '/sports?tab=champions', answers: { listMatches: outrights } },
  play: listReadable,
};

export const OutrightsMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  args: { path: '/sports?tab=champions', answers: { listMatches: outrights } },
  play: listReadable,
};
