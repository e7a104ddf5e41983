import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { MaintenanceBanner, MAINTENANCE_BANNER_VARIANTS } from './MaintenanceBanner.tsx';

/** 2025-06-01 02:00 and 06:30 in UTC+8. */
const START = 1748714400000;
const END = 1748730600000;

describe('MaintenanceBanner', () => {
  it('is a status with title, content and the period in UTC+8', () => {
    renderWithUi(
      <MaintenanceBanner
        title="Scheduled maintenance"
        content="Upgrading."
        start={START}
        end={END}
      />,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Scheduled maintenance');
    expect(status.textContent).toContain('Upgrading.');
    expect(status.textContent).toContain('Maintenance period: 06-01 02:00 – 06-01 06:30 (GMT+8)');
    const times = status.querySelectorAll('time');
    expect([...times].map((t) => t.getAttribute('datetime'))).toEqual([
      '2025-05-31T18:00:00.000Z',
      '2025-05-31T22:30:00.000Z',
    ]);
  });

  it('shows the period in another time zone', () => {
    renderWithUi(<MaintenanceBanner start={START} end={END} timeZone="UTC" />);
    expect(screen.getByRole('status').textContent).toMatch(
      /05-31 18:00 – 05-31 22:30 \(GMT(\+0)?\)/,
    );
  });

  it('falls back to a translated title and leaves out a missing or invalid period', () => {
    renderWithUi(<MaintenanceBanner title="  " start={Number.NaN} />, { locale: 'zh-cn' });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('系统维护');
  });

  it('shows a period with only one end known', () => {
    renderWithUi(<MaintenanceBanner end={END} />);
    expect(screen.getByRole('status').textContent).toContain('06-01 06:30 (GMT+8)');
  });

  it('is dismissed with its button, only when dismissible', async () => {
    const onDismiss = vi.fn();
    const { rerender } = renderWithUi(<MaintenanceBanner />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<MaintenanceBanner onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('forwards its ref and class name', () => {
    let node: HTMLDivElement | null = null;
    renderWithUi(<MaintenanceBanner ref={(el) => void (node = el)} className="extra" />);
    expect(node).toBe(screen.getByRole('status'));
    expect(screen.getByRole('status').className).toContain('extra');
    expect(MaintenanceBanner.displayName).toBe('MaintenanceBanner');
  });

  it('has no axe violations in any variant', async () => {
    const { container } = renderWithUi(
      <div>
        {MAINTENANCE_BANNER_VARIANTS.map((variant) => (
          <MaintenanceBanner
            key={variant}
            variant={variant}
            content="ระบบกำลังปรับปรุง"
            start={START}
            end={END}
            onDismiss={() => undefined}
          />
        ))}
      </div>,
      { locale: 'th' },
    );
    await expectNoAxeViolations(container);
  });
});
