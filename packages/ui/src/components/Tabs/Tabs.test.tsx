import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi, UiTestProvider } from '../../test/index.tsx';
import { Tabs, type TabsVariant } from './Tabs.tsx';

function Example({
  variant,
  onValueChange,
}: {
  variant?: TabsVariant;
  onValueChange?: (v: string) => void;
}) {
  return (
    <Tabs.Root defaultValue="live" onValueChange={onValueChange}>
      <Tabs.List aria-label="Matches" variant={variant}>
        <Tabs.Trigger value="live" count={12}>
          Live
        </Tabs.Trigger>
        <Tabs.Trigger value="today" count={148}>
          Today
        </Tabs.Trigger>
        <Tabs.Trigger value="early" disabled>
          Early
        </Tabs.Trigger>
        <Tabs.Trigger value="champions">Champions</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="live">Live matches</Tabs.Content>
      <Tabs.Content value="today">Today&apos;s matches</Tabs.Content>
      <Tabs.Content value="early">Early matches</Tabs.Content>
      <Tabs.Content value="champions">Outrights</Tabs.Content>
    </Tabs.Root>
  );
}

/** Two forms of different lengths in `Tabs.Panels`, as a dialog shows them. */
function FormsExample() {
  return (
    <Tabs.Root defaultValue="short">
      <Tabs.List aria-label="Sign-up method">
        <Tabs.Trigger value="short">Short</Tabs.Trigger>
        <Tabs.Trigger value="long">Long</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Panels>
        <Tabs.Content value="short">
          <label>
            Name <input />
          </label>
        </Tabs.Content>
        <Tabs.Content value="long">
          <label>
            Phone <input />
          </label>
          <label>
            Code <input />
          </label>
        </Tabs.Content>
      </Tabs.Panels>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('is a named tablist with tabs and the chosen panel', () => {
    renderWithUi(<Example />);
    expect(screen.getByRole('tablist', { name: 'Matches' })).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    const live = screen.getByRole('tab', { name: 'Live 12', selected: true });
    const panel = screen.getByRole('tabpanel', { name: 'Live 12' });
    expect(panel.textContent).toBe('Live matches');
    expect(live.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('hydrates a row the server drew, its panel named by its tab, then switches on click', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <UiTestProvider>
        <Example />
      </UiTestProvider>,
    );
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(
        container,
        <UiTestProvider>
          <Example />
        </UiTestProvider>,
        { onRecoverableError: (error) => errors.push(error) },
      ),
    );
    onTestFinished(() => {
      act(() => root.unmount());
      container.remove();
    });
    expect(errors).toEqual([]);
    const panel = screen.getByRole('tabpanel', { name: 'Live 12' });
    expect(screen.getByRole('tab', { selected: true }).getAttribute('aria-controls')).toBe(
      panel.id,
    );
    // the panels not chosen are not drawn
    expect(screen.queryByText('Outrights')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: /Champions/ }));
    expect(screen.getByRole('tabpanel', { name: 'Champions' }).textContent).toBe('Outrights');
  });

  it('switches panels on click', async () => {
    const onValueChange = vi.fn();
    renderWithUi(<Example onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: /Champions/ }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Outrights');
    expect(onValueChange).toHaveBeenCalledWith('champions');
  });

  it('moves with arrow keys and skips disabled tabs', async () => {
    renderWithUi(<Example />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Live/ }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Today/, selected: true })).toBe(document.activeElement);
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Champions/, selected: true })).toBe(
      document.activeElement,
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Live/, selected: true })).toBe(document.activeElement);
  });

  it('caps big counts and cleans bad ones', () => {
    renderWithUi(
      <Tabs.Root defaultValue="a">
        <Tabs.List aria-label="Counts">
          <Tabs.Trigger value="a" count={148}>
            A
          </Tabs.Trigger>
          <Tabs.Trigger value="b" count={1200} maxCount={999}>
            B
          </Tabs.Trigger>
          <Tabs.Trigger value="c" count={-3}>
            C
          </Tabs.Trigger>
          <Tabs.Trigger value="d" count={Number.NaN}>
            D
          </Tabs.Trigger>
          <Tabs.Trigger value="e" count={0}>
            E
          </Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>,
    );
    expect(screen.getByRole('tab', { name: 'A 99+' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'B 999+' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'C 0' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'D 0' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'E 0' })).toBeTruthy();
  });

  it('marks the variant, keeps class names and forwards refs', () => {
    let list: HTMLDivElement | null = null;
    renderWithUi(
      <Tabs.Root defaultValue="a" className="root-extra">
        <Tabs.List
          aria-label="Sports"
          variant="pill"
          className="list-extra"
          ref={(el: HTMLDivElement | null) => void (list = el)}
        >
          <Tabs.Trigger value="a">Football</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="a">x</Tabs.Content>
      </Tabs.Root>,
    );
    const tablist = screen.getByRole('tablist', { name: 'Sports' });
    expect(list).toBe(tablist);
    expect(tablist.getAttribute('data-variant')).toBe('pill');
    expect(tablist.className).toContain('list-extra');
    expect(tablist.parentElement?.className).toContain('root-extra');
    expect(Tabs.Trigger.displayName).toBe('Tabs.Trigger');
  });

  it('scrolls a row too narrow for its tabs to show the chosen one whole', async () => {
    const row = (value: string) => (
      <Tabs.Root value={value}>
        <Tabs.List aria-label="Sections">
          {['matches', 'results', 'bets', 'settings'].map((v) => (
            <Tabs.Trigger key={v} value={v}>
              {v}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
    );
    const { rerender } = renderWithUi(row('matches'));
    // a 300 px row of four 120 px tabs (jsdom lays nothing out: the boxes are given)
    const list = screen.getByRole('tablist', { name: 'Sections' });
    let scrollLeft = 0;
    Object.defineProperties(list, {
      scrollWidth: { get: () => 480 },
      clientWidth: { get: () => 300 },
      scrollLeft: { get: () => scrollLeft, set: (v: number) => void (scrollLeft = v) },
    });
    const box = (left: number, width: number) => () =>
      ({ left, right: left + width, top: 0, bottom: 40, width, height: 40 }) as DOMRect;
    list.getBoundingClientRect = box(0, 300);
    screen.getAllByRole('tab').forEach((tab, i) => {
      tab.getBoundingClientRect = () => box(i * 120 - scrollLeft, 120)();
    });
    // as in a browser, an observer calls once after the next layout (the tab is read then)
    const inert = globalThis.ResizeObserver;
    class AfterLayout {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        queueMicrotask(() => this.callback([], this as unknown as ResizeObserver));
      }
      unobserve() {}
      disconnect() {}
    }
    globalThis.ResizeObserver = AfterLayout as unknown as typeof ResizeObserver;
    try {
      rerender(row('settings'));
      await waitFor(() => expect(scrollLeft).toBe(180));
      rerender(row('matches'));
      await waitFor(() => expect(scrollLeft).toBe(0));
    } finally {
      globalThis.ResizeObserver = inert;
    }
  });

  it('in Tabs.Panels, keeps every panel in one place and what was typed, out of reach while hidden', async () => {
    const { container } = renderWithUi(<FormsExample />);
    const panels = container.querySelectorAll('[role="tabpanel"]');
    // both panels are there, in the same cell, so the pair is as tall as the longer form
    expect(panels).toHaveLength(2);
    expect(panels[0]!.parentElement).toBe(panels[1]!.parentElement);
    // only the chosen one is reachable: the other is hidden and inert
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(panels[1]!.hasAttribute('inert')).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'lucky88');
    await userEvent.click(screen.getByRole('tab', { name: 'Long' }));
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(panels[0]!.hasAttribute('inert')).toBe(true);
    expect(panels[1]!.hasAttribute('inert')).toBe(false);
    await userEvent.click(screen.getByRole('tab', { name: 'Short' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'lucky88');
    await expectNoAxeViolations(container);
  });

  it('has no axe violations in both variants', async () => {
    const { container } = renderWithUi(
      <div>
        <Example variant="underline" />
        <Example variant="pill" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
