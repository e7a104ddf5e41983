// Issue 15: outrights were a row of cut price buttons without their market's title.
import type { Match } from '@touchline/api';
import { exampleMatch } from '@touchline/api/examples';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n.ts';
import { LiveFeedContext, LiveStore, type LiveFeed } from '../live.ts';
import { eventNameOf } from '../matchRow.ts';
import { SportsListView, type SportsListViewProps } from './SportsListView.tsx';

const TEAMS = ['Barcelona', 'Munich', 'Shanghai', 'Kuala Lumpur', 'Paris', 'Amsterdam'];

/** An outright as the service lists it: its 'sides' are the competition's, the field a market. */
const outright: Match = {
  ...exampleMatch,
  id: 95001,
  ms: 4,
  mc: null,
  liveUrl: null,
  scores: [],
  lg: { id: 401, na: 'Premier Division' },
  home: { id: 9001, na: 'Premier Division – Winner', logo: null },
  away: { id: 9002, na: 'Premier Division – The field', logo: null },
  markets: [
    {
      id: 'm-95001',
      mty: 20,
      pe: 0,
      category: 'o',
      name: 'Winner',
      status: 'open',
      selections: TEAMS.map((team, i) => ({
        id: `s-95001-${i}`,
        name: team,
        price: 3 + i,
        line: null,
        status: 'open' as const,
      })),
    },
  ],
  marketCount: 1,
};

async function renderList(overrides: Partial<SportsListViewProps> = {}) {
  const i18n = await initI18n('en', createInstance());
  const feed: LiveFeed = { store: new LiveStore(), watch: () => () => undefined };
  const props: SportsListViewProps = {
    tab: 'champions',
    onTabChange: () => undefined,
    sportId: 1,
    onSportChange: () => undefined,
    sportCounts: new Map(),
    leagues: [],
    leagueIds: [],
    onLeaguesChange: () => undefined,
    search: '',
    onSearchChange: () => undefined,
    matches: { status: 'ready', data: [outright, exampleMatch] },
    format: 'decimal',
    selectedIds: [],
    followedIds: new Set(),
    onPick: vi.fn(),
    onFollowChange: vi.fn(),
    onOpen: vi.fn(),
    ...overrides,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <LiveFeedContext value={feed}>
        <SportsListView {...props} />
      </LiveFeedContext>
    </I18nextProvider>,
  );
  return props;
}

describe('outrights in the match list', () => {
  it("shows an outright under its competition and market's title, a line per side", async () => {
    await renderList();
    const row = screen.getByRole('article', { name: 'Premier Division — Winner' });
    expect(within(row).getByRole('heading', { name: 'Premier Division — Winner' })).toBeTruthy();
    const prices = within(within(row).getByRole('group', { name: 'Winner' })).getAllByRole(
      'button',
    );
    expect(prices.map((cell) => cell.textContent)).toEqual(
      TEAMS.map((team, i) => `${team} ${(3 + i).toFixed(2)}`),
    );
    // never as a match of its two 'sides'
    expect(screen.queryByText(/The field/)).toBeNull();
    // a real match keeps its row
    expect(screen.getByRole('article', { name: 'Hanoi FC v Saigon United' })).toBeTruthy();
    await expectNoAxeViolations(row);
  });

  it('picks a side of the field, and follows the outright', async () => {
    const props = await renderList();
    await userEvent.click(screen.getByRole('button', { name: /, Paris, 7\.00$/ }));
    expect(props.onPick).toHaveBeenCalledWith(
      outright,
      expect.objectContaining({ id: 'm-95001' }),
      expect.objectContaining({ id: 's-95001-4', name: 'Paris' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Follow match: Premier Division — Winner' }),
    );
    expect(props.onFollowChange).toHaveBeenCalledWith(outright, true);
  });
});

describe('the event a pick is on', () => {
  const nameOf = (home: string, away: string) => `${home} v ${away}`;
  it("is an outright's competition, and a match's two sides", () => {
    expect(eventNameOf(outright, nameOf)).toBe('Premier Division');
    expect(eventNameOf(exampleMatch, nameOf)).toBe('Hanoi FC v Saigon United');
  });
});
