import { MARKET_CATEGORIES } from '@touchline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { uiMessages } from '../../i18n/messages.ts';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import {
  groupMarketsByCategory,
  MarketGroup,
  MARKET_CATEGORY_NAME_KEYS,
  type MarketSelectionData,
} from './MarketGroup.tsx';

const fullTime: MarketSelectionData[] = [
  { id: '1', label: '1', price: 2.1 },
  { id: 'x', label: 'X', price: 3.4 },
  { id: '2', label: '2', price: 3.25 },
];

describe('MarketGroup', () => {
  it('is a region named by its title, with a button per selection', () => {
    renderWithUi(<MarketGroup title="Full time result" selections={fullTime} />);
    const region = screen.getByRole('region', { name: 'Full time result' });
    expect(within(region).getAllByRole('button', { pressed: false })).toHaveLength(3);
    expect(within(region).getByRole('button', { name: 'Full time result, X, 3.40' })).toBeTruthy();
  });

  it('reads the match context and line before each selection', () => {
    renderWithUi(
      <MarketGroup
        title="Handicap"
        line="-0.25"
        context="Arsenal v Chelsea"
        selections={[{ id: 'h', label: 'Arsenal', price: 1.92 }]}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Arsenal v Chelsea, Handicap, -0.25, Arsenal, 1.92' }),
    ).toBeTruthy();
  });

  it('shows each selection with its line, read with it', () => {
    renderWithUi(
      <MarketGroup
        title="Handicap"
        context="Madrid v Amsterdam"
        selections={[
          { id: 'h', label: 'Madrid', line: '-0.25', price: 2.1 },
          { id: 'a', label: 'Amsterdam', line: '+0.25', price: 1.8 },
        ]}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Madrid v Amsterdam, Handicap, Madrid -0.25, 2.10' }),
    ).toBeTruthy();
    expect(screen.getByText('+0.25')).toBeTruthy();
  });

  it('picks a selection and marks the selected ones', async () => {
    const onSelect = vi.fn();
    renderWithUi(
      <MarketGroup title="1X2" selections={fullTime} selectedIds={['x']} onSelect={onSelect} />,
    );
    expect(screen.getByRole('button', { pressed: true }).getAttribute('aria-label')).toContain('X');
    await userEvent.click(screen.getByRole('button', { name: /, 2, 3.25$/ }));
    expect(onSelect).toHaveBeenCalledWith(fullTime[2]);
  });

  it('collapses and expands from its header, by mouse and keyboard', async () => {
    const onOpenChange = vi.fn();
    renderWithUi(
      <MarketGroup title="Total goals" selections={fullTime} onOpenChange={onOpenChange} />,
    );
    const header = screen.getByRole('button', { name: 'Total goals' });
    expect(header.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: /3.40/ })).toBeNull();
    header.focus();
    await userEvent.keyboard('{Enter}');
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(onOpenChange.mock.calls).toEqual([[false], [true]]);
  });

  it('can start collapsed, be controlled, or not collapse at all', async () => {
    const { rerender } = renderWithUi(
      <MarketGroup title="A" selections={fullTime} defaultOpen={false} />,
    );
    expect(screen.getByRole('button', { name: 'A' }).getAttribute('aria-expanded')).toBe('false');
    rerender(<MarketGroup title="A" selections={fullTime} open={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'A' }));
    expect(screen.getByRole('button', { name: 'A' }).getAttribute('aria-expanded')).toBe('false');
    rerender(<MarketGroup title="A" selections={fullTime} collapsible={false} />);
    expect(screen.queryByRole('button', { name: 'A' })).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });

  it('locks every price of a suspended market and says so', async () => {
    const onSelect = vi.fn();
    renderWithUi(
      <MarketGroup title="1X2" status="suspended" selections={fullTime} onSelect={onSelect} />,
      { locale: 'zh-cn' },
    );
    expect(screen.getByRole('region', { name: /暂停投注/ })).toBeTruthy();
    const cells = screen.getAllByRole('button', { name: /^1X2, .*暂停投注$/ });
    expect(cells).toHaveLength(3);
    for (const cell of cells) expect(cell.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(cells[0]!);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('disables the prices of a closed market', () => {
    renderWithUi(<MarketGroup title="1X2" status="closed" selections={fullTime} />);
    expect(screen.getByText('Closed')).toBeTruthy();
    for (const cell of screen.getAllByRole('button', { name: /1X2, / })) {
      expect((cell as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('shows "No Data" without selections', () => {
    renderWithUi(<MarketGroup title="Empty" selections={[]} />);
    expect(screen.getByText('No Data')).toBeTruthy();
  });

  it('accepts selections as children', async () => {
    const onClick = vi.fn();
    renderWithUi(
      <MarketGroup title="BTTS" status="suspended">
        <MarketGroup.Selection label="Yes" price={1.72} onClick={onClick} />
        <MarketGroup.Selection label="No" price={2.05} />
      </MarketGroup>,
    );
    const yes = screen.getByRole('button', { name: 'BTTS, Yes, 1.72, Suspended' });
    await userEvent.click(yes);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('groups markets by category in the spec order; unknown keys go to other', () => {
    const markets = [
      { id: 'a', category: 'c' },
      { id: 'b', category: 'p' },
      { id: 'c', category: 'nonsense' },
      { id: 'd', category: 'p' },
      { id: 'e', category: null },
    ];
    expect(groupMarketsByCategory(markets)).toEqual([
      { category: 'p', markets: [markets[1], markets[3]] },
      { category: 'c', markets: [markets[0]] },
      { category: 'o', markets: [markets[2], markets[4]] },
    ]);
    expect(groupMarketsByCategory([])).toEqual([]);
  });

  it('names every category in every language', () => {
    for (const category of MARKET_CATEGORIES) {
      const key = MARKET_CATEGORY_NAME_KEYS[category];
      for (const lang of ['en', 'zh-cn', 'vi', 'th'] as const) {
        expect(uiMessages[lang][key], `${lang}/${category}`).toBeTruthy();
      }
    }
  });

  it('shows a category heading with its translated name', () => {
    renderWithUi(
      <>
        <MarketGroup.Category category="cs">
          <MarketGroup title="Correct score" selections={fullTime} />
        </MarketGroup.Category>
        <MarketGroup.Category category="zz" />
      </>,
      { locale: 'vi' },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Tỷ số chính xác' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Khác' })).toBeTruthy();
  });

  it('keeps long non-Latin titles as text', () => {
    const title = 'ผลการแข่งขันเต็มเวลาพร้อมทั้งสองทีมทำประตูได้';
    renderWithUi(<MarketGroup title={title} selections={fullTime} />, { locale: 'th' });
    expect(screen.getByRole('region', { name: title })).toBeTruthy();
  });

  it('forwards its ref and class name', () => {
    let node: HTMLElement | null = null;
    renderWithUi(
      <MarketGroup
        title="R"
        selections={fullTime}
        className="extra"
        ref={(el) => void (node = el)}
      />,
    );
    expect(node).toBe(screen.getByRole('region', { name: 'R' }));
    expect(node!.className).toContain('extra');
    expect(MarketGroup.displayName).toBe('MarketGroup');
  });

  it('has no axe violations in any status', async () => {
    const { container } = renderWithUi(
      <div>
        <MarketGroup.Category category="p">
          <MarketGroup title="Open" selections={fullTime} selectedIds={['x']} />
          <MarketGroup title="Suspended" status="suspended" selections={fullTime} />
          <MarketGroup title="Closed" status="closed" selections={fullTime} />
          <MarketGroup title="Collapsed" defaultOpen={false} selections={fullTime} />
          <MarketGroup title="Static" collapsible={false} selections={[]} />
        </MarketGroup.Category>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
