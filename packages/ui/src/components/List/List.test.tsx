import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi, UiTestProvider } from '../../test/index.tsx';
import * as css from './List.css.ts';
import { List, type ListProps } from './List.tsx';

interface Row {
  id: string;
  name: string;
}

const rows = (count: number, from = 0): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `m${from + i}`, name: `Match ${from + i + 1}` }));

const RECT = { width: 360, height: 400 };

/** A list the page scrolls, of 100 rows, in the page's flow or placed (a server render's). */
const windowList = (inFlow: boolean) => (
  <UiTestProvider>
    <List<Row>
      aria-label="Matches"
      items={rows(100)}
      estimateSize={40}
      initialRect={RECT}
      height="window"
      gap={8}
      inFlow={inFlow}
      getKey={(row) => row.id}
      renderItem={(row) => <span>{row.name}</span>}
    />
  </UiTestProvider>
);

function renderList(props: Partial<ListProps<Row>> & { items: Row[] }) {
  return renderWithUi(
    <List<Row>
      aria-label="Matches"
      estimateSize={40}
      initialRect={RECT}
      height={400}
      getKey={(row) => row.id}
      renderItem={(row) => <span>{row.name}</span>}
      {...props}
    />,
  );
}

function scrollTo(list: HTMLElement, top: number) {
  Object.defineProperty(list, 'scrollTop', { configurable: true, value: top });
  fireEvent.scroll(list);
}

describe('List', () => {
  it('renders only the rows in view out of 10,000, with position and set size', () => {
    renderList({ items: rows(10_000), overscan: 4 });
    const list = screen.getByRole('list', { name: 'Matches' });
    const items = screen.getAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(items.length).toBeLessThan(30);
    expect(items[0]?.textContent).toBe('Match 1');
    expect(items[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(items[0]?.getAttribute('aria-setsize')).toBe('10000');
    expect(list.getAttribute('tabindex')).toBe('0');
  });

  it("lets the page scroll it with height='window': rows in view only, no scroll area of its own", async () => {
    const { container } = renderList({ items: rows(10_000), overscan: 2, height: 'window' });
    const list = screen.getByRole('list', { name: 'Matches' });
    expect(list.hasAttribute('tabindex')).toBe(false);
    expect(screen.getAllByRole('listitem').length).toBeLessThan(40);
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe('Match 1');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 40 * 5000 });
    fireEvent.scroll(window);
    const positions = screen
      .getAllByRole('listitem')
      .map((li) => Number(li.getAttribute('aria-posinset')));
    expect(Math.min(...positions)).toBeGreaterThan(4990);
    expect(Math.max(...positions)).toBeLessThan(5030);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    await expectNoAxeViolations(container);
  });

  it('draws its rows in the page’s flow while asked (a server render), then places them', async () => {
    const ui = windowList;
    // a row's height depends on the screen, which the server does not know: its rows follow
    // each other rather than sit where an estimate put them
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui(true));
    document.body.append(container);
    const list = () => container.querySelector('[role="list"]')!;
    expect(list().classList.contains(css.inFlow)).toBe(true);
    const served = container.querySelectorAll('[role="listitem"]').length;
    expect(served).toBeGreaterThan(5);
    expect(served).toBeLessThan(40);

    // the browser hydrates the same rows, then places them
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, ui(true), { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    expect(list().classList.contains(css.inFlow)).toBe(true);
    // in flow the rows' places and the list's total are not written: as the measures come in,
    // a custom property written on a row would restyle everything inside it
    const firstRow = () => container.querySelector<HTMLElement>('[role="listitem"]')!;
    const property = (cssVar: string) => cssVar.slice('var('.length, -1);
    expect(firstRow().style.getPropertyValue(property(css.startVar))).toBe('');
    expect((list() as HTMLElement).style.getPropertyValue(property(css.totalVar))).toBe('');
    await act(async () => root.render(ui(false)));
    expect(list().classList.contains(css.inFlow)).toBe(false);
    expect(firstRow().style.getPropertyValue(property(css.startVar))).toBe('0px');
    expect((list() as HTMLElement).style.getPropertyValue(property(css.totalVar))).not.toBe('');
    // the same elements, the first still first
    expect(container.querySelector('[role="listitem"]')?.textContent).toBe('Match 1');
    act(() => root.unmount());
    container.remove();
  });

  it('reads nothing of the page as it hydrates in flow, so React renders nothing more in that commit', async () => {
    const ui = windowList(true);
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    // a row's height read from its ref, or the list's place in the page read in a layout effect,
    // is a layout forced in the middle of the commit and an update React renders at once
    const heights = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
    const boxes = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const root = await act(async () => hydrateRoot(container, ui));
    onTestFinished(() => {
      heights.mockRestore();
      boxes.mockRestore();
      act(() => root.unmount());
      container.remove();
    });
    expect(heights).not.toHaveBeenCalled();
    expect(boxes).not.toHaveBeenCalled();
  });

  it('renders the rows further down after scrolling', () => {
    renderList({ items: rows(10_000), overscan: 2 });
    const list = screen.getByRole('list', { name: 'Matches' });
    scrollTo(list, 40 * 5000);
    const positions = screen
      .getAllByRole('listitem')
      .map((li) => Number(li.getAttribute('aria-posinset')));
    expect(Math.min(...positions)).toBeGreaterThan(4990);
    expect(Math.max(...positions)).toBeLessThan(5020);
    expect(screen.getByText('Match 5001')).toBeTruthy();
  });

  it('calls onEndReached once near the end, and again after more rows arrive', () => {
    const onEndReached = vi.fn();
    const { rerender } = renderWithUi(
      <List<Row>
        aria-label="Bets"
        items={rows(100)}
        estimateSize={40}
        initialRect={RECT}
        getKey={(row) => row.id}
        renderItem={(row) => row.name}
        onEndReached={onEndReached}
      />,
    );
    expect(onEndReached).not.toHaveBeenCalled();
    const list = screen.getByRole('list', { name: 'Bets' });
    scrollTo(list, 40 * 100 - 400);
    expect(onEndReached).toHaveBeenCalledTimes(1);
    scrollTo(list, 40 * 100 - 380);
    expect(onEndReached).toHaveBeenCalledTimes(1);
    rerender(
      <List<Row>
        aria-label="Bets"
        items={rows(120)}
        estimateSize={40}
        initialRect={RECT}
        getKey={(row) => row.id}
        renderItem={(row) => row.name}
        onEndReached={onEndReached}
      />,
    );
    scrollTo(list, 40 * 120 - 400);
    expect(onEndReached).toHaveBeenCalledTimes(2);
  });

  it('calls onEndReached at once when a short list fits, but not while loading more', () => {
    const onEndReached = vi.fn();
    const { unmount } = renderList({ items: rows(3), onEndReached, loadingMore: true });
    expect(onEndReached).not.toHaveBeenCalled();
    unmount();
    renderList({ items: rows(3), onEndReached });
    expect(onEndReached).toHaveBeenCalledTimes(1);
  });

  it('shows "Loading more" and is busy while the next page loads', () => {
    renderList({ items: rows(30), loadingMore: true, totalCount: 500 });
    expect(screen.getByRole('status').textContent).toContain('Loading more');
    const list = screen.getByRole('list', { name: 'Matches' });
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('500');
  });

  it('shows the "No Data" empty state, or the one given, when there are no items', () => {
    const { unmount } = renderList({ items: [] });
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('No Data');
    unmount();
    renderList({ items: [], emptyState: <p>No open bets</p> });
    expect(screen.getByText('No open bets')).toBeTruthy();
  });

  it('passes the index to renderItem and survives bad estimates', () => {
    renderList({
      items: rows(5),
      estimateSize: () => Number.NaN,
      renderItem: (row, index) => `${index}:${row.name}`,
    });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '0:Match 1',
      '1:Match 2',
      '2:Match 3',
      '3:Match 4',
      '4:Match 5',
    ]);
  });

  it('renders interactive rows that work by keyboard', async () => {
    function Pickable() {
      const [picked, setPicked] = useState('');
      return (
        <>
          <List<Row>
            aria-label="Leagues"
            items={rows(50)}
            estimateSize={44}
            initialRect={RECT}
            getKey={(row) => row.id}
            renderItem={(row) => (
              <button type="button" onClick={() => setPicked(row.name)}>
                {row.name}
              </button>
            )}
          />
          <output aria-label="Picked">{picked}</output>
        </>
      );
    }
    renderWithUi(<Pickable />);
    await userEvent.tab(); // the list
    await userEvent.tab(); // its first row's button
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Picked' }).textContent).toBe('Match 1');
  });

  it('forwards its ref and class names', () => {
    let node: HTMLDivElement | null = null;
    const { container } = renderWithUi(
      <List<Row>
        aria-label="Ref"
        items={rows(2)}
        estimateSize={40}
        initialRect={RECT}
        getKey={(row) => row.id}
        renderItem={(row) => row.name}
        className="extra"
        listClassName="inner"
        ref={(el) => void (node = el)}
      />,
    );
    expect(node).toBe(container.firstElementChild);
    expect((node as HTMLDivElement | null)?.className).toContain('extra');
    expect(screen.getByRole('list', { name: 'Ref' }).className).toContain('inner');
    expect(List.displayName).toBe('List');
  });

  it('has no axe violations, filled, loading and empty', async () => {
    const { container } = renderWithUi(
      <div>
        <List<Row>
          aria-label="Thai rows"
          items={rows(200).map((r) => ({ ...r, name: `การแข่งขัน ${r.name}` }))}
          estimateSize={40}
          initialRect={RECT}
          getKey={(row) => row.id}
          renderItem={(row) => row.name}
          loadingMore
        />
        <List<Row>
          aria-label="Empty"
          items={[]}
          estimateSize={40}
          getKey={(row) => row.id}
          renderItem={(row) => row.name}
        />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
