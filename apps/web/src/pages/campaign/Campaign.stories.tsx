import type { CampaignDetail } from '@touchline/api';
import { exampleSignInCampaign } from '@touchline/api/examples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StorySite } from '../../stories/StorySite.tsx';
import { withLocale } from '../../stories/withLocale.tsx';
import { down, loaded, ok } from '../personal/stories/fixtures.ts';
import {
  catalogueCampaign,
  exampleNewbieCampaign,
  exampleTournamentCampaign,
  exampleWheelCampaign,
  newbieCampaign,
  wheelCampaign,
} from './fixtures.ts';

const member = (campaign: CampaignDetail, path = campaign.path) => ({
  args: { path, member: true, answers: { getCampaign: ok(campaign) } },
});
const visitor = (path: string) => ({
  args: { path, member: false, answers: { getCampaign: ok(catalogueCampaign(path)) } },
});
// the tag is written at each phone story: Storybook reads tags statically, not from a spread
const mobile = {
  globals: { viewport: { value: 'mobile' } },
};

const meta = {
  title: 'Screens/Campaign',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  play: loaded,
  args: { path: '/sign-activity', member: true },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The daily check-in of a member two days into a streak. */
export const SignIn: Story = member(exampleSignInCampaign);
export const SignInPhone: Story = {
  ...member(exampleSignInCampaign),
  ...mobile,
  tags: ['viewport-mobile'],
};

/** The wheel with two spins left and its published chances. */
export const LuckyWheel: Story = member(exampleWheelCampaign);
export const LuckyWheelPhone: Story = {
  ...member(exampleWheelCampaign),
  ...mobile,
  tags: ['viewport-mobile'],
};

/** The wheel in Vietnamese on a phone: the seed's own texts, prizes on the segments. */
export const LuckyWheelVietnamesePhone: Story = {
  ...member(wheelCampaign('vi')),
  globals: { viewport: { value: 'mobile' }, locale: 'vi' },
  tags: ['viewport-mobile'],
};

/** Newcomer steps: one claimed, one to claim, two to do. */
export const NewbieTasks: Story = member(exampleNewbieCampaign);
/** The steps in Chinese on a phone. */
export const NewbieTasksChinesePhone: Story = {
  ...member(newbieCampaign('zh-cn')),
  globals: { viewport: { value: 'mobile' }, locale: 'zh-cn' },
  tags: ['viewport-mobile'],
};

/** The first-deposit match: a bonus claimed, its wagering under way. */
export const DepositMatch: Story = member({
  ...catalogueCampaign('/firstcharge')!,
  eligibility: { ok: true },
  depositMatch: {
    percent: '100',
    minDeposit: '100.00',
    cap: '888.00',
    wageringMultiple: 10,
    firstDepositOnly: true,
    claimable: '0.00',
    bonus: {
      deposit: '500.00',
      bonus: '500.00',
      required: '10000.00',
      done: '3250.00',
      complete: false,
    },
  },
});

/** Rebate: yesterday's share to claim. */
export const Rebate: Story = member({
  ...catalogueCampaign('/rebate-activity')!,
  eligibility: { ok: true },
  rebate: {
    percent: '0.8',
    period: 'day',
    products: ['sports'],
    maxPerPeriod: '8888.00',
    last: {
      startsAt: exampleSignInCampaign.startsAt,
      endsAt: exampleSignInCampaign.startsAt + 86_400_000,
      turnover: '12500.00',
      rebate: '100.00',
      claimed: false,
      claimUntil: exampleSignInCampaign.startsAt + 2 * 86_400_000,
    },
    currentTurnover: '2300.00',
  },
});

/** A running leaderboard with the member on it. */
export const Leaderboard: Story = member({
  ...catalogueCampaign('/game-activity')!,
  eligibility: { ok: true },
  leaderboard: {
    products: ['games'],
    prizes: ['888.00', '388.00', '188.00'],
    entries: [
      { rank: 1, name: 'lu***88', score: '152300.00', prize: '888.00', you: false, paid: false },
      { rank: 2, name: 'ha***an', score: '98000.00', prize: '388.00', you: false, paid: false },
      { rank: 3, name: 'lu***88', score: '45210.50', prize: '188.00', you: true, paid: false },
    ],
  },
});
export const LeaderboardPhone: Story = { ...Leaderboard, ...mobile, tags: ['viewport-mobile'] };

/** A closed board: the member placed third and collects the prize here. */
export const LeaderboardPrize: Story = member({
  ...catalogueCampaign('/game-activity')!,
  state: 'ended',
  eligibility: { ok: true },
  leaderboard: {
    products: ['games'],
    prizes: ['888.00', '388.00', '188.00'],
    entries: [
      { rank: 1, name: 'lu***88', score: '152300.00', prize: '888.00', you: false, paid: false },
      { rank: 2, name: 'h*****n', score: '98000.00', prize: '388.00', you: false, paid: false },
      { rank: 3, name: 'l*****8', score: '45210.50', prize: '188.00', you: true, paid: false },
    ],
  },
});

/** A closed board the server has paid: the member's prize shows as credited. */
export const LeaderboardPaid: Story = member({
  ...catalogueCampaign('/game-activity')!,
  state: 'ended',
  eligibility: { ok: false, reason: 'ended' },
  leaderboard: {
    products: ['games'],
    prizes: ['888.00', '388.00', '188.00'],
    entries: [
      { rank: 1, name: 'lu***88', score: '152300.00', prize: '888.00', you: false, paid: true },
      { rank: 2, name: 'h*****n', score: '98000.00', prize: '388.00', you: false, paid: true },
      { rank: 3, name: 'l*****8', score: '45210.50', prize: '188.00', you: true, paid: true },
    ],
  },
});

/** An ended rebate: its last period still to claim, until the grace window closes. */
export const RebateAfterEnd: Story = member({
  ...catalogueCampaign('/rebate-activity')!,
  state: 'ended',
  endsAt: exampleSignInCampaign.startsAt + 86_400_000,
  eligibility: { ok: false, reason: 'ended' },
  rebate: {
    percent: '0.8',
    period: 'day',
    products: ['sports'],
    maxPerPeriod: '8888.00',
    last: {
      startsAt: exampleSignInCampaign.startsAt,
      endsAt: exampleSignInCampaign.startsAt + 86_400_000,
      turnover: '12500.00',
      rebate: '100.00',
      claimed: false,
      claimUntil: exampleSignInCampaign.startsAt + 8 * 86_400_000,
    },
    currentTurnover: null,
  },
});

/** A tournament schedule from the sports feed: live, next fixtures, results, each a link. */
export const Tournament: Story = member(exampleTournamentCampaign());
export const TournamentPhone: Story = {
  ...member(exampleTournamentCampaign()),
  ...mobile,
  tags: ['viewport-mobile'],
};

/** A tournament whose competitions have no fixture or result yet. */
export const TournamentEmpty: Story = member(exampleTournamentCampaign('en', true));
export const TournamentEmptyPhone: Story = {
  ...member(exampleTournamentCampaign('en', true)),
  ...mobile,
  tags: ['viewport-mobile'],
};

/** Hero, text, images and rules only. */
export const Static: Story = visitor('/ActivityView/StaticActivity');

/** Ended: the notice and the final ranking. */
export const Ended: Story = visitor('/game-activity-argentina');

/** Not started: the countdown to its start. */
export const Upcoming: Story = visitor('/national-activity');

/** A visitor reads everything; a call to log in stands where the actions would be. */
export const Visitor: Story = visitor('/sign-activity');
export const VisitorPhone: Story = {
  ...visitor('/sign-activity'),
  ...mobile,
  tags: ['viewport-mobile'],
};

/** An address with no campaign. */
export const NotFound: Story = {
  args: {
    path: '/christmas-activities',
    answers: { getCampaign: { code: 404, msg: 'There is no campaign at this address.' } },
  },
};

export const LoadError: Story = {
  args: { path: '/sign-activity', answers: { getCampaign: down } },
};

/** /activity: the promotions list with its filters. */
export const Promotions: Story = { args: { path: '/activity', member: false } };
export const PromotionsPhone: Story = {
  args: { path: '/activity', member: false },
  ...mobile,
  tags: ['viewport-mobile'],
};
