import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { ToastProvider, useToast } from '../Toast/index.ts';
import { Dialog, type DialogVariant } from './Dialog.tsx';

function Example({
  variant = 'center',
  description = 'Your stake is returned if the match is cancelled.',
  onOpenChange,
}: {
  variant?: DialogVariant;
  description?: string;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <Dialog.Root onOpenChange={onOpenChange}>
      <Dialog.Trigger>Place bet</Dialog.Trigger>
      <Dialog.Content title="Confirm bet" description={description} variant={variant}>
        <label>
          Stake <input />
        </label>
        <Dialog.Footer>
          <Dialog.Close>Cancel</Dialog.Close>
          <button type="button">Confirm</button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a dialog named by its title and described', async () => {
    renderWithUi(<Example />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Confirm bet',
      description: 'Your stake is returned if the match is cancelled.',
    });
    expect(screen.getByRole('heading', { name: 'Confirm bet' })).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const onOpenChange = vi.fn();
    renderWithUi(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Place bet' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('gives focus back to what opened it when no Dialog.Trigger did (an app-opened dialog)', async () => {
    function OpenedByState() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Log in
          </button>
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Content title="Log in">
              <label>
                User name <input />
              </label>
            </Dialog.Content>
          </Dialog.Root>
        </>
      );
    }
    renderWithUi(<OpenedByState />);
    const opener = screen.getByRole('button', { name: 'Log in' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes from the labelled close button and from Dialog.Close', async () => {
    renderWithUi(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('labels the close button in the active language', async () => {
    renderWithUi(<Example />, { locale: 'zh-cn' });
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
  });

  it('keeps focus inside while open', async () => {
    renderWithUi(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('works controlled and without a description', async () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <output aria-label="State">{String(open)}</output>
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Content title="Session expired" variant="sheet" hideClose>
              <Dialog.Close>OK</Dialog.Close>
            </Dialog.Content>
          </Dialog.Root>
        </>
      );
    }
    renderWithUi(<Controlled />);
    const dialog = screen.getByRole('dialog', { name: 'Session expired' });
    expect(dialog.getAttribute('data-variant')).toBe('sheet');
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a hidden title as the name, forwards ref and class name to the dialog', () => {
    let node: HTMLDivElement | null = null;
    renderWithUi(
      <Dialog.Root defaultOpen>
        <Dialog.Content
          title="Đăng nhập"
          hideTitle
          className="extra"
          ref={(el: HTMLDivElement | null) => void (node = el)}
        >
          x
        </Dialog.Content>
      </Dialog.Root>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Đăng nhập' });
    expect(node).toBe(dialog);
    expect(dialog.className).toContain('extra');
    expect(Dialog.Content.displayName).toBe('Dialog.Content');
  });

  it('has no axe violations while open, in both variants', async () => {
    const { unmount } = renderWithUi(
      <Dialog.Root defaultOpen>
        <Dialog.Content title="Confirm bet" description="Check your stake.">
          <p>Arsenal to win @ 2.35</p>
          <Dialog.Footer>
            <Dialog.Close>Cancel</Dialog.Close>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>,
    );
    await expectNoAxeViolations(document.body);
    unmount();
    renderWithUi(
      <Dialog.Root defaultOpen>
        <Dialog.Content title="Bet slip" variant="sheet">
          <p>2 selections</p>
        </Dialog.Content>
      </Dialog.Root>,
    );
    await expectNoAxeViolations(document.body);
  });

  it('stays open, with what was typed, when a toast is dismissed or pressed', async () => {
    function WithToast() {
      const toast = useToast();
      return (
        <Dialog.Root defaultOpen>
          <Dialog.Content title="Log in">
            <label>
              User name <input />
            </label>
            <button
              type="button"
              onClick={() =>
                toast.show({
                  tone: 'danger',
                  title: 'Wrong password',
                  action: { label: 'Help', onClick: () => undefined },
                })
              }
            >
              Submit
            </button>
          </Dialog.Content>
        </Dialog.Root>
      );
    }
    renderWithUi(
      <ToastProvider>
        <WithToast />
      </ToastProvider>,
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(screen.getByRole('textbox', { name: 'User name' }), 'demo');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // the page behind a modal dialog is hidden from the accessibility tree, the toasts with it
    await user.click(screen.getByRole('button', { name: 'Help', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss', hidden: true }));
    expect(screen.queryByRole('alert', { hidden: true })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'User name' }).value).toBe('demo');
  });
});
