import { sportsExamples } from '@touchline/api/examples';
import { createMemoryStorage, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { screen, within } from '@testing-library/react';
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
