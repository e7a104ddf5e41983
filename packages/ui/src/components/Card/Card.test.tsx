import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { Card, CARD_PADDINGS } from './Card.tsx';

describe('Card', () => {
  it('renders a div with its content by default', () => {
    renderWithUi(<Card data-testid="card">Arsenal</Card>);
    expect(screen.getByTestId('card').tagName).toBe('DIV');
    expect(screen.getByTestId('card').getAttribute('data-selected')).toBeNull();
  });

  it('as an interactive button, presses by mouse and keyboard and never submits', async () => {
    const onClick = vi.fn();
    renderWithUi(
      <form onSubmit={(e) => e.preventDefault()}>
        <Card as="button" interactive onClick={onClick}>
          Arsenal to win
        </Card>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Arsenal to win' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('tells a selected button card with aria-pressed', () => {
    renderWithUi(
      <>
        <Card as="button" interactive selected>
          On
        </Card>
        <Card as="button" interactive selected={false}>
          Off
        </Card>
        <Card as="button">Plain</Card>
      </>,
    );
    expect(screen.getByRole('button', { name: 'On', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Off', pressed: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Plain' }).hasAttribute('aria-pressed')).toBe(false);
  });

  it('marks a selected non-button card with data-selected', () => {
    renderWithUi(
      <Card as="article" aria-label="Bet" selected>
        x
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Bet' }).getAttribute('data-selected')).toBe('true');
  });

  it('renders as a link', () => {
    renderWithUi(
      <Card as="a" href="/match/1" interactive>
        Match
      </Card>,
    );
    expect(screen.getByRole('link', { name: 'Match' }).getAttribute('href')).toBe('/match/1');
  });

  it('keeps its class name and forwards its ref', () => {
    let node: HTMLElement | null = null;
    renderWithUi(
      <Card className="extra" ref={(el: HTMLElement | null) => void (node = el)} data-testid="c" />,
    );
    expect(node).toBe(screen.getByTestId('c'));
    expect(screen.getByTestId('c').className).toContain('extra');
    expect(Card.displayName).toBe('Card');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <div>
        {CARD_PADDINGS.map((padding) => (
          <Card key={padding} padding={padding}>
            {padding}
          </Card>
        ))}
        <Card as="button" interactive selected>
          Selected
        </Card>
        <Card as="a" href="#x" interactive>
          Link
        </Card>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
