import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GameFrame } from './GameFrame.tsx';

/** A stand-in game page as a data URI (stories never load from the network). */
const GAME = `data:text/html,${encodeURIComponent(
  `<!doctype html><body style="margin:0;display:grid;place-items:center;height:100vh;
    background:radial-gradient(circle at 50% 40%, darkgreen, black);color:gold;
    font:700 32px system-ui, sans-serif">Golden Goal</body>`,
)}`;

const meta = {
  title: 'Games/GameFrame',
  component: GameFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    gameName: 'Golden Goal',
    src: GAME,
    status: 'ready',
    balance: '1250.40',
    currency: 'USD',
    onLeave: fn(),
    onRetry: fn(),
    onFrameLoad: fn(),
  },
} satisfies Meta<typeof GameFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Launching: Story = { args: { status: 'launching', src: null } };

export const LaunchingWithProgress: Story = { args: { status: 'launching', progress: 65 } };

export const Ready: Story = {};

export const Error: Story = { args: { status: 'error' } };

export const ErrorWithReason: Story = {
  args: { status: 'error', errorText: 'The game provider is offline. Please try again later.' },
};

export const Mobile: Story = {
  tags: ['viewport-mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
