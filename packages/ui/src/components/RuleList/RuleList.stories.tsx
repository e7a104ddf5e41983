import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RuleList, RULE_LIST_HEADING_LEVELS } from './RuleList.tsx';

const RULES = [
  'The campaign runs from 1 June 00:00 to 30 June 23:59 (UTC+8).',
  'Only settled bets at odds of 1.50 or higher count towards the target.',
  'Cancelled, void and cashed-out bets do not count.',
  'The bonus is credited within 24 hours of reaching a tier and must be wagered once.',
  'One bonus per person, household, device and payment method.',
  'Touchline may change or end the campaign at any time; the full terms apply.',
];

const meta = {
  title: 'Components/RuleList',
  component: RuleList,
  args: { rules: RULES, termsHref: '/terms/double-rebate', onOpenChange: fn() },
  argTypes: { headingLevel: { control: 'inline-radio', options: RULE_LIST_HEADING_LEVELS } },
} satisfies Meta<typeof RuleList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { title: 'How it works', collapsible: true, collapsedCount: 3, headingLevel: 'h3' },
};

export const Collapsed: Story = { args: { collapsible: true } };

export const Expanded: Story = { args: { collapsible: true, defaultOpen: true } };

export const WithoutTerms: Story = { args: { termsHref: undefined, rules: RULES.slice(0, 2) } };

export const LongText: Story = {
  args: {
    rules: [
      'ผู้เข้าร่วมกิจกรรมต้องมีการเดิมพันที่ชำระแล้วตามเงื่อนไขที่กำหนด ภายในระยะเวลาของกิจกรรมเท่านั้น',
      'Người chơi cần hoàn thành vòng cược hợp lệ trước khi rút tiền thưởng khuyến mãi.',
      '活动期间每位会员仅可领取一次奖励，同一IP、同一设备视为同一会员。',
    ],
  },
};
