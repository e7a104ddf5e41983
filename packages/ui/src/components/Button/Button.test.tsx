import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { Button, BUTTON_SIZES, BUTTON_TONES, BUTTON_VARIANTS } from './Button.tsx';

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

  it('ignores presses while disabled', async () => {
    const onClick = vi.fn();
    renderWithUi(
      <Button onClick={onClick} disabled>
        Off
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Off' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  describe('loading', () => {
    it('is busy, says "loading" and stays focusable', async () => {
      renderWithUi(<Button loading>Busy</Button>);
      const busy = screen.getByRole('button', { name: 'Busy Loading' });
      expect(busy.getAttribute('aria-busy')).toBe('true');
      expect(busy).not.toHaveProperty('disabled', true);
      await userEvent.tab();
      expect(document.activeElement).toBe(busy);
    });

    it('ignores presses by pointer and keyboard, and does not submit its form', async () => {
      const onClick = vi.fn();
      const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
      renderWithUi(
        <form onSubmit={onSubmit}>
          <Button type="submit" onClick={onClick} loading>
            Busy
          </Button>
        </form>,
      );
      const busy = screen.getByRole('button', { name: /^Busy/ });
      await userEvent.click(busy);
      busy.focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      expect(onClick).not.toHaveBeenCalled();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('presses again once it is done', async () => {
      const onClick = vi.fn();
      const { rerender } = renderWithUi(
        <Button onClick={onClick} loading>
          Go
        </Button>,
      );
      rerender(<Button onClick={onClick}>Go</Button>);
      await userEvent.click(screen.getByRole('button', { name: 'Go' }));
      expect(onClick).toHaveBeenCalledTimes(1);
    });

    it('says "loading" in the player\'s language', () => {
      renderWithUi(<Button loading>ยืนยัน</Button>, { locale: 'th' });
      const name = screen.getByRole('button').textContent ?? '';
      expect(name.startsWith('ยืนยัน')).toBe(true);
      expect(name).not.toContain('Loading');
      expect(name.length).toBeGreaterThan('ยืนยัน'.length);
    });
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
          BUTTON_TONES.flatMap((tone) =>
            BUTTON_SIZES.map((size) => (
              <Button key={`${variant}-${tone}-${size}`} variant={variant} tone={tone} size={size}>
                {variant} {tone} {size}
              </Button>
            )),
          ),
        )}
        <Button disabled>disabled</Button>
        <Button loading>loading</Button>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
