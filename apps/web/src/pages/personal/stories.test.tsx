import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as accountMenu from './stories/AccountMenu.stories.tsx';
import * as bets from './stories/Bets.stories.tsx';
import * as invitations from './stories/Invitations.stories.tsx';
import * as overview from './stories/Overview.stories.tsx';
import * as settings from './stories/Settings.stories.tsx';
import * as vip from './stories/Vip.stories.tsx';

const failed = () => screen.findAllByText('This could not be loaded.');
const loading = () => screen.findAllByRole('status', { name: 'Loading…' });

/** What each personal-centre story must end up showing. */
const EXPECTED: Record<string, Record<string, () => Promise<unknown>>> = {
  accountMenu: {
    Mobile: () => screen.findByRole('link', { name: 'My account' }),
    Desktop: () => screen.findByRole('link', { name: 'My account' }),
  },
  overview: {
    Default: () => screen.findByText('luc*y88'),
    Mobile: () => screen.findByText('luc*y88'),
    MobileChinese: () => screen.findByText('luc*y88'),
    Loading: loading,
    Empty: () => screen.findByText('None on file'),
    Error: failed,
  },
  bets: {
    Default: () => screen.findByText('BO-20261122-0001'),
    Mobile: () => screen.findByText('BO-20261122-0001'),
    Loading: () => screen.findByRole('status', { name: 'Loading' }),
    Empty: () => screen.findByText('No bets here yet.'),
    Error: () => screen.findByText('Your bets could not be loaded.'),
  },
  invitations: {
    Default: () => screen.findByRole('img', { name: 'QR code of your invitation link' }),
    Mobile: () => screen.findByRole('img', { name: 'QR code of your invitation link' }),
    MobileThai: () => screen.findByRole('img', { name: 'คิวอาร์โค้ดของลิงก์เชิญ' }),
    Loading: loading,
    Empty: () => screen.findByText('No friend has deposited yet. Share your link to start.'),
    Error: failed,
  },
  vip: {
    Default: () => screen.findByRole('button', { name: 'Ask for a call' }),
    Mobile: () => screen.findByRole('button', { name: 'Ask for a call' }),
    Loading: loading,
    CallbackLocked: () => screen.findByText('Call-backs are for VIP 5 and above.'),
    CallbackPending: () =>
      screen.findByText('Your request is in: the VIP desk will call you back.'),
    Error: failed,
  },
  settings: {
    Default: () => screen.findByText('Chrome on Windows'),
    Mobile: () => screen.findByText('Chrome on Windows'),
    Loading: loading,
    OneSession: () => screen.findByText('This device'),
    Error: failed,
  },
};

const FILES = { accountMenu, overview, bets, invitations, vip, settings };

describe.each(Object.entries(FILES))('Screens/Personal/%s stories', (file, stories) => {
  const composed = Object.entries(composeStories(stories));
  it('has an expectation for every story', () => {
    expect(composed.map(([name]) => name).sort()).toEqual(Object.keys(EXPECTED[file]!).sort());
  });
  it.each(composed)('%s renders its state from the fixtures', async (name, Story) => {
    await Story.run();
    expect(await EXPECTED[file]![name]!()).toBeTruthy();
  });
});
