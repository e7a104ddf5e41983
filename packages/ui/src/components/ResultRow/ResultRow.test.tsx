import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { ResultRow, type ResultRowProps } from './ResultRow.tsx';

const KICK_OFF = 1747740600000; // 2025-05-20 11:30 UTC
const base: ResultRowProps = {
  league: 'England Premier League',
  home: 'Arsenal',
  away: 'Chelsea',
  scores: [{ score: '2:1' }],
  halfTimeScore: '1:0',
  startTime: KICK_OFF,
  timeZone: 'Asia/Shanghai',
  details: [
    { id: 'a', label: '1st half', value: '1:0' },
    { id: 'b', label: 'Total goals 2.5', value: 'Over' },
  ],
};

describe('ResultRow', () => {
  it('shows league, date, and the final and half-time scores per team', () => {
    renderWithUi(<ResultRow {...base} />);
    const row = screen.getByRole('article', { name: 'Arsenal v Chelsea' });
    expect(within(row).getByText('England Premier League')).toBeTruthy();
    expect(within(row).getByText('05-20')).toBeTruthy();
    expect(within(row).getByText('19:30')).toBeTruthy();
    const [, home, away] = within(row).getAllByRole('row');
    expect(within(home!).getByRole('rowheader').textContent).toBe('Arsenal');
    expect(
      within(home!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '1']);
    expect(
      within(away!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '0']);
    expect(within(row).getByRole('columnheader', { name: 'Full time' })).toBeTruthy();
    expect(within(row).getByRole('columnheader', { name: 'Half time' })).toBeTruthy();
  });

  it('has no half-time column for a sport without a half time (halfTimeScore left out)', async () => {
    const { halfTimeScore: _, ...withoutHalf } = base;
    const { container } = renderWithUi(<ResultRow {...withoutHalf} />);
    const row = screen.getByRole('article', { name: 'Arsenal v Chelsea' });
    expect(within(row).queryByRole('columnheader', { name: 'Half time' })).toBeNull();
    const [, home] = within(row).getAllByRole('row');
    expect(
      within(home!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2']);
    await expectNoAxeViolations(container);
  });

  it('shows the date day-month in Vietnamese', () => {
    renderWithUi(<ResultRow {...base} />, { locale: 'vi' });
    expect(screen.getByText('20-05')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Cả trận' })).toBeTruthy();
  });

  it('expands to the detail list and collapses again', async () => {
    const onExpandedChange = vi.fn();
    renderWithUi(<ResultRow {...base} onExpandedChange={onExpandedChange} />);
    const toggle = screen.getByRole('button', { name: 'Details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('term')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
      '1st half',
      'Total goals 2.5',
    ]);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['1:0', 'Over']);
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(onExpandedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('can be controlled', async () => {
    renderWithUi(<ResultRow {...base} expanded />);
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.getByRole('button', { name: 'Details' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('shows "No Data" for an empty detail list, and no toggle without details', () => {
    const { rerender } = renderWithUi(<ResultRow {...base} details={[]} defaultExpanded />);
    expect(screen.getByText('No Data')).toBeTruthy();
    rerender(<ResultRow {...base} details={undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows dashes for missing or malformed scores and a bad time', () => {
    renderWithUi(
      <ResultRow
        {...base}
        scores={[{ score: 'abc' }]}
        halfTimeScore="1-0"
        startTime={Number.NaN}
        league={null}
      />,
    );
    const row = screen.getByRole('article');
    const [, home, away] = within(row).getAllByRole('row');
    for (const line of [home!, away!]) {
      expect(
        within(line)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['-', '-']);
    }
    expect(row.querySelector('time')).toBeNull();
  });

  it('keeps long non-Latin team names', () => {
    const home = 'สโมสรฟุตบอลบุรีรัมย์ ยูไนเต็ด';
    renderWithUi(<ResultRow {...base} home={home} />, { locale: 'th' });
    expect(screen.getByRole('rowheader', { name: home })).toBeTruthy();
  });

  it('forwards its ref and class name', () => {
    let node: HTMLElement | null = null;
    renderWithUi(<ResultRow {...base} className="extra" ref={(el) => void (node = el)} />);
    expect(node).toBe(screen.getByRole('article'));
    expect(node!.className).toContain('extra');
    expect(ResultRow.displayName).toBe('ResultRow');
  });

  it('has no axe violations, collapsed and expanded', async () => {
    const { container } = renderWithUi(
      <div>
        <ResultRow {...base} />
        <ResultRow {...base} home="Liverpool" defaultExpanded />
        <ResultRow {...base} home="Everton" details={[]} defaultExpanded />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
