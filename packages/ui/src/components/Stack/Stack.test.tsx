import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { Stack, STACK_ALIGNS, STACK_DIRECTIONS, STACK_JUSTIFIES } from './Stack.tsx';

describe('Stack', () => {
  it('renders its children in a div by default', () => {
    renderWithUi(
      <Stack data-testid="stack" gap={2}>
        <span>a</span>
        <span>b</span>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack.tagName).toBe('DIV');
    expect(stack.children).toHaveLength(2);
  });

  it('renders as a list with list items', () => {
    renderWithUi(
      <Stack as="ul" aria-label="Sports" direction="row" wrap>
        <li>Football</li>
        <li>Tennis</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Sports' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('changes class with direction, gap, align, justify and wrap, and keeps its class name', () => {
    renderWithUi(
      <>
        <Stack data-testid="a" className="extra" />
        <Stack data-testid="b" direction="row" gap={4} align="center" justify="between" wrap />
      </>,
    );
    const a = screen.getByTestId('a').className;
    const b = screen.getByTestId('b').className;
    expect(a).toContain('extra');
    expect(b).not.toContain('extra');
    expect(a).not.toBe(b);
  });

  it('accepts Box props and forwards its ref', () => {
    let node: HTMLElement | null = null;
    renderWithUi(
      <Stack
        as="nav"
        aria-label="Leagues"
        padding={4}
        background="surface"
        ref={(el: HTMLElement | null) => void (node = el)}
      >
        x
      </Stack>,
    );
    expect(node).toBe(screen.getByRole('navigation', { name: 'Leagues' }));
    expect(Stack.displayName).toBe('Stack');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <div>
        {STACK_DIRECTIONS.map((direction) =>
          STACK_ALIGNS.map((align) =>
            STACK_JUSTIFIES.map((justify) => (
              <Stack key={`${direction}${align}${justify}`} {...{ direction, align, justify }}>
                <span>
                  {direction} {align} {justify}
                </span>
              </Stack>
            )),
          ),
        )}
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
