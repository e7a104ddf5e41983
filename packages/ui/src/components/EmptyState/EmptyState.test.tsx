import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { EmptyState, EMPTY_STATE_KINDS } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('says "No Data" by default, politely', () => {
    renderWithUi(<EmptyState />);
    expect(screen.getByRole('status').textContent).toContain('No Data');
  });

  it('uses the standard text of each kind', () => {
    renderWithUi(
      <>
        <EmptyState kind="noMatchingData" />
        <EmptyState kind="error" />
      </>,
    );
    expect(screen.getByRole('status').textContent).toContain('No matching data');
    expect(screen.getByRole('alert').textContent).toContain('FAILED');
  });

  it('speaks the active language', () => {
    renderWithUi(
      <>
        <EmptyState />
        <EmptyState kind="noMatchingData" />
      </>,
      { locale: 'zh-cn' },
    );
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(screen.getByText('没有匹配的数据')).toBeTruthy();
  });

  it('takes a title override, a description and an action', async () => {
    const onRetry = vi.fn();
    renderWithUi(
      <EmptyState
        kind="error"
        title="Matches could not be loaded"
        description="Check your connection."
        action={
          <button type="button" onClick={onRetry}>
            Retry
          </button>
        }
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Matches could not be loaded');
    expect(alert.textContent).not.toContain('FAILED');
    expect(screen.getByText('Check your connection.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('hides its illustration and renders no empty description or action', () => {
    const { container } = renderWithUi(<EmptyState />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lets the role be overridden, keeps its class name and forwards its ref', () => {
    let node: HTMLDivElement | null = null;
    renderWithUi(
      <EmptyState role="none" className="extra" data-testid="e" ref={(el) => void (node = el)} />,
    );
    expect(node).toBe(screen.getByTestId('e'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByTestId('e').className).toContain('extra');
    expect(EmptyState.displayName).toBe('EmptyState');
  });

  it('has no axe violations in any kind, also with long Thai text', async () => {
    const { container } = renderWithUi(
      <div>
        {EMPTY_STATE_KINDS.map((kind) => (
          <EmptyState key={kind} kind={kind} description="ลองเลือกลีกอื่น หรือล้างคำค้นหา" />
        ))}
      </div>,
      { locale: 'th' },
    );
    await expectNoAxeViolations(container);
  });
});
