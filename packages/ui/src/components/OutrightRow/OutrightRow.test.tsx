import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { OddsCell } from '../OddsCell/index.ts';
import { OutrightRow, type OutrightSelection } from './OutrightRow.tsx';

const DECIDED = 1766595420000; // 2025-12-24 16:57 UTC

const field: OutrightSelection[] = [
  { id: 'bar', label: 'Barcelona', price: 6.19 },
  { id: 'mun', label: 'Munich', price: 5.14 },
  { id: 'hcm', label: 'Ho Chi Minh City', price: 47.22 },
  { id: 'kl', label: 'Kuala Lumpur', price: 3.63, suspended: true },
  { id: 'par', label: 'Paris', price: 7.93 },
];

describe('OutrightRow', () => {
  it("is an article named by the competition and the market's title, with when it is decided", () => {
    renderWithUi(
      <OutrightRow
        league="Premier Division"
        title="Winner"
        decidedAt={DECIDED}
        timeZone="Asia/Shanghai"
        selections={field}
      />,
    );
    const row = screen.getByRole('article', { name: 'Premier Division — Winner' });
    expect(within(row).getByRole('heading', { level: 3, name: 'Premier Division — Winner' }));
    expect(within(row).getByText('Decided 12-25 00:57')).toBeTruthy();
  });

  it('lists every side of the field as a price named by the side, and picks one', async () => {
    const onSelect = vi.fn();
    renderWithUi(
      <OutrightRow
        league="Premier Division"
        title="Winner"
        selections={field}
        selectedIds={['mun']}
        onSelect={onSelect}
      />,
    );
    const group = screen.getByRole('group', { name: 'Winner' });
    const cells = within(group).getAllByRole('button');
    expect(cells).toHaveLength(field.length);
    expect(cells[2]!.getAttribute('aria-label')).toBe(
      'Premier Division — Winner, Ho Chi Minh City, 47.22',
    );
    expect(cells[1]!.getAttribute('aria-pressed')).toBe('true');
    expect(cells[3]!.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(cells[0]!);
    expect(onSelect).toHaveBeenCalledWith(field[0]);
  });

  it('toggles its follow star and passes axe', async () => {
    const onFollowChange = vi.fn();
    const { container } = renderWithUi(
      <OutrightRow
        league="Premier Division"
        title="Winner"
        selections={field}
        onFollowChange={onFollowChange}
      />,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Follow match: Premier Division — Winner' }),
    );
    expect(onFollowChange).toHaveBeenCalledWith(true);
    await expectNoAxeViolations(container);
  });

  it('lets the app render each price (a live cell), keeping the layout', () => {
    renderWithUi(
      <OutrightRow
        league="Premier Division"
        title="Winner"
        selections={field}
        renderPrice={(selection, { props }) => <OddsCell {...props} price={selection.price! + 1} />}
      />,
    );
    expect(screen.getByRole('button', { name: /Barcelona, 7\.19$/ })).toBeTruthy();
  });
});
