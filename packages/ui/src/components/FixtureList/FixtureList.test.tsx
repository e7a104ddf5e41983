import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { FixtureList, type Fixture } from './FixtureList.tsx';

/** 2026-11-27 20:00 at UTC+8. */
const T = Date.UTC(2026, 10, 27, 12, 0);

const FIXTURES: Fixture[] = [
  {
    id: 1,
    league: 'Premier Division',
    home: 'Riverside',
    away: 'Harbour City',
    startsAt: T - 3_600_000,
    status: 'live',
    score: '2:1',
    clock: { period: 2, minute: 67 },
    href: '/sports/sportsdetail/1',
  },
  {
    id: 2,
    league: 'Continental Cup',
    home: 'Northbridge',
    away: 'Kingsgate',
    startsAt: T,
    status: 'upcoming',
    href: '/sports/sportsdetail/2',
  },
  {
    id: 3,
    home: 'Eastport',
    away: 'Riverside',
    startsAt: T - 86_400_000,
    status: 'finished',
    score: '0:3',
    href: '/sports/sportsdetail/3',
  },
];

describe('FixtureList', () => {
  it('lists each match as a link to its page, named by its teams, score and state', async () => {
    const { container } = renderWithUi(
      <FixtureList
        title="Fixtures"
        sportId={1}
        fixtures={FIXTURES}
        emptyText="None yet"
        timeZone="Asia/Shanghai"
      />,
    );
    const list = screen.getByRole('region', { name: 'Fixtures' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/sports/sportsdetail/1',
      '/sports/sportsdetail/2',
      '/sports/sportsdetail/3',
    ]);
    expect(
      screen.getByRole('link', { name: /Riverside v Harbour City, 2:1, Live 2nd half 67'/ }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Northbridge v Kingsgate, 11-27 20:00' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Eastport v Riverside, 0:3, Full time' })).toBeTruthy();
    // kick-off at UTC+8, whatever the machine's zone
    expect(links[1]!.textContent).toContain('11-27');
    expect(links[1]!.textContent).toContain('20:00');
    await expectNoAxeViolations(container);
  });

  it('names a live set without a minute', () => {
    renderWithUi(
      <FixtureList
        title="Live"
        sportId={13}
        fixtures={[{ ...FIXTURES[0]!, clock: { period: 3, minute: null } }]}
        emptyText="None"
      />,
    );
    expect(
      screen.getByRole('link', { name: 'Riverside v Harbour City, 2:1, Live Set 3' }),
    ).toBeTruthy();
  });

  it('says so when there is no match', async () => {
    const { container } = renderWithUi(
      <FixtureList title="Results" sportId={1} fixtures={[]} emptyText="No results yet" />,
    );
    const region = screen.getByRole('region', { name: 'Results' });
    expect(within(region).queryByRole('list')).toBeNull();
    expect(within(region).getByText('No results yet')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
