import { platformExamples } from '@touchline/api/examples';
import { createMemoryStorage, gameHistoryRange, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  exampleHandlers,
  fail,
  ok,
  server,
  type Answer,
  type Seen,
} from '../../../testing/server.ts';
import { renderSite } from '../../../testing/site.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const first = platformExamples.listMyBets.response.list[0]!;
const second = {
  ...first,
  orderNo: 'G-1000',
  gameName: 'Penalty Dice',
  winLoss: '-2.00',
  status: 'lost' as const,
};

async function openHistory(path = '/game-history', answers: Partial<Record<string, Answer>> = {}) {
  const seen: Seen[] = [];
  server.use(
    ...exampleHandlers(
      {
        listMyBets: (body) =>
          (body as { page: number }).page === 1
            ? ok({ list: [first], total: 2, page: 1, pageSize: 20 })
            : ok({ list: [second], total: 2, page: 2, pageSize: 20 }),
        listGameTypes: ok([
          { gameType: 'sports', name: 'Sports', icon: '', sort: 1 },
          { gameType: 'slot', name: 'Slots', icon: '', sort: 2 },
          { gameType: 'fishing', name: 'Fishing', icon: '', sort: 3 },
        ]),
        ...answers,
      },
      seen,
    ),
  );
  const local = createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-1' });
  const site = await renderSite(path, { local });
  return { ...site, calls: (name: string) => seen.filter((s) => s.call === name) };
}

describe('/game-history, the member’s game rounds', () => {
  it('shows today’s totals by game and day and the rounds, and loads more', async () => {
    const site = await openHistory();
    expect(await screen.findByRole('heading', { level: 1, name: 'Game history' })).toBeTruthy();
    expect(await screen.findAllByText('Golden Goal')).not.toHaveLength(0);
    expect(site.calls('sumMyBets')[0]!.body).toEqual(gameHistoryRange('today', Date.now()));
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Penalty Dice')).toBeTruthy();
    expect(site.calls('listMyBets').map((c) => (c.body as { page: number }).page)).toEqual([1, 2]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    await expectNoAxeViolations(document.body);
  });

  it('asks again for another period and game type, kept in the address', async () => {
    const site = await openHistory();
    const period = await screen.findByRole('group', { name: 'Period' });
    await userEvent.click(within(period).getByRole('button', { name: 'Last 7 days' }));
    const types = screen.getByRole('group', { name: 'Game type' });
    expect(
      within(types)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All types', 'Slots', 'Fishing']);
    await userEvent.click(within(types).getByRole('button', { name: 'Slots' }));
    await waitFor(() =>
      expect(site.calls('sumMyBets').at(-1)!.body).toEqual({
        ...gameHistoryRange('7d', Date.now()),
        gameType: 'slot',
      }),
    );
    expect(site.router.state.location.search).toBe('?range=7d&type=slot');
    expect(
      within(period).getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('says when the totals fail, with a retry', async () => {
    let down = true;
    const site = await openHistory('/game-history', {
      sumMyBets: () => (down ? fail(500, '') : ok(platformExamples.sumMyBets.response)),
    });
    await screen.findByText('The game history could not be loaded');
    down = false;
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    await waitFor(() => expect(site.calls('sumMyBets')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByText('The game history could not be loaded')).toBeNull(),
    );
  });
});
