import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StorySite } from '../../../stories/StorySite.tsx';
import { centreScreen, down, loading, ok } from './fixtures.ts';

const meta = {
  title: 'Screens/Personal/Settings',
  ...centreScreen('settings'),
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Language and theme, odds, two-step login, the password and the signed-in devices. */
export const Default: Story = {};

export const Mobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};

export const Loading: Story = {
  play: loading,
  args: { answers: { getMemberProfile: 'hang', listSessions: 'hang' } },
};

/** Only this device is signed in. */
export const OneSession: Story = {
  args: {
    answers: {
      listSessions: ok([
        {
          sessionId: '41',
          current: true,
          userAgent: null,
          ip: null,
          createdAt: Date.UTC(2026, 10, 22, 10),
          lastSeenAt: null,
          expiresAt: Date.UTC(2026, 10, 29, 10),
        },
      ]),
    },
  },
};

export const Error: Story = { args: { answers: { getMemberProfile: down, listSessions: down } } };
