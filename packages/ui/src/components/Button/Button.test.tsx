import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS } from './Button.tsx';

describe('Button', () => {
  it('is a button named by its label, and presses', async () => {
    const onClick = vi.fn();
    renderWithUi(<Button onClick={onClick}>Place bet</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not submit forms unless asked', () => {
    renderWithUi(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' }).getAttribute('type')).toBe('button');
  });

  it('presses from the keyboard', async () => {
    const onClick = vi.fn();
    renderWithUi(<Button onClick={onClick}>Go</Button>);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('ignores presses while disabled or loading', async () => {
    const onClick = vi.fn();
    renderWithUi(
      <>
        <Button onClick={onClick} disabled>
          Off
        </Button>
        <Button onClick={onClick} loading>
          Busy
        </Button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Off' }));
    const busy = screen.getByRole('button', { name: 'Busy' });
    await userEvent.click(busy);
    expect(onClick).not.toHaveBeenCalled();
    expect(busy.getAttribute('aria-busy')).toBe('true');
  });

  it('forwards its ref and class name', () => {
    let node: HTMLButtonElement | null = null;
    renderWithUi(
      <Button ref={(el) => void (node = el)} className="extra">
        Ref
      </Button>,
    );
    expect(node).toBe(screen.getByRole('button', { name: 'Ref' }));
    expect(screen.getByRole('button', { name: 'Ref' }).className).toContain('extra');
    expect(Button.displayName).toBe('Button');
  });

  it('has no axe violations in any variant and size', async () => {
    const { container } = renderWithUi(
      <div>
        {BUTTON_VARIANTS.flatMap((variant) =>
          BUTTON_SIZES.map((size) => (
            <Button key={`${variant}-${size}`} variant={variant} size={size}>
              {variant} {size}
            </Button>
          )),
        )}
        <Button disabled>disabled</Button>
        <Button loading>loading</Button>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
