import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { ThemeToggle, THEME_TOGGLE_VARIANTS } from './ThemeToggle.tsx';

describe('ThemeToggle', () => {
  it('is a labelled switch, on in the dark theme', () => {
    const { rerender } = renderWithUi(<ThemeToggle theme="dark" onChange={() => undefined} />);
    const toggle = screen.getByRole('switch', { name: 'Dark theme' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    rerender(<ThemeToggle theme="light" onChange={() => undefined} />);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('asks for the other theme when pressed, and never sets it on <html> itself', async () => {
    const onChange = vi.fn();
    document.documentElement.dataset.theme = 'dark';
    renderWithUi(<ThemeToggle theme="dark" onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenCalledWith('light');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('toggles from the keyboard', async () => {
    const onChange = vi.fn();
    renderWithUi(<ThemeToggle theme="light" onChange={onChange} variant="icon" />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenNthCalledWith(1, 'dark');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('does nothing while disabled', async () => {
    const onChange = vi.fn();
    renderWithUi(<ThemeToggle theme="dark" onChange={onChange} disabled />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is labelled in the active language', () => {
    renderWithUi(<ThemeToggle theme="dark" onChange={() => undefined} />, { locale: 'vi' });
    expect(screen.getByRole('switch', { name: 'Giao diện tối' })).toBeTruthy();
  });

  it('forwards its ref and class name', () => {
    let node: HTMLButtonElement | null = null;
    renderWithUi(
      <ThemeToggle
        theme="dark"
        onChange={() => undefined}
        ref={(el) => void (node = el)}
        className="extra"
      />,
    );
    expect(node).toBe(screen.getByRole('switch'));
    expect(screen.getByRole('switch').className).toContain('extra');
    expect(ThemeToggle.displayName).toBe('ThemeToggle');
  });

  it('has no axe violations in any variant and theme', async () => {
    const { container } = renderWithUi(
      <div>
        {THEME_TOGGLE_VARIANTS.flatMap((variant) =>
          (['dark', 'light'] as const).map((theme) => (
            <ThemeToggle
              key={`${variant}-${theme}`}
              variant={variant}
              theme={theme}
              onChange={() => undefined}
            />
          )),
        )}
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
