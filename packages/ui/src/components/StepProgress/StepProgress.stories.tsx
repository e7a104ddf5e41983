import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  StepProgress,
  STEP_PROGRESS_ORIENTATIONS,
  type StepProgressStep,
} from './StepProgress.tsx';

const STEPS: StepProgressStep[] = [
  { id: 'register', label: 'Register', description: 'Create your account', status: 'done' },
  { id: 'deposit', label: 'First deposit', description: 'At least 100.00', status: 'done' },
  { id: 'bet', label: 'Place 3 bets', description: 'Odds 1.50 or higher', status: 'current' },
  { id: 'claim', label: 'Claim bonus', description: 'Within 7 days', status: 'todo' },
];

const meta = {
  title: 'Components/StepProgress',
  component: StepProgress,
  args: { steps: STEPS, 'aria-label': 'Welcome bonus progress' },
  argTypes: { orientation: { control: 'inline-radio', options: STEP_PROGRESS_ORIENTATIONS } },
} satisfies Meta<typeof StepProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { orientation: 'vertical' } };

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const NotStarted: Story = {
  args: { steps: STEPS.map((s, i) => ({ ...s, status: i === 0 ? 'current' : 'todo' })) },
};

export const AllDone: Story = { args: { steps: STEPS.map((s) => ({ ...s, status: 'done' })) } };

export const Mobile: Story = {
  tags: ['viewport-mobile'],
  args: {
    steps: [
      { label: 'ลงทะเบียนบัญชีใหม่', status: 'done' },
      { label: 'Nạp tiền lần đầu tiên', status: 'current' },
      { label: '完成三笔投注', status: 'todo' },
      { label: 'Claim the welcome bonus', status: 'todo' },
    ],
  },
};
