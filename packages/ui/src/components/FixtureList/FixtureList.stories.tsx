import type { Meta, StoryObj } from '@storybook/react-vite';
import { FixtureList, type Fixture } from './FixtureList.tsx';

/** 2026-11-27 20:00 at UTC+8. */
const T = Date.UTC(2026, 10, 27, 12, 0);
const HOUR = 3_600_000;

const FIXTURES: Fixture[] = [
  {
    id: 1,
    league: 'Premier Division',
    home: 'Riverside Rovers',
    away: 'Harbour City',
    startsAt: T - HOUR,
    status: 'live',
    score: '2:1',
    clock: { period: 2, minute: 67 },
    href: '/sports/sportsdetail/1',
  },
  {
    id: 2,
    league: 'Continental Cup',
    home: 'Northbridge Athletic',
    away: 'Saint Marlowe Wanderers Football Club',
    startsAt: T + 2 * HOUR,
    status: 'upcoming',
    href: '/sports/sportsdetail/2',
  },
  {
    id: 3,
    league: 'Premier Division',
    home: 'Eastport United',
    away: 'Kingsgate',
    startsAt: T + 26 * HOUR,
    status: 'upcoming',
    href: '/sports/sportsdetail/3',
  },
  {
    id: 4,
    league: 'Premier Division',
    home: 'Harbour City',
    away: 'Eastport United',
    startsAt: T - 24 * HOUR,
    status: 'finished',
    score: '0:3',
    href: '/sports/sportsdetail/4',
  },
];

const meta = {
  title: 'Components/FixtureList',
  component: FixtureList,
  args: {
    title: 'Fixtures',
    sportId: 1,
    fixtures: FIXTURES,
    emptyText: 'No fixtures are scheduled yet.',
    timeZone: 'Asia/Shanghai',
  },
} satisfies Meta<typeof FixtureList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Results: Story = {
  args: {
    title: 'Results',
    fixtures: FIXTURES.filter((f) => f.status === 'finished'),
  },
};

export const Live: Story = {
  args: { title: 'Live now', fixtures: FIXTURES.filter((f) => f.status === 'live') },
};

/** A sport with sets: the live row names the set, no minute. */
export const LiveSets: Story = {
  args: {
    title: 'Live now',
    sportId: 13,
    fixtures: [
      {
        id: 9,
        league: 'Volleyball Nations League',
        home: 'Brazil',
        away: 'Japan',
        startsAt: T - HOUR,
        status: 'live',
        score: '1:1',
        clock: { period: 3, minute: null },
        href: '/sports/sportsdetail/9',
      },
    ],
  },
};

export const Empty: Story = { args: { fixtures: [] } };

export const Mobile: Story = { tags: ['viewport-mobile'] };

export const MobileEmpty: Story = { tags: ['viewport-mobile'], args: { fixtures: [] } };
