import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ResponsibleGambling } from '@touchline/api';
import { screen, userEvent, within } from 'storybook/test';
import RealityCheckDialog from '../../../app/RealityCheckDialog.tsx';
import { StoryPanel } from '../../../stories/StoryPanel.tsx';
import { withLocale } from '../../../stories/withLocale.tsx';
import { setRealtimeFactory } from '../../sports/feed.ts';
import { createFakeRealtime } from '../../sports/testing.ts';
import { ResponsiblePanel } from './ResponsiblePanel.tsx';

// stories have no socket
setRealtimeFactory(() => createFakeRealtime());

const ok = (data: unknown) => ({ code: 200, msg: '', data });
const down = { code: 500, msg: '' } as const;
/** 2026-11-26 08:00 UTC (16:00 at UTC+8): the stories' fixed "now". */
const NOW = Date.UTC(2026, 10, 26, 8, 0);
const HOUR = 3_600_000;
const mobileViewport = { viewport: { value: 'mobile' } };

const noLimits: ResponsibleGambling = {
  currency: 'VND',
  limits: [],
  realityCheckMinutes: 0,
  exclusion: null,
};

const withLimits: ResponsibleGambling = {
  currency: 'VND',
  limits: [
    { limit: 'deposit-day', value: '1500000.00', pending: null },
    {
      limit: 'deposit-week',
      value: '5000000.00',
      pending: { value: '8000000.00', from: NOW + 24 * HOUR },
    },
    { limit: 'loss-month', value: '10000000.00', pending: { value: null, from: NOW + 20 * HOUR } },
    { limit: 'session', value: '90', pending: null },
  ],
  realityCheckMinutes: 30,
  exclusion: null,
};

const meta = {
  title: 'Screens/Personal/Safer gambling',
  component: StoryPanel,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  args: {
    panel: <ResponsiblePanel now={() => NOW} />,
    answers: { getResponsibleGambling: ok(noLimits) },
  },
} satisfies Meta<typeof StoryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member who set nothing yet: every limit "No limit", reality check off. */
export const NoLimits: Story = {};

export const NoLimitsMobile: Story = { tags: ['viewport-mobile'], globals: mobileViewport };

/** Limits in force, a raise and a removal waiting their 24 hours (with when), a session limit. */
export const PendingRaise: Story = {
  args: { answers: { getResponsibleGambling: ok(withLimits) } },
};

export const PendingRaiseMobile: Story = {
  tags: ['viewport-mobile'],
  globals: mobileViewport,
  args: { answers: { getResponsibleGambling: ok(withLimits) } },
};

/** A limit being changed: the form says lowering is at once and raising waits 24 hours. */
export const ChangingLimit: Story = {
  tags: ['viewport-mobile'],
  globals: mobileViewport,
  args: { answers: { getResponsibleGambling: ok(withLimits) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Change Daily deposit limit' }),
    );
    await canvas.findByRole('textbox', { name: /New Daily deposit limit/ });
  },
};

const openTimeOut: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const group = await canvas.findByRole('group', { name: 'Time-out' });
  await userEvent.click(within(group).getByRole('radio', { name: '7 days' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Take a time-out' }));
  await screen.findByRole('dialog');
};

/** The time-out's confirmation: logged out at once, nothing until the end shown; no undoing. */
export const BreakConfirmation: Story = { play: openTimeOut };

export const BreakConfirmationMobile: Story = {
  tags: ['viewport-mobile'],
  globals: mobileViewport,
  play: openTimeOut,
};

/** The self-exclusion's confirmation. */
export const SelfExclusionConfirmation: Story = {
  tags: ['viewport-mobile'],
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Self-exclusion' });
    await userEvent.click(within(group).getByRole('radio', { name: '1 year' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Self-exclude' }));
    await screen.findByRole('dialog');
  },
};

/** After the break: logged out, with when it ends. */
export const BreakTaken: Story = {
  tags: ['viewport-mobile'],
  globals: mobileViewport,
  args: {
    answers: {
      getResponsibleGambling: ok(noLimits),
      takeBreak: ok({ kind: 'time-out', until: NOW + 7 * 24 * HOUR }),
    },
  },
  play: async (context) => {
    await openTimeOut(context);
    await userEvent.click(await screen.findByRole('button', { name: 'Start my time-out' }));
    await within(context.canvasElement).findByRole('heading', { name: 'You are logged out' });
  },
};

const realityCheck = (
  <>
    <ResponsiblePanel now={() => NOW} />
    <RealityCheckDialog
      elapsedMs={75 * 60_000}
      net="-35.50"
      currency="VND"
      onContinue={() => undefined}
      onLogOut={() => undefined}
    />
  </>
);

/** The reality check as it interrupts: time since login and the session's net result. */
export const RealityCheck: Story = {
  args: { panel: realityCheck, answers: { getResponsibleGambling: ok(withLimits) } },
};

export const RealityCheckMobile: Story = {
  tags: ['viewport-mobile'],
  globals: mobileViewport,
  args: { panel: realityCheck, answers: { getResponsibleGambling: ok(withLimits) } },
};

export const Loading: Story = {
  tags: ['viewport-mobile'],
  globals: mobileViewport,
  args: { answers: { getResponsibleGambling: 'hang' } },
};

export const LoadError: Story = {
  tags: ['viewport-mobile'],
  globals: mobileViewport,
  args: { answers: { getResponsibleGambling: down } },
};

/** In Chinese: the limits with their pending change. */
export const ChineseMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { ...mobileViewport, locale: 'zh-cn' },
  args: { answers: { getResponsibleGambling: ok(withLimits) } },
};

/** In Thai: the time-out's confirmation. */
export const ThaiBreakConfirmation: Story = {
  tags: ['viewport-mobile'],
  globals: { ...mobileViewport, locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: 'พักชั่วคราว' });
    await userEvent.click(canvas.getByRole('button', { name: 'พักชั่วคราว' }));
    await screen.findByRole('dialog');
  },
};
