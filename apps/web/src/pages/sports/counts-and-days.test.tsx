import { exampleUpcomingMatch, sportsExamples } from '@touchline/api/examples';
import { createMemoryStorage, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exampleHandlers, ok, server, type Answer, type Seen } from '../../testing/server.ts';
import { renderSite } from '../../testing/site.tsx';
import { createFakeRealtime } from './testing.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openSports(path: string, answers: Partial<Record<string, Answer>> = {}) {
  const seen: Seen[] = [];
  server.use(...exampleHandlers(answers, seen));
  const local = createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-1' });
  await renderSite(path, { local, realtime: createFakeRealtime() });
  return { calls: (name: string) => seen.filter((s) => s.call === name) };
}

describe('the counts of /sports', () => {
  it("count what the list under them shows: the chosen sport's matches, not every sport's", async () => {
    await openSports('/sports?tab=today', {
      getStatistics: ok({
        sl: [
          {
            ty: 1,
            tc: 12,
            ssl: [
              { sid: 1, c: 2 },
              { sid: 3, c: 10 },
            ],
          },
          {
            ty: 3,
            tc: 75,
            ssl: [
              { sid: 1, c: 4 },
              { sid: 3, c: 71 },
            ],
          },
          { ty: 4, tc: 30, ssl: [{ sid: 1, c: 30 }] },
          { ty: 7, tc: 6, ssl: [{ sid: 1, c: 6 }] },
        ],
      }),
    });
    const tabs = await screen.findByRole('tablist', { name: 'Match lists' });
    expect(await within(tabs).findByRole('tab', { name: /Today\s*4$/ })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: /In play\s*2$/ })).toBeTruthy();
    expect(within(tabs).queryByRole('tab', { name: /75/ })).toBeNull();
  });
});

describe('the counts under a league filter', () => {
  it("count the chosen leagues' matches in each tab, as the lists will show them", async () => {
    const league = (id: number, na: string, matchCount: number) => ({
      id,
      na,
      sid: 1,
      region: 'Vietnam',
      logo: null,
      matchCount,
    });
    // each tab has its leagues on sale: V.League 1 and the Cup in some, the Premier League in all
    const leaguesByType: Record<string, object[]> = {
      all: [league(301, 'V.League 1', 7), league(302, 'Premier League', 20), league(303, 'Cup', 3)],
      1: [league(301, 'V.League 1', 1), league(302, 'Premier League', 2)],
      3: [league(301, 'V.League 1', 4), league(302, 'Premier League', 10)],
      4: [league(302, 'Premier League', 8), league(303, 'Cup', 3)],
      7: [league(301, 'V.League 1', 2)],
    };
    const { calls } = await openSports('/sports?tab=today', {
      getStatistics: ok({
        sl: [
          { ty: 1, tc: 3, ssl: [{ sid: 1, c: 3 }] },
          { ty: 3, tc: 14, ssl: [{ sid: 1, c: 14 }] },
          { ty: 4, tc: 11, ssl: [{ sid: 1, c: 11 }] },
          { ty: 7, tc: 2, ssl: [{ sid: 1, c: 2 }] },
        ],
      }),
      listOnSaleLeagues: (body) =>
        ok(leaguesByType[String((body as { type?: number }).type ?? 'all')]),
    });
    const tabs = await screen.findByRole('tablist', { name: 'Match lists' });
    expect(await within(tabs).findByRole('tab', { name: /Today\s*14$/ })).toBeTruthy();
    // no filter: the leagues of the open tab only
    expect(calls('listOnSaleLeagues')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'All leagues' }));
    await userEvent.click(await screen.findByRole('option', { name: /V\.League 1/ }));
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /Today\s*4$/ })).toBeTruthy());
    expect(within(tabs).getByRole('tab', { name: /In play\s*1$/ })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: /Early\s*0$/ })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: /Outrights\s*2$/ })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: /All\s*7$/ })).toBeTruthy();
  });
});

describe('the results day', () => {
  it('dates and times each row in the sportsbook day (UTC+8), as the date field says', async () => {
    const result = sportsExamples.listMatchResults.response![0]!;
    // 20:00 UTC on 23 November is 04:00 on the 24th at UTC+8: the row is filed under the 24th
    const bt = Date.UTC(2026, 10, 23, 20, 0, 0);
    await openSports('/sports?view=results', {
      pageMatchResults: ok({ records: [{ ...result, bt }], total: 1, current: 1, size: 20 }),
    });
    expect(await screen.findByText('Hanoi FC')).toBeTruthy();
    expect(screen.getByText('Days and times in UTC+8')).toBeTruthy();
    const when = document.querySelector(`time[datetime="${new Date(bt).toISOString()}"]`)!;
    expect(when.textContent).toContain('04:00');
    expect(when.textContent).not.toContain('20:00');
  });
});

describe('the times of the sportsbook', () => {
  it('are shown at UTC+8 and say so, whatever the browser zone (issue 15)', async () => {
    await openSports('/sports?tab=early', {
      listMatches: ok({ records: [exampleUpcomingMatch], total: 1, current: 1, size: 50 }),
    });
    const list = await screen.findByRole('list', { name: 'Matches' });
    // kick-off 2026-11-22 15:00 UTC is 23:00 at UTC+8
    expect(await within(list).findByText('11-22 23:00')).toBeTruthy();
    expect(screen.getByText('Times in UTC+8')).toBeTruthy();
  });
});
