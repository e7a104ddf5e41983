import { exampleMatch } from '@touchline/api/examples';
import { createMemoryStorage, LOCAL_STORAGE_KEYS } from '@touchline/domain';
import { render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n.ts';
import { exampleHandlers, ok, server, type Seen } from '../../../testing/server.ts';
import { renderSite } from '../../../testing/site.tsx';
import { createFakeRealtime } from '../testing.ts';
import { LiveFeedContext, LiveStore, type LiveFeed } from '../live.ts';
import { SportsListView, type SportsListViewProps } from './SportsListView.tsx';

async function renderList(overrides: Partial<SportsListViewProps>) {
  const i18n = await initI18n('en', createInstance());
  const feed: LiveFeed = { store: new LiveStore(), watch: () => () => undefined };
  const props: SportsListViewProps = {
    tab: 'all',
    onTabChange: () => undefined,
    tabCounts: { all: 14, live: 0, today: 8 },
    sportId: 1,
    onSportChange: () => undefined,
    sportCounts: new Map(),
    leagues: [],
    leagueIds: [],
    onLeaguesChange: () => undefined,
    search: '',
    onSearchChange: () => undefined,
    matches: { status: 'ready', data: [] },
    format: 'decimal',
    selectedIds: [],
    followedIds: new Set(),
    onPick: () => undefined,
    onFollowChange: () => undefined,
    onOpen: () => undefined,
    ...overrides,
  };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <LiveFeedContext value={feed}>
        <SportsListView {...props} />
      </LiveFeedContext>
    </I18nextProvider>,
  );
  return { props, view, i18n, feed };
}

describe('the match list', () => {
  it('asks for the next list when a page comes back empty, rather than saying there are none', async () => {
    // the all tab: no match in play, 8 today — the first page (in play) is empty
    const onLoadMore = vi.fn();
    await renderList({ hasMore: true, onLoadMore });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('No matches right now.')).toBeNull();
  });

  it('asks once while the next page is on its way', async () => {
    const onLoadMore = vi.fn();
    await renderList({ hasMore: true, loadingMore: true, onLoadMore });
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('says there are no matches once no page is left', async () => {
    const onLoadMore = vi.fn();
    await renderList({ hasMore: false, onLoadMore });
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(screen.getByText('No matches right now.')).toBeTruthy();
  });

  it('lists the rows it has', async () => {
    await renderList({ matches: { status: 'ready', data: [exampleMatch] }, hasMore: true });
    expect(screen.getByRole('article', { name: 'Hanoi FC v Saigon United' })).toBeTruthy();
  });
});

describe('/sports, all tab, with nothing in play', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it("goes on to today's matches when the in-play list is empty", async () => {
    const seen: Seen[] = [];
    const page = (records: unknown[]) =>
      ok({ records, total: records.length, current: 1, size: 50 });
    server.use(
      ...exampleHandlers(
        {
          // type 1 (in play) has none; type 3 (today) has one
          listMatches: (body) =>
            (body as { type: number }).type === 1 ? page([]) : page([{ ...exampleMatch, ms: 4 }]),
        },
        seen,
      ),
    );
    await renderSite('/sports?tab=all', {
      local: createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-1' }),
      realtime: createFakeRealtime(),
    });
    const list = await screen.findByRole('list', { name: 'Matches' });
    expect(
      await within(list).findByRole('article', { name: 'Hanoi FC v Saigon United' }),
    ).toBeTruthy();
    const types = seen
      .filter((s) => s.call === 'listMatches')
      .map((s) => (s.body as { type: number }).type);
    expect(types.slice(0, 2)).toEqual([1, 3]);
  });
});
