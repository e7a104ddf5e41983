import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { Switch } from './Switch.tsx';

function Controlled() {
  const [on, setOn] = useState(false);
  return (
    <>
      <Switch label="Sound" checked={on} onCheckedChange={setOn} />
      <output aria-label="State">{String(on)}</output>
    </>
  );
}

describe('Switch', () => {
  it('is a switch named by its label that toggles on click', async () => {
    const onCheckedChange = vi.fn();
    renderWithUi(<Switch label="Sound" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Sound' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(toggle);
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles with Space and Enter', async () => {
    renderWithUi(<Switch label="Quick bet" defaultChecked />);
    const toggle = screen.getByRole('switch', { name: 'Quick bet', checked: true });
    await userEvent.tab();
    expect(document.activeElement).toBe(toggle);
    await userEvent.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('follows its checked prop when controlled', async () => {
    renderWithUi(<Controlled />);
    await userEvent.click(screen.getByRole('switch', { name: 'Sound' }));
    expect(screen.getByRole('status', { name: 'State' }).textContent).toBe('true');
    expect(screen.getByRole('switch', { name: 'Sound' }).getAttribute('aria-checked')).toBe('true');
  });

  it('does not change when controlled without a handler', async () => {
    renderWithUi(<Switch label="Fixed" checked={false} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Fixed' }));
    expect(screen.getByRole('switch', { name: 'Fixed' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('keeps the description out of the name', () => {
    renderWithUi(<Switch label="Sound" description="Goal alerts" />);
    expect(screen.getByRole('switch', { name: 'Sound', description: 'Goal alerts' })).toBeTruthy();
  });

  it('does nothing while disabled, and lets a click handler cancel the toggle', async () => {
    const onCheckedChange = vi.fn();
    renderWithUi(
      <>
        <Switch label="Off" disabled onCheckedChange={onCheckedChange} />
        <Switch
          label="Guarded"
          onClick={(e) => e.preventDefault()}
          onCheckedChange={onCheckedChange}
        />
      </>,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Off' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Guarded' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('keeps a hidden label, its class name, and forwards its ref', () => {
    let node: HTMLButtonElement | null = null;
    renderWithUi(<Switch label="สด" hideLabel className="extra" ref={(el) => void (node = el)} />);
    const toggle = screen.getByRole('switch', { name: 'สด' });
    expect(node).toBe(toggle);
    expect(toggle.className).toContain('extra');
    expect(Switch.displayName).toBe('Switch');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <div>
        <Switch label="Sound" />
        <Switch label="Dark" defaultChecked description="Night stadium" />
        <Switch label="Disabled" disabled fullWidth />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
