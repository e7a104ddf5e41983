import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { TimeZoneProvider } from '../../i18n/timeZone.tsx';
import { OddsCell } from '../OddsCell/index.ts';
import { MatchRow, type MatchRowOdd, type MatchRowProps } from './MatchRow.tsx';

const KICK_OFF = 1747827000000; // 2025-05-21 11:30 UTC

type MatchFields = Pick<MatchRowProps, 'teams' | 'league' | 'start' | 'clock' | 'score' | 'stream'>;

const upcoming: MatchFields = {
  teams: { home: 'Arsenal', away: 'Chelsea' },
  league: 'England Premier League',
  start: KICK_OFF,
};
const inPlay: MatchFields = {
  ...upcoming,
  clock: '2H',
  score: { home: '2', away: '1' },
  stream: true,
};
const odds: MatchRowOdd[] = [
  { id: '1', label: '1', price: 2.1 },
  { id: 'x', label: 'X', price: 3.4 },
  { id: '2', label: '2', price: 3.25 },
];

describe('MatchRow', () => {
  it('is an article named by its teams, with the league', () => {
    renderWithUi(<MatchRow {...upcoming} odds={odds} timeZone="UTC" />);
    const row = screen.getByRole('article', { name: 'Arsenal v Chelsea' });
    expect(within(row).getByText('England Premier League')).toBeTruthy();
  });

  it('gives each price cell its line, read after the side', () => {
    renderWithUi(
      <MatchRow
        {...upcoming}
        odds={[
          { id: 'h', label: 'Arsenal', line: '-0.25', price: 1.95 },
          { id: 'a', label: 'Chelsea', line: '+0.25', price: 1.87 },
        ]}
        oddsTitle="Handicap"
        timeZone="UTC"
      />,
    );
    const group = screen.getByRole('group', { name: 'Handicap' });
    expect(
      within(group).getByRole('button', {
        name: 'Arsenal v Chelsea, Handicap, Arsenal -0.25, 1.95',
      }),
    ).toBeTruthy();
    expect(within(group).getByText('+0.25')).toBeTruthy();
  });

  it('shows the start time in the given zone before kick-off (no clock)', () => {
    renderWithUi(<MatchRow {...upcoming} odds={odds} timeZone="Asia/Shanghai" />);
    const time = screen.getByText('05-21 19:30');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2025-05-21T11:30:00.000Z');
  });

  it("shows the start time in the site's zone (TimeZoneProvider) when it gives none", () => {
    renderWithUi(
      <TimeZoneProvider timeZone="Etc/GMT-8">
        <MatchRow {...upcoming} odds={odds} />
      </TimeZoneProvider>,
    );
    expect(screen.getByText('05-21 19:30').tagName).toBe('TIME');
  });

  it('shows the clock as given once under way, instead of the start time', () => {
    const { container } = renderWithUi(<MatchRow {...inPlay} clock="Q3" odds={odds} live />);
    expect(screen.getByText('Q3')).toBeTruthy();
    expect(container.querySelector('time')).toBeNull();
  });

  it('shows no clock when under way without one', () => {
    const { container } = renderWithUi(<MatchRow {...inPlay} clock={null} odds={odds} />);
    expect(container.querySelector('time')).toBeNull();
    expect(screen.getByRole('article').textContent).not.toContain('2H');
  });

  it('shows the score and the live badge', () => {
    renderWithUi(<MatchRow {...inPlay} odds={odds} live />, { locale: 'vi' });
    const row = screen.getByRole('article');
    expect(within(row).getByText('Trực tiếp')).toBeTruthy();
    expect(row.textContent).toContain('Arsenal 2 Chelsea 1');
  });

  it('shows no score before one is known', () => {
    renderWithUi(<MatchRow {...inPlay} score={null} odds={odds} />);
    expect(screen.getByRole('article').textContent).toMatch(/Arsenal\s+Chelsea/);
  });

  it('picks a main price and marks the selected one', async () => {
    const onSelect = vi.fn();
    renderWithUi(
      <MatchRow
        {...upcoming}
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
    expect(onSelect).toHaveBeenCalledWith(odds[0]);
  });

  it('shows a two-way market as two prices', () => {
    renderWithUi(<MatchRow {...upcoming} odds={odds.slice(0, 2)} timeZone="UTC" />);
    expect(within(screen.getByRole('group')).getAllByRole('button')).toHaveLength(2);
  });

  it('toggles follow with a labelled, pressed star', async () => {
    const onFollowChange = vi.fn();
    const { rerender } = renderWithUi(
      <MatchRow {...upcoming} odds={odds} timeZone="UTC" onFollowChange={onFollowChange} />,
    );
    const star = screen.getByRole('button', { name: 'Follow match: Arsenal v Chelsea' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(star);
    expect(onFollowChange).toHaveBeenCalledWith(true);
    rerender(
      <MatchRow
        {...upcoming}
        odds={odds}
        timeZone="UTC"
        followed
        onFollowChange={onFollowChange}
      />,
    );
    expect(star.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(star);
    expect(onFollowChange).toHaveBeenLastCalledWith(false);
  });

  it('offers the stream only when the match has one', async () => {
    const onWatch = vi.fn();
    const { rerender } = renderWithUi(
      <MatchRow {...upcoming} odds={odds} timeZone="UTC" onWatch={onWatch} />,
    );
    expect(screen.queryByRole('button', { name: /Watch live stream/ })).toBeNull();
    rerender(<MatchRow {...inPlay} odds={odds} onWatch={onWatch} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Watch live stream: Arsenal v Chelsea' }),
    );
    expect(onWatch).toHaveBeenCalledTimes(1);
  });

  it('shows no stream button without a place to watch it (it would do nothing)', () => {
    renderWithUi(<MatchRow {...inPlay} odds={odds} />);
    expect(screen.queryByRole('button', { name: /Watch live stream/ })).toBeNull();
  });

  it('opens the detail from the teams and the market count', async () => {
    const onOpen = vi.fn();
    renderWithUi(<MatchRow {...inPlay} odds={odds} onOpen={onOpen} marketCount={124} />);
    await userEvent.click(screen.getByRole('button', { name: 'Arsenal 2 Chelsea 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'More markets: 124' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('shows a dash without odds, and survives a missing league', () => {
    renderWithUi(<MatchRow {...upcoming} league={null} odds={[]} timeZone="UTC" />);
    expect(screen.getByText('-')).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('keeps long non-Latin names whole for screen readers and as a tooltip', () => {
    const home = 'สโมสรฟุตบอลการท่าเรือ เอฟซีสโมสรฟุตบอลการท่าเรือ';
    renderWithUi(
      <MatchRow {...upcoming} teams={{ home, away: 'Chelsea' }} odds={odds} timeZone="UTC" />,
      { locale: 'th' },
    );
    expect(screen.getByRole('article', { name: `${home} พบ Chelsea` })).toBeTruthy();
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
        {...inPlay}
        odds={odds}
        oddsTitle="Full time result"
        selectedIds={['2']}
        onSelect={onSelect}
        live
        renderPrice={(odd, { cell, props }) => {
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
    expect(onSelect).toHaveBeenCalledWith(odds[0]);
    await userEvent.click(cells[1]!);
    expect(onSelect).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('forwards its ref and class name', () => {
    let node: HTMLElement | null = null;
    renderWithUi(
      <MatchRow
        {...upcoming}
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
        <MatchRow {...upcoming} odds={odds} timeZone="UTC" onFollowChange={() => {}} />
        <MatchRow
          {...inPlay}
          odds={odds.map((o) => ({ ...o, suspended: true }))}
          live
          followed
          onFollowChange={() => {}}
          onWatch={() => {}}
          onOpen={() => {}}
          marketCount={12}
          selectedIds={['1']}
        />
        <MatchRow {...upcoming} odds={[]} timeZone="UTC" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
