import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { Leaderboard, type LeaderboardEntry } from './Leaderboard.tsx';

const ENTRIES: LeaderboardEntry[] = [
  { id: 1, rank: 1, name: '欧阳娜娜', score: 1288800.5 },
  { id: 2, rank: 2, name: 'Nguyen Van An', score: '986400.999' },
  { id: 3, rank: 3, name: 'John Carter', score: 754000 },
  { id: 4, rank: 4, name: 'lucky_goal_88', score: 401200 },
];

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('Leaderboard', () => {
  it('is a table of rank, masked player name and floored score', () => {
    renderWithUi(<Leaderboard entries={ENTRIES} caption="Ranking" currency="CNY" />);
    const table = screen.getByRole('table', { name: 'Ranking' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Rank', 'Player', 'Score']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['欧**娜', 'Nguyen *** An', 'John ******', 'l***********8']);
    expect(bodyRows()[1]!.textContent).toContain('CN¥986,400.99');
  });

  it('never shows a full name or its initials when masking', () => {
    renderWithUi(<Leaderboard entries={[{ id: 1, rank: 9, name: 'John Carter', score: 1 }]} />);
    expect(screen.getByRole('table').textContent).not.toMatch(/Carter|JC/);
  });

  it('shows medals with their number for the top three only', () => {
    renderWithUi(<Leaderboard entries={ENTRIES} />);
    const medals = Array.from(document.querySelectorAll('[data-medal]'));
    expect(medals.map((m) => m.textContent)).toEqual(['1', '2', '3']);
    expect(within(bodyRows()[3]!).getAllByRole('cell')[0]!.textContent).toBe('4');
  });

  it('marks the viewing player "You"', () => {
    renderWithUi(<Leaderboard entries={ENTRIES} youId={3} />);
    const mine = bodyRows()[2]!;
    expect(mine.hasAttribute('data-you')).toBe(true);
    expect(within(mine).getByText('You')).toBeTruthy();
    expect(screen.getAllByText('You')).toHaveLength(1);
  });

  it('pins the player under the list when they are not in it, once', () => {
    const you = { id: 99, rank: 128, name: 'Tran Minh Khoa', score: 12050.75 };
    const { rerender } = renderWithUi(<Leaderboard entries={ENTRIES} you={you} />);
    expect(bodyRows()).toHaveLength(5);
    expect(bodyRows()[4]!.textContent).toContain('128');
    expect(bodyRows()[4]!.textContent).toContain('Tran **** Khoa');
    rerender(<Leaderboard entries={ENTRIES} you={{ ...ENTRIES[1]! }} />);
    expect(bodyRows()).toHaveLength(4);
    expect(bodyRows()[1]!.hasAttribute('data-you')).toBe(true);
  });

  it('shows points as whole numbers without currency, and bad ranks as a dash', () => {
    renderWithUi(
      <Leaderboard
        entries={[{ id: 1, rank: Number.NaN, name: 'A', score: '1234.9' }]}
        scoreKind="points"
        currency="CNY"
        scoreLabel="Points"
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Points' })).toBeTruthy();
    const cells = within(bodyRows()[0]!).getAllByRole('cell');
    expect(cells[0]!.textContent).toBe('-');
    expect(cells[1]!.textContent).toBe('1,234');
  });

  it('says there is no data when empty', () => {
    renderWithUi(<Leaderboard entries={[]} />);
    expect(screen.getByRole('status').textContent).toContain('No Data');
  });

  it('speaks the active language', () => {
    renderWithUi(<Leaderboard entries={ENTRIES} youId={1} />, { locale: 'zh-cn' });
    expect(screen.getByRole('columnheader', { name: '排名' })).toBeTruthy();
    expect(screen.getByText('我')).toBeTruthy();
  });

  it('forwards its ref and class name', () => {
    let node: HTMLDivElement | null = null;
    const { container } = renderWithUi(
      <Leaderboard ref={(el) => void (node = el)} className="extra" entries={ENTRIES} />,
    );
    expect(node).toBe(container.firstElementChild);
    expect((node as unknown as HTMLDivElement).className).toContain('extra');
    expect(Leaderboard.displayName).toBe('Leaderboard');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <div>
        <Leaderboard
          entries={ENTRIES}
          youId={2}
          caption="A"
          you={{ id: 2, rank: 2, name: 'x', score: 1 }}
        />
        <Leaderboard
          entries={ENTRIES}
          you={{ id: 9, rank: 50, name: 'Me', score: 1 }}
          caption="B"
        />
        <Leaderboard entries={[]} caption="C" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
