import { composeStories } from '@storybook/react-vite';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as activity from './Activity.stories.tsx';
import * as safer from './SaferGambling.stories.tsx';

afterEach(() => cleanup());

/** What each story shows once its fixtures are in (and its play function, if any, has run). */
const SAFER: Record<string, () => Promise<unknown>> = {
  NoLimits: () => screen.findAllByText('No limit'),
  NoLimitsMobile: () => screen.findAllByText('No limit'),
  PendingRaise: () => screen.findByText(/Changes to ₫8,000,000\.00 on Nov 27, 2026/),
  PendingRaiseMobile: () => screen.findByText(/Changes to ₫8,000,000\.00 on Nov 27, 2026/),
  ChangingLimit: () => screen.findByRole('textbox', { name: /New Daily deposit limit/ }),
  BreakConfirmation: () => screen.findByRole('dialog', { name: 'Take a time-out of 7 days?' }),
  BreakConfirmationMobile: () =>
    screen.findByRole('dialog', { name: 'Take a time-out of 7 days?' }),
  SelfExclusionConfirmation: () =>
    screen.findByRole('dialog', { name: 'Self-exclude for 1 year?' }),
  BreakTaken: () => screen.findByText(/Your time-out ends on Dec 3, 2026/),
  RealityCheck: () => screen.findByRole('dialog', { name: 'Reality check' }),
  RealityCheckMobile: () => screen.findByRole('dialog', { name: 'Reality check' }),
  Loading: () => screen.findByLabelText('Loading'),
  LoadError: () => screen.findByText('Your safer gambling settings could not be loaded.'),
  ChineseMobile: () => screen.findByRole('heading', { name: '理性博彩' }),
  ThaiBreakConfirmation: () => screen.findByRole('dialog', { name: /พักชั่วคราว 24 ชั่วโมง/ }),
};

const ACTIVITY: Record<string, () => Promise<unknown>> = {
  Months: () => screen.findByRole('heading', { name: 'November 2026' }),
  MonthsMobile: () => screen.findByRole('heading', { name: 'November 2026' }),
  Empty: () => screen.findByText('No activity yet'),
  Loading: () => screen.findByLabelText('Loading'),
  LoadError: () => screen.findByText('Your activity statement could not be loaded.'),
  ThaiMobile: () => screen.findByRole('heading', { name: 'รายการกิจกรรม' }),
};

describe.each([
  ['Screens/Personal/Safer gambling', safer, SAFER],
  ['Screens/Personal/Activity statement', activity, ACTIVITY],
] as const)('%s stories', (_title, module, expected) => {
  const composed = Object.entries(composeStories(module));

  it('names what every story shows', () => {
    expect(composed.map(([name]) => name).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(composed)('%s renders its state from the fixtures', async (name, Story) => {
    await Story.run();
    expect(await expected[name]!()).toBeTruthy();
  });
});
