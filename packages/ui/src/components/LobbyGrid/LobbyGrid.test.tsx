import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOT_GAMES_LIMIT } from '@touchline/domain';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { LobbyGrid, lobbyGames, type LobbyGame } from './LobbyGrid.tsx';

const IMG = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const NOW = Date.UTC(2025, 5, 12, 4, 0, 0);
const GAMES: LobbyGame[] = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  name: `Game ${i + 1}`,
  provider: 'PG Soft',
  image: IMG,
  hot: i % 3 !== 1,
}));

describe('lobbyGames', () => {
  it('keeps every game, or the first four hot ones', () => {
    expect(lobbyGames(GAMES, 'all')).toHaveLength(8);
    const hot = lobbyGames(GAMES, 'hot');
    expect(hot).toHaveLength(HOT_GAMES_LIMIT);
    expect(hot.map((g) => g.id)).toEqual([1, 3, 4, 6]);
    expect(lobbyGames([], 'hot')).toEqual([]);
  });
});

describe('LobbyGrid', () => {
  it('is a region named by its title listing one tile per game', () => {
    renderWithUi(<LobbyGrid games={GAMES} now={NOW} title="Slots" />);
    const region = screen.getByRole('region', { name: 'Slots' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(8);
    expect(
      within(region)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toContain('Game 8');
  });

  it('launches the chosen game', async () => {
    const onLaunch = vi.fn();
    renderWithUi(<LobbyGrid games={GAMES} now={NOW} onLaunch={onLaunch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Game 3' }));
    expect(onLaunch).toHaveBeenCalledWith(GAMES[2]);
  });

  it('shows at most four hot games under "Hot games" in hot mode', () => {
    renderWithUi(
      <LobbyGrid games={GAMES} now={NOW} variant="hot" action={<a href="/games">More</a>} />,
    );
    const region = screen.getByRole('region', { name: 'Hot games' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    expect(within(region).getByRole('link', { name: 'More' })).toBeTruthy();
  });

  it('passes now to the tiles so games in maintenance can not launch', () => {
    const games = [
      { ...GAMES[0]!, maintenance: { startTimestamp: NOW - 1, endTimestamp: NOW + 1 } },
    ];
    renderWithUi(<LobbyGrid games={games} now={NOW} />);
    expect((screen.getByRole('button', { name: 'Game 1' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('is busy with placeholder tiles while loading', () => {
    const { rerender } = renderWithUi(
      <LobbyGrid games={GAMES} now={NOW} title="Slots" loading skeletonCount={6} />,
    );
    const region = screen.getByRole('region', { name: 'Slots' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(document.querySelectorAll('[data-skeleton]')).toHaveLength(6);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<LobbyGrid games={GAMES} now={NOW} variant="hot" loading />);
    expect(document.querySelectorAll('[data-skeleton]')).toHaveLength(HOT_GAMES_LIMIT);
  });

  it('says "No Data" with no games, or no hot games in hot mode', () => {
    const { rerender } = renderWithUi(<LobbyGrid games={[]} now={NOW} />);
    expect(screen.getByRole('status').textContent).toContain('No Data');
    rerender(
      <LobbyGrid games={GAMES.map((g) => ({ ...g, hot: false }))} now={NOW} variant="hot" />,
    );
    expect(screen.getByRole('status').textContent).toContain('No Data');
  });

  it('speaks the active language', () => {
    renderWithUi(<LobbyGrid games={[]} now={NOW} variant="hot" />, { locale: 'th' });
    expect(screen.getByRole('region', { name: 'เกมยอดนิยม' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('ไม่มีข้อมูล');
  });

  it('forwards its ref and class name', () => {
    let node: HTMLElement | null = null;
    renderWithUi(
      <LobbyGrid
        ref={(el) => void (node = el)}
        className="extra"
        games={GAMES}
        now={NOW}
        title="A"
      />,
    );
    expect(node).toBe(screen.getByRole('region'));
    expect(screen.getByRole('region').className).toContain('extra');
    expect(LobbyGrid.displayName).toBe('LobbyGrid');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <div>
        <LobbyGrid games={GAMES} now={NOW} title="All" />
        <LobbyGrid games={GAMES} now={NOW} variant="hot" />
        <LobbyGrid games={GAMES} now={NOW} title="Loading" loading />
        <LobbyGrid games={[]} now={NOW} title="Empty" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
