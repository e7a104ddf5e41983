import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { SportTabs } from './SportTabs.tsx';

const sports = [
  { sport: 'soccer', count: 128 },
  { sport: 3, count: 1 },
  { sport: 'tennis', count: 0 },
];

describe('SportTabs', () => {
  it('is a labelled tablist with a tab per sport, named with its match count', () => {
    renderWithUi(<SportTabs sports={sports} value="soccer" />);
    expect(screen.getByRole('tablist', { name: 'Sports' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'Soccer 128 matches',
      'Basketball 1 match',
      'Tennis 0 matches',
    ]);
    expect(screen.getByRole('tab', { name: 'Soccer 128 matches', selected: true })).toBeTruthy();
  });

  it('offers all 17 sports by default, translated', () => {
    renderWithUi(<SportTabs />, { locale: 'zh-cn' });
    expect(screen.getAllByRole('tab')).toHaveLength(17);
    expect(screen.getByRole('tab', { name: '电子篮球' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: '体育项目' })).toBeTruthy();
  });

  it('selects a sport on click, by key', async () => {
    const onValueChange = vi.fn();
    renderWithUi(<SportTabs sports={sports} value="soccer" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: /Basketball/ }));
    expect(onValueChange).toHaveBeenCalledWith('basketball');
  });

  it('matches the value by id as well as by key', () => {
    renderWithUi(<SportTabs sports={sports} value={5} />);
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Tennis');
  });

  it('moves focus with the arrows, Home and End, wrapping; Enter selects (manual)', async () => {
    const onValueChange = vi.fn();
    renderWithUi(<SportTabs sports={sports} value="soccer" onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Soccer/ }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Basketball/ }));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Tennis/ }));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Soccer/ }));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Tennis/ }));
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('tennis');
  });

  it('selects as focus moves in automatic mode', async () => {
    const onValueChange = vi.fn();
    renderWithUi(
      <SportTabs
        sports={sports}
        value="soccer"
        activationMode="automatic"
        onValueChange={onValueChange}
      />,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenCalledWith('basketball');
  });

  it('has one tab stop: the selected tab, or the first when none is', async () => {
    const { rerender } = renderWithUi(<SportTabs sports={sports} value="tennis" />);
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'))).toEqual([
      '-1',
      '-1',
      '0',
    ]);
    rerender(<SportTabs sports={sports} value="curling" />);
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'))).toEqual([
      '0',
      '-1',
      '-1',
    ]);
    expect(screen.queryByRole('tab', { selected: true })).toBeNull();
  });

  it('leaves out unknown and repeated sports and bad counts', () => {
    renderWithUi(
      <SportTabs
        sports={[
          { sport: 999 },
          { sport: 'soccer', count: -3 },
          { sport: 1, count: 4 },
          { sport: 'curling' },
        ]}
      />,
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(1);
    expect(tabs[0]!.textContent).toBe('Soccer ');
  });

  it('renders an empty tablist for an empty list', () => {
    renderWithUi(<SportTabs sports={[]} />);
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
  });

  it('forwards its ref and class name', () => {
    let node: HTMLDivElement | null = null;
    renderWithUi(<SportTabs className="extra" ref={(el) => void (node = el)} />);
    expect(node).toBe(screen.getByRole('tablist'));
    expect(node!.className).toContain('extra');
    expect(SportTabs.displayName).toBe('SportTabs');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(<SportTabs sports={sports} value="soccer" />, {
      locale: 'th',
    });
    await expectNoAxeViolations(container);
  });
});
