import type { Meta, StoryObj } from '@storybook/react-vite';
import { StorySite } from '../../stories/StorySite.tsx';
import { withLocale } from '../../stories/withLocale.tsx';
import { seededRules, wheelCampaign } from './rewardFixtures.ts';
import { BetTiers, RewardRulesPanels, VipLevelForm } from './RewardRulesPanels.tsx';

const ok = (data: unknown) => ({ code: 200, msg: '', data });
const down = { code: 500, msg: '' } as const;
/** The panels shown on their own (as the campaigns section shows them under its table). */
const rulesPath = '/superadmincenter/rules';
const rules = { adminGetRewardRules: ok(seededRules) };

const meta = {
  title: 'Screens/Admin/Rewards',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  args: {
    path: rulesPath,
    member: true,
    role: 'superAdmin',
    answers: rules,
    panel: <RewardRulesPanels />,
  },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The twelve VIP levels beside the invitation's bet, deposit and VIP awards, as stored. */
export const Rules: Story = {};

export const RulesMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};

/** In Simplified Chinese. */
export const RulesChinese: Story = { globals: { locale: 'zh-cn' } };

/** In Vietnamese on a phone. */
export const RulesVietnameseMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' }, locale: 'vi' },
};

/** In Thai on a phone. */
export const RulesThaiMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' }, locale: 'th' },
};

/** The rules could not be loaded: a retry in each panel. */
export const RulesError: Story = { args: { answers: { adminGetRewardRules: down } } };

/** A level open for editing with a threshold below the level under it: refused, save off. */
export const LevelRefused: Story = {
  args: {
    panel: (
      <VipLevelForm
        level={seededRules.vipLevels[2]!}
        levels={seededRules.vipLevels}
        onClose={() => undefined}
        initialThreshold="800"
      />
    ),
  },
};

/** The same on a phone, in Thai. */
export const LevelRefusedThaiMobile: Story = {
  ...LevelRefused,
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' }, locale: 'th' },
};

/** Bet tiers with a tier added out of order: the row at fault named, save off. */
export const TiersRefused: Story = {
  args: {
    panel: (
      <BetTiers
        stored={seededRules.betTiers}
        initial={[...seededRules.betTiers, { minValidBet: '5000', rate: '0.02' }]}
      />
    ),
  },
};

/** The same on a phone, in Vietnamese. */
export const TiersRefusedVietnameseMobile: Story = {
  ...TiersRefused,
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' }, locale: 'vi' },
};

/** The editor's lucky wheel: segments added and removed (two to sixteen). */
export const WheelSegments: Story = {
  args: {
    path: '/superadmincenter?tab=campaigns&campaign=41',
    panel: undefined,
    answers: { ...rules, adminGetCampaign: ok(wheelCampaign) },
  },
};

export const WheelSegmentsMobile: Story = {
  ...WheelSegments,
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};
