import type { Meta, StoryObj } from '@storybook/react-vite';
import { StorySite } from '../../stories/StorySite.tsx';
import { withLocale } from '../../stories/withLocale.tsx';

const ok = (data: unknown) => ({ code: 200, msg: '', data });
const down = { code: 500, msg: '' } as const;
const list = '/superadmincenter?tab=sportsbook';
const open = `${list}&match=41002`;

const match = {
  matchId: 41_002,
  sid: 1,
  league: 'Coastal Premier League',
  home: 'Harbour City',
  away: 'Northgate',
  startsAt: 1_795_000_000_000,
  state: 'live',
  held: true,
  heldMarkets: 0,
} as const;

/** A whole match suspended by an operator: every market suspended, reopen offered. */
const heldMatch = ok({
  match,
  markets: [
    {
      id: '41002.1.0.0',
      name: 'Full time result',
      status: 'suspended',
      held: false,
      voided: false,
      selections: [
        { id: '41002.1.0.0.home', name: 'Harbour City', price: 2.1, status: 'suspended' },
        { id: '41002.1.0.0.draw', name: 'Draw', price: 3.25, status: 'suspended' },
        { id: '41002.1.0.0.away', name: 'Northgate', price: 3.4, status: 'suspended' },
      ],
    },
    {
      id: '41002.4.0.10',
      name: 'Total goals',
      status: 'suspended',
      held: false,
      voided: false,
      selections: [
        { id: '41002.4.0.10.over', name: 'Over 2.5', price: 1.95, status: 'suspended' },
        { id: '41002.4.0.10.under', name: 'Under 2.5', price: 1.85, status: 'suspended' },
      ],
    },
    {
      id: '41002.6.0.0',
      name: 'Both teams to score',
      status: 'suspended',
      held: true,
      voided: true,
      selections: [
        { id: '41002.6.0.0.yes', name: 'Yes', price: 1.72, status: 'suspended' },
        { id: '41002.6.0.0.no', name: 'No', price: 2.05, status: 'suspended' },
      ],
    },
  ],
});

const meta = {
  title: 'Screens/Admin/Sportsbook',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  args: { path: open, member: true, role: 'superAdmin' },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The matches beside an open match: one market suspended by an operator, the rest open. */
export const Markets: Story = {};

export const MarketsMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};

/** No match chosen yet. */
export const NoMatchChosen: Story = { args: { path: list } };

/** Filters nobody matches. */
export const MatchesEmpty: Story = {
  args: { path: list, answers: { adminListMatches: ok({ list: [], next: null }) } },
};

/** The matches could not be loaded: a retry. */
export const MatchesError: Story = {
  args: { path: list, answers: { adminListMatches: down } },
};

/** A whole match held: every market suspended, reopen offered; one market void for good. */
export const MatchHeld: Story = { args: { answers: { adminGetMatchMarkets: heldMatch } } };

export const MatchHeldMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  args: { answers: { adminGetMatchMarkets: heldMatch } },
};

/** No bulletin yet, and the bulletins could not be loaded. */
export const BulletinsEmpty: Story = {
  args: { path: list, answers: { adminListBulletins: ok({ list: [], next: null }) } },
};

export const BulletinsError: Story = {
  args: { path: list, answers: { adminListBulletins: down } },
};

/** No sports maintenance set. */
export const NoSportsMaintenance: Story = {
  args: { path: list, answers: { adminGetSportsMaintenance: ok(null) } },
};

/** The markets could not be loaded. */
export const MarketsError: Story = { args: { answers: { adminGetMatchMarkets: down } } };

/** In Thai on a phone (long words, no English left). */
export const ThaiMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' }, locale: 'th' },
};

/** In Vietnamese. */
export const Vietnamese: Story = { globals: { locale: 'vi' } };

/** In Simplified Chinese. */
export const Chinese: Story = { globals: { locale: 'zh-cn' } };
