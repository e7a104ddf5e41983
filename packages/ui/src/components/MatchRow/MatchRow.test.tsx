import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { OddsCell } from '../OddsCell/index.ts';
import { MatchRow, type MatchRowMatch, type MatchRowOdd } from './MatchRow.tsx';

const KICK_OFF = 1747827000000; // 2025-05-21 11:30 UTC

const upcoming: MatchRowMatch = {
  id: 1,
  ms: 4,
  bt: KICK_OFF,
  lg: { na: 'England Premier League' },
  mc: { pe: 1 },
  liveUrl: null,
  home: { na: 'Arsenal' },
  away: { na: 'Chelsea' },
  scores: [],
};
const inPlay: MatchRowMatch = {
  ...upcoming,
  id: 2,
  ms: 5,
  mc: { pe: 2 },
  liveUrl: 'https://stream.example/2.m3u8',
  scores: [{ score: '2:1' }],
};
const odds: MatchRowOdd[] = [
  { id: '1', label: '1', price: 2.1 },
  { id: 'x', label: 'X', price: 3.4 },
  { id: '2', label: '2', price: 3.25 },
];

describe('MatchRow', () => {
  it('is an article named by its teams, with the league', () => {
    renderWithUi(<MatchRow match={upcoming} odds={odds} timeZone="UTC" />);
    const row = screen.getByRole('article', { name: 'Arsenal v Chelsea' });
    expect(within(row).getByText('England Premier League')).toBeTruthy();
  });

  it('shows the start time in the given zone for match status 4, even with a period', () => {
    renderWithUi(<MatchRow match={upcoming} odds={odds} timeZone="Asia/Shanghai" />);
    const time = screen.getByText('05-21 19:30');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2025-05-21T11:30:00.000Z');
  });

  it('shows the period otherwise, through the period label when given', () => {
    const match = { ...inPlay, mc: { pe: 1007 } };
    const { rerender } = renderWithUi(<MatchRow match={match} odds={odds} live />);
    expect(screen.getByText('1007')).toBeTruthy();
    rerender(
      <MatchRow match={match} odds={odds} live periodLabel={(pe) => (pe === '1007' ? 'Q3' : pe)} />,
    );
    expect(screen.getByText('Q3')).toBeTruthy();
    expect(screen.queryByRole('time')).toBeNull();
  });

  it('shows no clock when there is neither start time rule nor period', () => {
    const { container } = renderWithUi(<MatchRow match={{ ...inPlay, mc: null }} odds={odds} />);
    expect(container.querySelector('time')).toBeNull();
  });

  it('shows the score and the live badge', () => {
    renderWithUi(<MatchRow match={inPlay} odds={odds} live />, { locale: 'vi' });
    const row = screen.getByRole('article');
    expect(within(row).getByText('Trực tiếp')).toBeTruthy();
    expect(row.textContent).toContain('Arsenal 2 Chelsea 1');
  });

  it('ignores a malformed score', () => {
    renderWithUi(<MatchRow match={{ ...inPlay, scores: [{ score: '2-1' }] }} odds={odds} />);
    expect(screen.getByRole('article').textContent).not.toContain('2-1');
  });

  it('picks a main price and marks the selected one', async () => {
    const onSelect = vi.fn();
    renderWithUi(
      <MatchRow
        match={upcoming}
        odds={odds}
        oddsTitle="Full time result"
        selectedIds={['x']}
        onSelect={onSelect}
        timeZone="UTC"
      />,
    );
    const group = screen.getByRole('group', { name: 'Full time result' });
    const draw = within(group).getByRole('button', {
      name: 'Arsenal v Chelsea, Full time result, X, 3.40',
    });
    expect(draw.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(group).getByRole('button', { name: /, 1, 2.10$/ }));
    expect(onSelect).toHaveBeenCalledWith(odds[0], upcoming);
  });

  it('shows a two-way market as two prices', () => {
    renderWithUi(<MatchRow match={upcoming} odds={odds.slice(0, 2)} timeZone="UTC" />);
    expect(within(screen.getByRole('group')).getAllByRole('button')).toHaveLength(2);
  });

  it('toggles follow with a labelled, pressed star', async () => {
    const onFollowChange = vi.fn();
    const { rerender } = renderWithUi(
      <MatchRow match={upcoming} odds={odds} timeZone="UTC" onFollowChange={onFollowChange} />,
    );
    const star = screen.getByRole('button', { name: 'Follow match: Arsenal v Chelsea' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(star);
    expect(onFollowChange).toHaveBeenCalledWith(true, upcoming);
    rerender(
      <MatchRow
        match={upcoming}
        odds={odds}
        timeZone="UTC"
        followed
        onFollowChange={onFollowChange}
      />,
    );
    expect(star.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(star);
    expect(onFollowChange).toHaveBeenLastCalledWith(false, upcoming);
  });

  it('offers the stream only when the match has a live url', async () => {
    const onWatch = vi.fn();
    const { rerender } = renderWithUi(
      <MatchRow match={upcoming} odds={odds} timeZone="UTC" onWatch={onWatch} />,
    );
    expect(screen.queryByRole('button', { name: /Watch live stream/ })).toBeNull();
    rerender(<MatchRow match={{ ...inPlay, liveUrl: '  ' }} odds={odds} onWatch={onWatch} />);
    expect(screen.queryByRole('button', { name: /Watch live stream/ })).toBeNull();
    rerender(<MatchRow match={inPlay} odds={odds} onWatch={onWatch} />);
    await userEvent.click(screen.getByRole('button', { name: /Watch live stream/ }));
    expect(onWatch).toHaveBeenCalledWith(inPlay);
  });

  it('opens the detail from the teams and the market count', async () => {
    const onOpen = vi.fn();
    renderWithUi(<MatchRow match={inPlay} odds={odds} onOpen={onOpen} marketCount={124} />);
    await userEvent.click(screen.getByRole('button', { name: 'Arsenal 2 Chelsea 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'More markets: 124' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('shows a dash without odds, and survives a missing league', () => {
    renderWithUi(<MatchRow match={{ ...upcoming, lg: null }} odds={[]} timeZone="UTC" />);
    expect(screen.getByText('-')).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('keeps long non-Latin names whole for screen readers and as a tooltip', () => {
    const home = 'สโมสรฟุตบอลการท่าเรือ เอฟซีสโมสรฟุตบอลการท่าเรือ';
    renderWithUi(
      <MatchRow match={{ ...upcoming, home: { na: home } }} odds={odds} timeZone="UTC" />,
      { locale: 'th' },
    );
    expect(screen.getByRole('article', { name: `${home} v Chelsea` })).toBeTruthy();
    expect(screen.getByTitle(home)).toBeTruthy();
  });

  it('lets the app render each price cell, with the default cell and its props', async () => {
    const onSelect = vi.fn();
    const live: Record<string, { price: number; suspended?: boolean }> = {
      '1': { price: 2.25 },
      x: { price: 3.4, suspended: true },
    };
    const { container } = renderWithUi(
      <MatchRow
        match={inPlay}
        odds={odds}
        oddsTitle="Full time result"
        selectedIds={['2']}
        onSelect={onSelect}
        live
        renderPrice={(odd, { cell, props, match }) => {
          expect(match).toBe(inPlay);
          const moved = live[odd.id];
          return moved ? (
            <OddsCell {...props} price={moved.price} suspended={moved.suspended} />
          ) : (
            cell
          );
        }}
      />,
    );
    const group = screen.getByRole('group', { name: 'Full time result' });
    const cells = within(group).getAllByRole('button');
    expect(cells.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Arsenal v Chelsea, Full time result, 1, 2.25',
      'Arsenal v Chelsea, Full time result, X, 3.40, Suspended',
      'Arsenal v Chelsea, Full time result, 2, 3.25',
    ]);
    // the default cell's selection and click come with the props
    expect(cells[2]!.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(cells[0]!);
    expect(onSelect).toHaveBeenCalledWith(odds[0], inPlay);
    await userEvent.click(cells[1]!);
    expect(onSelect).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('forwards its ref and class name', () => {
    let node: HTMLElement | null = null;
    renderWithUi(
      <MatchRow
        match={upcoming}
        odds={odds}
        timeZone="UTC"
        className="extra"
        ref={(el) => void (node = el)}
      />,
    );
    expect(node).toBe(screen.getByRole('article'));
    expect(node!.className).toContain('extra');
    expect(MatchRow.displayName).toBe('MatchRow');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <div>
        <MatchRow match={upcoming} odds={odds} timeZone="UTC" onFollowChange={() => {}} />
        <MatchRow
          match={inPlay}
          odds={odds.map((o) => ({ ...o, suspended: true }))}
          live
          followed
          onFollowChange={() => {}}
          onWatch={() => {}}
          onOpen={() => {}}
          marketCount={12}
          selectedIds={['1']}
        />
        <MatchRow match={upcoming} odds={[]} timeZone="UTC" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
