import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { Toast, TOAST_TONES, ToastProvider, useToast, type ToastOptions } from './Toast.tsx';

function Shower({ options }: { options: ToastOptions }) {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.show(options)}>
        Show
      </button>
      <button type="button" onClick={() => toast.dismissAll()}>
        Clear
      </button>
    </>
  );
}

const setup = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

// Testing Library waits for a zero timeout after each event and advances it only for fake timers
// it recognises (jest's); this shim lets userEvent run under vitest's fake timers.
type WithJest = typeof globalThis & { jest?: { advanceTimersByTime: (ms: number) => void } };
beforeEach(() => {
  (globalThis as WithJest).jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };
});
afterEach(() => {
  delete (globalThis as WithJest).jest;
});

describe('Toast', () => {
  it('shows a status toast from useToast and dismisses it after its duration', async () => {
    vi.useFakeTimers();
    const user = setup();
    renderWithUi(
      <ToastProvider duration={4000}>
        <Shower options={{ title: 'Bet placed', description: 'Arsenal to win @ 2.35' }} />
      </ToastProvider>,
    );
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Bet placed');
    expect(toast.textContent).toContain('Arsenal to win @ 2.35');
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('makes a danger toast an alert', async () => {
    vi.useFakeTimers();
    const user = setup();
    renderWithUi(
      <ToastProvider>
        <Shower options={{ tone: 'danger', title: 'Bet rejected' }} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toContain('Bet rejected');
  });

  it('pauses while hovered and while focus is inside, then finishes the remaining time', async () => {
    vi.useFakeTimers();
    const user = setup();
    renderWithUi(
      <ToastProvider duration={5000}>
        <Shower options={{ title: 'Deposit received' }} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    act(() => vi.advanceTimersByTime(2000));
    await user.hover(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toBeTruthy();
    await user.unhover(screen.getByRole('status'));

    await user.tab(); // Show → Clear
    await user.tab(); // → the toast's Dismiss button
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dismiss' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toBeTruthy();
    await user.tab({ shift: true });

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('dismisses from its button (labelled in the active language) and from its action', async () => {
    const onUndo = vi.fn();
    renderWithUi(
      <ToastProvider>
        <Shower
          options={{
            title: 'Removed',
            duration: Infinity,
            action: { label: 'Undo', onClick: onUndo },
          }}
        />
      </ToastProvider>,
      { locale: 'vi' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bỏ qua' }));
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('region', { name: 'Thông báo' })).toBeTruthy();
  });

  it('makes a link of an action with an address, which runs its onClick and dismisses', async () => {
    const onWatch = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithUi(
      <ToastProvider>
        <Shower
          options={{
            title: 'Derby night is live',
            duration: Infinity,
            action: { label: 'Watch', href: '/anchorPlay/501', onClick: onWatch },
          }}
        />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const link = screen.getByRole('link', { name: 'Watch' });
    expect(link.getAttribute('href')).toBe('/anchorPlay/501');
    await expectNoAxeViolations(screen.getByRole('status'));
    await userEvent.click(link);
    expect(onWatch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stacks newest first, keeps at most `max`, replaces by id and clears all', async () => {
    function Many() {
      const toast = useToast();
      return (
        <>
          <button
            type="button"
            onClick={() => {
              for (let i = 1; i <= 4; i++) toast.show({ title: `Toast ${i}`, duration: Infinity });
            }}
          >
            Four
          </button>
          <button type="button" onClick={() => toast.show({ id: 'x', title: 'First version' })}>
            X1
          </button>
          <button type="button" onClick={() => toast.show({ id: 'x', title: 'Second version' })}>
            X2
          </button>
          <button type="button" onClick={() => toast.dismissAll()}>
            Clear
          </button>
        </>
      );
    }
    renderWithUi(
      <ToastProvider max={3}>
        <Many />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Four' }));
    expect(screen.getAllByRole('status').map((s) => s.textContent?.replace('Dismiss', ''))).toEqual(
      ['Toast 4', 'Toast 3', 'Toast 2'],
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryAllByRole('status')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'X1' }));
    await userEvent.click(screen.getByRole('button', { name: 'X2' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('Second version');
  });

  it('stays without a finite duration, and a lone Toast without onDismiss has no button', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    renderWithUi(
      <>
        <Toast title="Forever" duration={0} onDismiss={onDismiss} />
        <Toast title="Static" />
      </>,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('throws a clear error outside a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithUi(<Shower options={{ title: 'x' }} />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });

  it('forwards ref and class name on a lone Toast', () => {
    let node: HTMLDivElement | null = null;
    renderWithUi(<Toast title="Ref" className="extra" ref={(el) => void (node = el)} />);
    expect(node).toBe(screen.getByRole('status'));
    expect(screen.getByRole('status').className).toContain('extra');
    expect(Toast.displayName).toBe('Toast');
  });

  it('has no axe violations in every tone', async () => {
    const { container } = renderWithUi(
      <div>
        {TOAST_TONES.map((tone) => (
          <Toast
            key={tone}
            tone={tone}
            title={`${tone} title`}
            description="Mô tả dài bằng tiếng Việt"
            action={{ label: 'View', onClick: () => undefined }}
            onDismiss={() => undefined}
          />
        ))}
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
