import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './AdminSportsbook.stories.tsx';

const composed = Object.entries(composeStories(stories));

/** What each sportsbook story must end up showing. */
const EXPECTED: Record<string, () => Promise<unknown>> = {
  Markets: () => screen.findByText('Suspended by an operator'),
  MarketsMobile: () => screen.findByText('Suspended by an operator'),
  NoMatchChosen: () => screen.findByText('Choose a match to see its markets.'),
  MatchesEmpty: () => screen.findByText('No match matches these filters.'),
  MatchesError: () => screen.findByText('This could not be loaded.'),
  MatchHeld: () => screen.findByRole('button', { name: 'Reopen match' }),
  MatchHeldMobile: () => screen.findByRole('button', { name: 'Reopen match' }),
  MarketsError: () => screen.findByText('This could not be loaded.'),
  NoSportsMaintenance: () => screen.findByText('No sports maintenance is set.'),
  BulletinsEmpty: () => screen.findByText('No bulletin yet.'),
  BulletinsError: () => screen.findByText('This could not be loaded.'),
  ThaiMobile: () => screen.findByText('ระงับโดยผู้ดูแล'),
  Vietnamese: () => screen.findByText('Quản trị viên tạm ngưng'),
  Chinese: () => screen.findByText('管理员已暂停'),
};

describe('Screens/Admin/Sportsbook stories', () => {
  it('has an expectation for every story', () => {
    expect(composed.map(([name]) => name).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(composed)('%s renders its state from the fixtures', async (name, Story) => {
    render(<Story />);
    expect(await EXPECTED[name]!()).toBeTruthy();
  });
});
