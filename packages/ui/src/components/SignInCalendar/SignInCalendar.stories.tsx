import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SignInCalendar, SIGN_IN_CALENDAR_VARIANTS, type SignInDay } from './SignInCalendar.tsx';

const WEEK: SignInDay[] = [
  { signed: true, reward: '+1' },
  { signed: true, reward: '+2' },
  { signed: false, reward: '+3' },
  { signed: false, reward: '+5' },
  { reward: '+5' },
  { reward: '+8' },
  { reward: '+18' },
];

/** June 2025: the 1st is a Sunday (six weekdays before it, Monday first); today is the 12th. */
const MONTH: SignInDay[] = Array.from({ length: 30 }, (_, i) => ({
  signed: i < 11 && i % 5 !== 3,
  reward: (i + 1) % 7 === 0 ? '+8' : undefined,
}));

const meta = {
  title: 'Components/SignInCalendar',
  component: SignInCalendar,
  args: { days: WEEK, todayIndex: 3, title: 'Daily sign-in', streak: 0, onSignIn: fn() },
  argTypes: { variant: { control: 'inline-radio', options: SIGN_IN_CALENDAR_VARIANTS } },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof SignInCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { variant: 'week', signing: false, streak: 2 } };

export const SignedToday: Story = {
  args: { days: WEEK.map((d, i) => (i <= 3 ? { ...d, signed: i !== 2 } : d)), streak: 1 },
};

export const Signing: Story = { args: { signing: true } };

export const Month: Story = {
  args: {
    variant: 'month',
    days: MONTH,
    todayIndex: 11,
    leadingBlanks: 6,
    title: 'June sign-in',
    streak: 2,
  },
};

export const Finished: Story = {
  args: {
    days: WEEK.map((d) => ({ ...d, signed: true })),
    todayIndex: -1,
    onSignIn: undefined,
    streak: 7,
  },
};

export const Mobile: Story = { tags: ['viewport-mobile'], args: { streak: 2 } };
