import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { GameBetSummary, type GameBetSummaryProps } from './GameBetSummary.tsx';
import { GameRoundList, maskRoundId, type GameRound } from './GameRoundList.tsx';
import { formatRoundTime } from './shared.tsx';

const T = Date.UTC(2026, 10, 26, 3, 7);
const rounds: GameRound[] = [
  {
    id: '8f2c4e7a1b3d5f60718293a4',
    gameName: 'Golden Goal',
    time: T,
    stake: '1.00',
    winLoss: '4.50',
    status: 'settled',
    verifyHref: '/games/verify/8f2c4e7a1b3d5f60718293a4',
  },
  {
    id: 'r-2',
    gameName: 'Penalty Dice',
    time: T - 60_000,
    stake: '10',
    winLoss: '-10',
    status: 'settled',
  },
  {
    id: 'r-3',
    gameName: 'Penalty Dice',
    time: T - 120_000,
    stake: '2',
    winLoss: '0',
    status: 'settled',
  },
  {
    id: 'r-4',
    gameName: 'Golden Goal',
    time: T - 180_000,
    stake: '5',
    winLoss: '0',
    status: 'pending',
  },
];

const summary: GameBetSummaryProps = {
  totals: { rounds: 42, stake: '120.00', validStake: '118.50', winLoss: '-12.30' },
  rows: [
    { date: '2026-11-26', gameName: 'Golden Goal', betCount: 30, betAmount: '60', winLoss: '8.2' },
    {
      date: '2026-11-25',
      gameName: 'Penalty Dice',
      betCount: 12,
      betAmount: '60',
      winLoss: '-20.5',
    },
  ],
  currency: 'USD',
};

describe('formatRoundTime and maskRoundId', () => {
  it('formats a round time in a zone, and a bad time as -', () => {
    expect(formatRoundTime(T, 'Asia/Shanghai')).toBe('2026-11-26 11:07');
    expect(formatRoundTime(Number.NaN, 'UTC')).toBe('-');
  });
  it('shortens long ids in the middle only', () => {
    expect(maskRoundId('8f2c4e7a1b3d5f60718293a4')).toBe('8f2c4e…93a4');
    expect(maskRoundId('r-2')).toBe('r-2');
  });
});

describe('GameBetSummary', () => {
  it('shows the totals and a table by game and day, the win/loss in words too', () => {
    renderWithUi(<GameBetSummary {...summary} />);
    const region = screen.getByRole('region', { name: 'Totals' });
    expect(within(region).getByText('42')).toBeTruthy();
    expect(within(region).getByText('$118.50')).toBeTruthy();
    expect(within(region).getByText('-$12.30')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'By game and day' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Game', 'Bets', 'Stake', 'Win/loss']);
    const row = within(table).getByRole('row', { name: /Penalty Dice/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('Penalty Dice');
    expect(row.textContent).toContain('-$20.50Lost');
    expect(within(table).getByRole('row', { name: /Golden Goal/ }).textContent).toContain(
      '+$8.20Won',
    );
  });

  it('shows loading, empty and failed states', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithUi(<GameBetSummary {...summary} state="loading" />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<GameBetSummary {...summary} rows={[]} />);
    expect(screen.getByRole('status').textContent).toContain('No game rounds in this period');
    rerender(<GameBetSummary {...summary} state="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('The game history could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(<GameBetSummary {...summary} />);
    await expectNoAxeViolations(container);
  });
});

describe('GameRoundList', () => {
  it('lists rounds with game, time, stake, win/loss with sign and word, status and masked id', () => {
    renderWithUi(<GameRoundList rounds={rounds} currency="USD" timeZone="Asia/Shanghai" />);
    const table = screen.getByRole('table', { name: 'Rounds' });
    const [first, second, third, fourth] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('rowheader').textContent).toBe('Golden Goal');
    expect(first!.textContent).toContain('2026-11-26 11:07');
    expect(first!.textContent).toContain('+$4.50Won');
    expect(within(first!).getByText('8f2c4e…93a4').getAttribute('title')).toBe(rounds[0]!.id);
    expect(second!.textContent).toContain('-$10.00Lost');
    expect(third!.textContent).toContain('$0.00Even');
    expect(fourth!.textContent).toContain('Pending');
    expect(fourth!.textContent).not.toContain('Even');
  });

  it('links each verifiable round, named by its id', () => {
    renderWithUi(
      <GameRoundList
        rounds={rounds}
        renderVerifyLink={(round, content) =>
          round.id === 'r-2' ? <a href="#r-2">{content}</a> : null
        }
      />,
    );
    expect(screen.getByRole('link', { name: 'Verify Round ID r-2' }).getAttribute('href')).toBe(
      '#r-2',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('uses the verify address when given', () => {
    renderWithUi(<GameRoundList rounds={rounds} />);
    expect(
      screen.getByRole('link', { name: `Verify Round ID ${rounds[0]!.id}` }).getAttribute('href'),
    ).toBe(rounds[0]!.verifyHref);
  });

  it('loads more', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderWithUi(
      <GameRoundList rounds={rounds} hasMore onLoadMore={onLoadMore} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(<GameRoundList rounds={rounds} hasMore={false} onLoadMore={onLoadMore} />);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows loading, empty and failed states', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithUi(<GameRoundList rounds={[]} state="loading" />);
    expect(screen.getByRole('region', { name: 'Rounds' }).getAttribute('aria-busy')).toBe('true');
    rerender(<GameRoundList rounds={[]} />);
    expect(screen.getByText('No game rounds in this period')).toBeTruthy();
    rerender(<GameRoundList rounds={[]} state="error" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('speaks the active language', () => {
    renderWithUi(<GameRoundList rounds={rounds} timeZone="UTC" />, { locale: 'th' });
    expect(screen.getByRole('table', { name: 'จำนวนรอบ' })).toBeTruthy();
    expect(screen.getAllByText('ชำระแล้ว')).toHaveLength(3);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <GameRoundList rounds={rounds} hasMore onLoadMore={() => undefined} timeZone="UTC" />,
    );
    await expectNoAxeViolations(container);
  });
});
