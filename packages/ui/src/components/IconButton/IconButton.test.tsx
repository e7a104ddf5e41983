import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { IconButton, ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS } from './IconButton.tsx';

const icon = <svg data-testid="icon" />;

describe('IconButton', () => {
  it('is a button named by its label, with the icon hidden', async () => {
    const onClick = vi.fn();
    renderWithUi(<IconButton label="Search" icon={icon} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.getAttribute('type')).toBe('button');
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('presses from the keyboard', async () => {
    const onClick = vi.fn();
    renderWithUi(<IconButton label="ค้นหา" icon={icon} onClick={onClick} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ค้นหา' }));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('exposes a toggle state as aria-pressed only when given', () => {
    renderWithUi(
      <>
        <IconButton label="Follow" icon={icon} pressed />
        <IconButton label="Unfollowed" icon={icon} pressed={false} />
        <IconButton label="Plain" icon={icon} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Follow', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unfollowed', pressed: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Plain' }).hasAttribute('aria-pressed')).toBe(false);
  });

  it('does nothing while disabled', async () => {
    const onClick = vi.fn();
    renderWithUi(<IconButton label="Search" icon={icon} onClick={onClick} disabled />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its class name and forwards its ref', () => {
    let node: HTMLButtonElement | null = null;
    renderWithUi(
      <IconButton label="Ref" icon={icon} className="extra" ref={(el) => void (node = el)} />,
    );
    expect(node).toBe(screen.getByRole('button', { name: 'Ref' }));
    expect(screen.getByRole('button', { name: 'Ref' }).className).toContain('extra');
    expect(IconButton.displayName).toBe('IconButton');
  });

  it('has no axe violations in any variant and size', async () => {
    const { container } = renderWithUi(
      <div>
        {ICON_BUTTON_VARIANTS.flatMap((variant) =>
          ICON_BUTTON_SIZES.map((size) => (
            <IconButton
              key={`${variant}-${size}`}
              label={`${variant} ${size}`}
              icon={icon}
              variant={variant}
              size={size}
            />
          )),
        )}
        <IconButton label="pressed" icon={icon} pressed />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
