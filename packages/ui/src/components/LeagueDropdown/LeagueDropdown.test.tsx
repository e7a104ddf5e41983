import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { foldForSearch, LeagueDropdown, type LeagueOption } from './LeagueDropdown.tsx';

const leagues: LeagueOption[] = [
  { id: 1, name: 'England Premier League', matchCount: 10 },
  { id: 2, name: 'Spain La Liga', matchCount: 9 },
  { id: 5, name: 'Giải bóng đá Vô địch Quốc gia Việt Nam', matchCount: 7 },
  { id: 7, name: '中国足球协会超级联赛' },
];

describe('LeagueDropdown', () => {
  it('shows "All leagues" without a selection, and the count with one', () => {
    const { rerender } = renderWithUi(<LeagueDropdown leagues={leagues} value={[]} />);
    expect(screen.getByRole('button', { name: 'All leagues' })).toBeTruthy();
    rerender(<LeagueDropdown leagues={leagues} value={[1, 2]} />);
    expect(screen.getByRole('button', { name: 'Leagues 2 Selected' })).toBeTruthy();
  });

  it('opens a panel with search, focused, and a multi-select listbox', async () => {
    renderWithUi(<LeagueDropdown leagues={leagues} defaultValue={[2]} />);
    const button = screen.getByRole('button', { name: /Leagues/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('dialog', { name: 'Leagues' });
    expect(document.activeElement).toBe(
      within(panel).getByRole('searchbox', { name: 'Search leagues' }),
    );
    const list = within(panel).getByRole('listbox', { name: 'Leagues' });
    expect(list.getAttribute('aria-multiselectable')).toBe('true');
    expect(within(list).getAllByRole('option')).toHaveLength(4);
    expect(
      within(list).getByRole('option', { name: 'Spain La Liga 9' }).getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('toggles leagues by click', async () => {
    const onValueChange = vi.fn();
    renderWithUi(
      <LeagueDropdown
        leagues={leagues}
        defaultValue={[2]}
        defaultOpen
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByRole('option', { name: /England/ }));
    expect(onValueChange).toHaveBeenLastCalledWith([2, 1]);
    await userEvent.click(screen.getByRole('option', { name: /Spain/ }));
    expect(onValueChange).toHaveBeenLastCalledWith([1]);
    expect(screen.getByRole('button', { name: 'Leagues 1 Selected' })).toBeTruthy();
  });

  it('moves with the arrow keys from the search into the list and toggles with Space', async () => {
    const onValueChange = vi.fn();
    renderWithUi(<LeagueDropdown leagues={leagues} onValueChange={onValueChange} />);
    screen.getByRole('button', { name: 'All leagues' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    await userEvent.keyboard('{ArrowDown}');
    const list = screen.getByRole('listbox');
    expect(document.activeElement).toBe(list);
    const options = screen.getAllByRole('option');
    expect(list.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(list.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    await userEvent.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith([5]);
    await userEvent.keyboard('{End}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith([5, 7]);
    await userEvent.keyboard('{Home}');
    expect(list.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
  });

  it('filters by search, ignoring case and Vietnamese accents', async () => {
    renderWithUi(<LeagueDropdown leagues={leagues} defaultOpen />, { locale: 'vi' });
    await userEvent.type(screen.getByRole('searchbox'), 'viet nam');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Giải bóng đá Vô địch Quốc gia Việt Nam 7',
    ]);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), '超级');
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('shows "No matching data" when the search finds nothing', async () => {
    renderWithUi(<LeagueDropdown leagues={leagues} defaultOpen />, { locale: 'zh-cn' });
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('没有匹配的数据');
    expect(screen.getByRole('button', { name: '全选' })).toHaveProperty('disabled', true);
  });

  it('shows "No Data" without leagues', () => {
    renderWithUi(<LeagueDropdown leagues={[]} defaultOpen />);
    expect(screen.getByRole('status').textContent).toBe('No Data');
  });

  it('selects all the leagues in view, and clears', async () => {
    const onValueChange = vi.fn();
    renderWithUi(
      <LeagueDropdown
        leagues={leagues}
        defaultValue={[7]}
        defaultOpen
        onValueChange={onValueChange}
      />,
    );
    await userEvent.type(screen.getByRole('searchbox'), 'li');
    await userEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect(onValueChange).toHaveBeenLastCalledWith([7, 2]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onValueChange).toHaveBeenLastCalledWith([]);
  });

  it('closes on Escape and returns focus to the button', async () => {
    const onOpenChange = vi.fn();
    renderWithUi(<LeagueDropdown leagues={leagues} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'All leagues' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'All leagues' }));
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes from its close button and on a press outside', async () => {
    renderWithUi(
      <div>
        <LeagueDropdown leagues={leagues} />
        <p>outside</p>
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'All leagues' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'All leagues' }));
    await userEvent.click(screen.getByText('outside'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('folds text for search', () => {
    expect(foldForSearch('  Đồng Tháp ')).toBe('dong thap');
    expect(foldForSearch('ÉCOLE')).toBe('ecole');
  });

  it('forwards its ref and class name', () => {
    let node: HTMLDivElement | null = null;
    const { container } = renderWithUi(
      <LeagueDropdown leagues={leagues} className="extra" ref={(el) => void (node = el)} />,
    );
    expect(node).toBe(container.firstElementChild);
    expect(node!.className).toContain('extra');
    expect(LeagueDropdown.displayName).toBe('LeagueDropdown');
  });

  it('has no axe violations, closed and open', async () => {
    const { container } = renderWithUi(
      <div>
        <LeagueDropdown leagues={leagues} />
        <LeagueDropdown leagues={leagues} defaultOpen defaultValue={[1]} />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
