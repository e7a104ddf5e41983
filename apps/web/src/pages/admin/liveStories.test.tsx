import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './AdminLive.stories.tsx';

const composed = Object.entries(composeStories(stories));

const forceStop = () =>
  screen.findByRole('button', { name: 'Force stop: V-League: Hà Nội v Hải Phòng' });

/** What each live-section story must end up showing (a dialog story: the button opening it). */
const EXPECTED: Record<string, () => Promise<unknown>> = {
  Streams: () => screen.findByText('Featured on home'),
  StreamsMobile: () => screen.findByText('Featured on home'),
  Empty: () => screen.findByText('No one is banned from every room.'),
  Loading: () => waitFor(() => expect(screen.getAllByText('Loading…')).toHaveLength(3)),
  ListsError: () =>
    waitFor(() => expect(screen.getAllByText('This could not be loaded.')).toHaveLength(3)),
  ForceStopDialog: forceStop,
  ForceStopDialogMobile: forceStop,
  FeatureDialog: () =>
    screen.findByRole('button', { name: 'Feature on home: V-League: Hà Nội v Hải Phòng' }),
  RemoveWordDialog: () => screen.findByRole('button', { name: 'Remove: scam' }),
  LiftBanDialog: () => screen.findByRole('button', { name: 'Lift ban: lucky88' }),
  ThaiMobile: () => screen.findByText('อยู่บนหน้าแรก'),
  Vietnamese: () => screen.findByText('Nổi bật trên trang chủ'),
  Chinese: () => screen.findByText('首页推荐'),
};

describe('Screens/Admin/Live stories', () => {
  it('has an expectation for every story', () => {
    expect(composed.map(([name]) => name).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(composed)('%s renders its state from the fixtures', async (name, Story) => {
    render(<Story />);
    await EXPECTED[name]!();
  });
});
