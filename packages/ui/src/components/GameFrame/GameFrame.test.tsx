import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { GameFrame, type GameFrameProps } from './GameFrame.tsx';

const SRC = 'about:blank#game';
const base: GameFrameProps = {
  gameName: 'Golden Goal',
  src: SRC,
  status: 'ready',
  balance: '88.80',
  currency: 'USD',
  onLeave: () => undefined,
};

const dialog = () => screen.getByRole('dialog', { name: 'Golden Goal' });

describe('GameFrame', () => {
  it('is a dialog named by the game, with the balance and the game in a sandboxed frame', () => {
    renderWithUi(<GameFrame {...base} />);
    expect(within(dialog()).getByText('$88.80')).toBeTruthy();
    const frame = within(dialog()).getByTitle('Golden Goal') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(SRC);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
  });

  it('leaves by the button and by Escape', async () => {
    const onLeave = vi.fn();
    renderWithUi(<GameFrame {...base} onLeave={onLeave} />);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Leave game' }));
    await userEvent.keyboard('{Escape}');
    expect(onLeave).toHaveBeenCalledTimes(2);
  });

  it('keeps the focus inside', async () => {
    renderWithUi(
      <>
        <button type="button">outside</button>
        <GameFrame {...base} />
      </>,
    );
    const leave = within(dialog()).getByRole('button', { name: 'Leave game' });
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog().contains(document.activeElement)).toBe(true);
    }
    expect(leave).toBeTruthy();
  });

  it('says it is launching, with the progress when known, and reports the frame load', () => {
    const onFrameLoad = vi.fn();
    renderWithUi(
      <GameFrame {...base} status="launching" progress={40} onFrameLoad={onFrameLoad} />,
    );
    expect(within(dialog()).getByRole('status').textContent).toBe('Starting the game…');
    const bar = within(dialog()).getByRole('progressbar', { name: 'Starting the game…' });
    expect(bar.getAttribute('value')).toBe('40');
    fireEvent.load(within(dialog()).getByTitle('Golden Goal'));
    expect(onFrameLoad).toHaveBeenCalledOnce();
  });

  it('shows the error with a retry, and no frame', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithUi(<GameFrame {...base} status="error" onRetry={onRetry} />);
    expect(within(dialog()).getByRole('alert').textContent).toContain(
      'The game could not be started',
    );
    expect(within(dialog()).queryByTitle('Golden Goal')).toBeNull();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<GameFrame {...base} status="error" errorText="The provider is offline" />);
    expect(within(dialog()).getByRole('alert').textContent).toContain('The provider is offline');
    expect(within(dialog()).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('is closed when not open', () => {
    renderWithUi(<GameFrame {...base} open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks the active language', () => {
    renderWithUi(<GameFrame {...base} status="launching" />, { locale: 'zh-cn' });
    expect(within(dialog()).getByRole('button', { name: '离开游戏' })).toBeTruthy();
    expect(within(dialog()).getByRole('status').textContent).toBe('游戏启动中…');
  });

  it('has no axe violations, launching and failed', async () => {
    const { rerender } = renderWithUi(<GameFrame {...base} status="launching" progress={10} />);
    // the frame's own document is the game's, not ours
    await expectNoAxeViolations(document.body, { iframes: false });
    rerender(<GameFrame {...base} status="error" onRetry={() => undefined} />);
    await expectNoAxeViolations(document.body);
  });
});
