import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { exampleMatch, sportsExamples } from '@touchline/api/examples';
import type { Language } from '@touchline/domain';
import { StorySite } from '../../stories/StorySite.tsx';
import { setRealtimeFactory } from './feed.ts';
import { createFakeRealtime } from './testing.ts';

// stories have no socket: prices stay as the fixtures give them
setRealtimeFactory(() => createFakeRealtime());

const withLocale: Decorator = (Story, context) => {
  const locale = (['en', 'zh-cn', 'vi', 'th'] as const).includes(context.globals.locale as Language)
    ? (context.globals.locale as Language)
    : 'en';
  return (
    <div key={`${locale}-${String(context.globals.theme)}`}>
      <Story args={{ ...context.args, locale }} />
    </div>
  );
};

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
