import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import {
  StepProgress,
  STEP_PROGRESS_ORIENTATIONS,
  type StepProgressStep,
} from './StepProgress.tsx';

const STEPS: StepProgressStep[] = [
  { label: 'Register', status: 'done' },
  { label: 'Deposit', description: 'At least 100.00', status: 'current' },
  { label: 'Bet', status: 'todo' },
];

describe('StepProgress', () => {
  it('is an ordered list whose items say their state in words', () => {
    renderWithUi(<StepProgress steps={STEPS} aria-label="Bonus" />);
    const list = screen.getByRole('list', { name: 'Bonus' });
    const items = within(list).getAllByRole('listitem');
    expect(list.tagName).toBe('OL');
    expect(items.map((i) => i.textContent)).toEqual([
      'Register (Done)',
      '2Deposit (Current step)At least 100.00',
      '3Bet (Not started)',
    ]);
  });

  it('marks only the current step with aria-current', () => {
    renderWithUi(<StepProgress steps={STEPS} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  });

  it('treats an unknown status as to do, and renders an empty list without failing', () => {
    renderWithUi(
      <>
        <StepProgress steps={[{ label: 'Odd', status: 'weird' as never }]} aria-label="A" />
        <StepProgress steps={[]} aria-label="B" />
      </>,
    );
    expect(screen.getByRole('listitem').dataset.status).toBe('todo');
    expect(within(screen.getByRole('list', { name: 'B' })).queryAllByRole('listitem')).toEqual([]);
  });

  it('speaks the active language', () => {
    renderWithUi(<StepProgress steps={STEPS} />, { locale: 'vi' });
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('Đã xong');
  });

  it('forwards its ref and class name', () => {
    let node: HTMLOListElement | null = null;
    renderWithUi(<StepProgress ref={(el) => void (node = el)} className="extra" steps={STEPS} />);
    expect(node).toBe(screen.getByRole('list'));
    expect(screen.getByRole('list').className).toContain('extra');
    expect(StepProgress.displayName).toBe('StepProgress');
  });

  it('has no axe violations in either orientation', async () => {
    const { container } = renderWithUi(
      <div>
        {STEP_PROGRESS_ORIENTATIONS.map((o) => (
          <StepProgress key={o} orientation={o} steps={STEPS} aria-label={o} />
        ))}
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
