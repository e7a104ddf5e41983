import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Countdown } from '../Countdown/index.ts';
import {
  CampaignHero,
  CAMPAIGN_HERO_HEADING_LEVELS,
  CAMPAIGN_HERO_TONES,
} from './CampaignHero.tsx';

const NOW = Date.UTC(2025, 5, 10, 4, 0, 0);
const STARTS = Date.UTC(2025, 5, 1, 0, 0, 0) - 8 * 3600_000; // 1 June 00:00 in UTC+8
const ENDS = Date.UTC(2025, 5, 30, 23, 59, 0) - 8 * 3600_000; // 30 June 23:59 in UTC+8

const meta = {
  title: 'Components/CampaignHero',
  component: CampaignHero,
  args: {
    title: 'Five Major Leagues: double rebate',
    subtitle: 'Bet on any top-flight league match and get up to 1.2% back every day.',
    startsAt: STARTS,
    endsAt: ENDS,
    timeZone: 'Asia/Shanghai',
    onCta: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: CAMPAIGN_HERO_TONES },
    headingLevel: { control: 'inline-radio', options: CAMPAIGN_HERO_HEADING_LEVELS },
  },
} satisfies Meta<typeof CampaignHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    tone: 'gold',
    ctaLabel: 'Claim now',
    tags: ['VIP only'],
    ended: false,
    headingLevel: 'h2',
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {CAMPAIGN_HERO_TONES.map((tone) => (
        <CampaignHero key={tone} {...args} tone={tone} headingLevel="h2" title={`Tone: ${tone}`} />
      ))}
    </div>
  ),
};

export const WithCountdown: Story = {
  args: { tone: 'live', title: 'Mid-Autumn Festival', tags: ['New'] },
  render: (args) => (
    <CampaignHero {...args}>
      <Countdown now={NOW} endsAt={ENDS} size="sm" />
    </CampaignHero>
  ),
};

export const Ended: Story = { args: { ended: true } };

export const WrittenPeriod: Story = {
  args: { period: 'Every Friday in June', startsAt: undefined, endsAt: undefined },
};

export const ThaiMobile: Story = {
  tags: ['viewport-mobile'],
  args: {
    title: 'กิจกรรมคืนยอดเสียสองเท่าห้าลีกใหญ่ประจำสัปดาห์',
    subtitle: 'เดิมพันทุกแมตช์ในห้าลีกใหญ่ รับเงินคืนสูงสุด 1.2% ทุกวัน',
    ctaLabel: 'เข้าร่วมเลย',
  },
};
