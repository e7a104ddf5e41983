import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './AdminGames.stories.tsx';

const composed = Object.entries(composeStories(stories));

/** What each games story must end up showing. */
const EXPECTED: Record<string, () => Promise<unknown>> = {
  Lists: () => screen.findByText('Maintenance planned'),
  ListsMobile: () => screen.findByText('Maintenance planned'),
  Empty: () => screen.findByText('No game matches these filters.'),
  Loading: async () => (await screen.findAllByText('Loading…')).length >= 2,
  LoadError: async () => (await screen.findAllByText('This could not be loaded.')).length === 2,
  SetMaintenance: () => screen.findByRole('dialog', { name: 'Maintenance of Golden Goal' }),
  SetMaintenanceMobile: () => screen.findByRole('dialog', { name: 'Maintenance of Golden Goal' }),
  ChangeMaintenance: () => screen.findByDisplayValue('2026-11-23T20:00'),
  MaintenanceFault: () => screen.findByText('The maintenance must end after it starts.'),
  EndMaintenance: () =>
    screen.findByRole('dialog', { name: 'End the maintenance of Touchline Originals?' }),
  MarkHot: () => screen.findByRole('dialog', { name: 'Mark Penalty Dice hot?' }),
  ThaiMobile: () => screen.findByText('นัดปิดปรับปรุงแล้ว'),
  Vietnamese: () => screen.findByText('Đã lên lịch bảo trì'),
  Chinese: () => screen.findByRole('dialog', { name: 'Touchline Sports 的维护' }),
};

describe('Screens/Admin/Games stories', () => {
  it('has an expectation for every story', () => {
    expect(composed.map(([name]) => name).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(composed)('%s renders its state from the fixtures', async (name, Story) => {
    await Story.run();
    expect(await EXPECTED[name]!()).toBeTruthy();
  });
});
