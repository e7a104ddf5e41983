import { exampleMatch } from '@touchline/api/examples';
import type * as Ui from '@touchline/ui';
import { expectNoAxeViolations, renderWithUi } from '@touchline/ui/test';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { matchRowRenders as rowRenders } from '../../../testing/matchRowRenders.tsx';
import { LiveFeedContext, LiveStore, type LiveFeed } from '../live.ts';
import { MatchItem } from './MatchItem.tsx';

vi.mock('@touchline/ui', async (importOriginal) =>
  (await import('../../../testing/matchRowRenders.tsx')).withCountedMatchRow(
    await importOriginal<typeof Ui>(),
  ),
);

const homeId = 's-90001-1-home';

function renderItem(onPick = vi.fn()) {
  const store = new LiveStore();
  const feed: LiveFeed = { store, watch: () => () => undefined };
  rowRenders.count = 0;
  const view = renderWithUi(
    <LiveFeedContext value={feed}>
      <MatchItem
        match={exampleMatch}
        format="decimal"
        selectedIds={[]}
        followed={false}
        onPick={onPick}
        onFollowChange={() => undefined}
        onOpen={() => undefined}
      />
    </LiveFeedContext>,
  );
  return { store, view, onPick };
}

const move = (store: LiveStore, price: number, status: 'open' | 'suspended' = 'open') =>
  act(() =>
    store.applyOdds(exampleMatch.id, {
      markets: [
        {
          id: 'm-90001-1',
          status,
          selections: [{ id: homeId, price, status: 'open' }],
        },
      ],
    }),
  );

describe('MatchItem', () => {
  it('moves a live price in its cell without re-rendering the row', async () => {
    const { store, view } = renderItem();
    const group = screen.getByRole('group', { name: 'Full time result' });
    within(group).getByRole('button', { name: /, Hanoi FC, 2\.10$/ });
    const before = rowRenders.count;
    move(store, 2.35);
    within(group).getByRole('button', { name: /, Hanoi FC, 2\.35, Price went up$/ });
    expect(rowRenders.count).toBe(before);
    await expectNoAxeViolations(view.container);
  });

  it('locks the cells of a suspended market, still without the row', () => {
    const { store } = renderItem();
    const before = rowRenders.count;
    move(store, 2.1, 'suspended');
    const group = screen.getByRole('group', { name: 'Full time result' });
    for (const cell of within(group).getAllByRole('button'))
      expect(cell.getAttribute('aria-disabled')).toBe('true');
    expect(rowRenders.count).toBe(before);
  });

  it('re-renders the row for a new score', () => {
    const { store } = renderItem();
    const before = rowRenders.count;
    act(() =>
      store.applyScore(exampleMatch.id, {
        ms: 5,
        mc: { pe: 1, s: 2400 },
        scores: [{ score: '2:0', pe: null }],
      }),
    );
    expect(rowRenders.count).toBe(before + 1);
    expect(screen.getByRole('article').textContent).toContain('Hanoi FC 2 Saigon United 0');
  });

  it('picks the price the cell shows now', async () => {
    const { store, onPick } = renderItem();
    move(store, 2.35);
    await userEvent.click(screen.getByRole('button', { name: /, Hanoi FC, 2\.35/ }));
    expect(onPick).toHaveBeenCalledTimes(1);
    const [, market, selection] = onPick.mock.calls[0]!;
    expect(market.id).toBe('m-90001-1');
    expect(selection).toMatchObject({ id: homeId, price: 2.35, status: 'open' });
  });
});
