import { composeStories } from '@storybook/react-vite';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as cashier from './Cashier.stories.tsx';
import * as wallet from './Wallet.stories.tsx';

afterEach(() => cleanup());

/** What each story shows once its fixtures are in (and its play function, if any, has run). */
const CASHIER: Record<string, () => Promise<unknown>> = {
  Default: () => screen.findByText('622*********5678'),
  DefaultMobile: () => screen.findByText('622*********5678'),
  Loading: () => screen.findByRole('heading', { name: 'Recent deposits and withdrawals' }),
  LoadError: () => screen.findByText('This could not be loaded.'),
  Unavailable: () => screen.findByText('Deposits and withdrawals are not available right now.'),
  UnavailableMobile: () =>
    screen.findByText('Deposits and withdrawals are not available right now.'),
  NeedsAccountEmpty: () => screen.findByText('No deposits or withdrawals yet.'),
  NeedsAccountMobile: () => screen.findByRole('button', { name: 'Save account' }),
  DepositSuccess: () => screen.findByText('Deposit completed'),
  DepositRefused: () => screen.findByText('This payment method is not available.'),
  DepositRefusedMobile: () => screen.findByText('This payment method is not available.'),
  WithdrawAboveBalance: () => screen.findByText('You can withdraw at most 1,250.50 CNY.'),
  ChineseMobile: () => screen.findByRole('heading', { name: '存款' }),
  Thai: () => screen.findByRole('heading', { name: 'ฝากเงิน' }),
};

const WALLET: Record<string, () => Promise<unknown>> = {
  Default: () => screen.findByText('Page 1 of 2'),
  DefaultMobile: () => screen.findByText('Page 1 of 2'),
  Loading: () => screen.findByRole('heading', { name: 'Wallet statement' }),
  Empty: () => screen.findByText('No movements to show.'),
  EmptyMobile: () => screen.findByText('No movements to show.'),
  LoadError: () => screen.findByText('This could not be loaded.'),
  ChineseMobile: () => screen.findByRole('heading', { name: '钱包流水' }),
  Thai: () => screen.findByRole('heading', { name: 'รายการเดินบัญชีกระเป๋าเงิน' }),
};

describe.each([
  ['Screens/Personal/Cashier', cashier, CASHIER],
  ['Screens/Personal/Wallet', wallet, WALLET],
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
