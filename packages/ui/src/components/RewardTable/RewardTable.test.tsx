import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { RewardTable, reachedTierIndex, type RewardTier } from './RewardTable.tsx';

const TIERS: RewardTier[] = [
  { threshold: 1000, reward: 18 },
  { threshold: 5000, reward: '88.999' },
  { threshold: 20000, reward: 388, note: '+ 1 free bet' },
];

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('reachedTierIndex', () => {
  it('finds the highest reached tier exactly, whatever the order', () => {
    expect(reachedTierIndex(TIERS, 4999.99)).toBe(0);
    expect(reachedTierIndex(TIERS, '5000')).toBe(1);
    expect(reachedTierIndex([...TIERS].reverse(), 25000)).toBe(0);
    const tier = [{ threshold: '0.3', reward: 1 }];
    expect(reachedTierIndex(tier, '0.30')).toBe(0);
    // As a float this would be 0.3; as the decimal it is, it falls short.
    expect(reachedTierIndex(tier, '0.29999999999999999999')).toBe(-1);
  });

  it('reaches nothing below the first tier, without progress or with bad input', () => {
    expect(reachedTierIndex(TIERS, 999)).toBe(-1);
    expect(reachedTierIndex(TIERS, undefined)).toBe(-1);
    expect(reachedTierIndex(TIERS, 'lots')).toBe(-1);
    expect(reachedTierIndex([], 100)).toBe(-1);
  });
});

describe('RewardTable', () => {
  it('is a table with column and row headers and floored money', () => {
    renderWithUi(<RewardTable tiers={TIERS} caption="Rewards" />);
    const table = screen.getByRole('table', { name: 'Rewards' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Target', 'Reward']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['1,000.00', '5,000.00', '20,000.00']);
    expect(rows()[1]!.textContent).toContain('88.99');
    expect(rows()[2]!.textContent).toContain('+ 1 free bet');
  });

  it('marks the reached tier in words and with aria-current', () => {
    renderWithUi(<RewardTable tiers={TIERS} current="6000" />);
    expect(rows().map((r) => r.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(within(rows()[1]!).getByText('Your tier')).toBeTruthy();
    expect(screen.getAllByText('Your tier')).toHaveLength(1);
  });

  it('writes count thresholds as whole numbers and money with its currency', () => {
    renderWithUi(
      <RewardTable
        tiers={[{ threshold: 10, reward: 5 }]}
        thresholdKind="count"
        currency="USD"
        thresholdLabel="Friends"
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Friends' })).toBeTruthy();
    expect(screen.getByRole('rowheader').textContent).toBe('10');
    expect(screen.getByRole('cell').textContent).toBe('$5.00');
  });

  it('writes text conditions as they are, and a reward in words when it is not money', async () => {
    const { container } = renderWithUi(
      <RewardTable
        tiers={[
          { threshold: 'Deposit 100 or more', reward: 18 },
          { threshold: 'Rank 1', reward: null, note: 'Signed shirt' },
        ]}
        thresholdKind="text"
        currency="USD"
        thresholdLabel="Condition"
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Condition' })).toBeTruthy();
    const heads = screen.getAllByRole('rowheader').map((h) => h.textContent);
    expect(heads).toEqual(['Deposit 100 or more', 'Rank 1']);
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '$18.00',
      'Signed shirt',
    ]);
    await expectNoAxeViolations(container);
  });

  it('renders only the headings for no tiers', () => {
    renderWithUi(<RewardTable tiers={[]} />);
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });

  it('speaks the active language', () => {
    renderWithUi(<RewardTable tiers={TIERS} current={1000} />, { locale: 'vi' });
    expect(screen.getByRole('columnheader', { name: 'Phần thưởng' })).toBeTruthy();
    expect(screen.getByText('Mức của bạn')).toBeTruthy();
  });

  it('forwards its ref and class name', () => {
    let node: HTMLTableElement | null = null;
    renderWithUi(<RewardTable ref={(el) => void (node = el)} className="extra" tiers={TIERS} />);
    expect(node).toBe(screen.getByRole('table'));
    expect(screen.getByRole('table').className).toContain('extra');
    expect(RewardTable.displayName).toBe('RewardTable');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <div>
        <RewardTable tiers={TIERS} current={6000} caption="Turnover" currency="CNY" />
        <RewardTable tiers={TIERS} thresholdKind="count" aria-label="Invites" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
