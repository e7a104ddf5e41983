import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { Checkbox } from './Checkbox.tsx';

const leagues = ['Premier League', 'La Liga', 'Serie A'];

function SelectAll() {
  const [chosen, setChosen] = useState<string[]>(['La Liga']);
  const all = chosen.length === leagues.length;
  return (
    <>
      <Checkbox
        label="All leagues"
        checked={all}
        indeterminate={chosen.length > 0 && !all}
        onCheckedChange={(on) => setChosen(on ? leagues : [])}
      />
      {leagues.map((league) => (
        <Checkbox
          key={league}
          label={league}
          checked={chosen.includes(league)}
          onCheckedChange={(on) =>
            setChosen((c) => (on ? [...c, league] : c.filter((l) => l !== league)))
          }
        />
      ))}
    </>
  );
}

describe('Checkbox', () => {
  it('is a checkbox named by its label; the label toggles it too', async () => {
    const onCheckedChange = vi.fn();
    renderWithUi(<Checkbox label="Remember me" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await userEvent.click(screen.getByText('Remember me'));
    expect(box.checked).toBe(true);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(box);
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles with Space', async () => {
    renderWithUi(<Checkbox label="Accept terms" />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Accept terms', checked: true })).toBeTruthy();
  });

  it('shows a mixed state and settles it from a "select all" parent', async () => {
    renderWithUi(<SelectAll />);
    const all = screen.getByRole('checkbox', { name: 'All leagues' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await userEvent.click(all);
    expect(all.indeterminate).toBe(false);
    expect(all.checked).toBe(true);
    for (const league of leagues) {
      expect(screen.getByRole('checkbox', { name: league, checked: true })).toBeTruthy();
    }
    await userEvent.click(screen.getByRole('checkbox', { name: 'Serie A' }));
    expect(all.indeterminate).toBe(true);
  });

  it('ties hint and error to the box', () => {
    renderWithUi(
      <Checkbox label="I am over 18" hint="Required by law" error="Please confirm your age" />,
    );
    const box = screen.getByRole('checkbox', {
      name: 'I am over 18',
      description: 'Required by law Please confirm your age',
    });
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('does not change while disabled', async () => {
    const onCheckedChange = vi.fn();
    renderWithUi(<Checkbox label="Locked" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByText('Locked'));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('forwards an object or callback ref to the input and its class name to the root', () => {
    const objectRef: { current: HTMLInputElement | null } = { current: null };
    let node: HTMLInputElement | null = null;
    const { container } = renderWithUi(
      <>
        <Checkbox label="Object" ref={objectRef} className="extra" />
        <Checkbox label="Callback" ref={(el) => void (node = el)} hideLabel />
      </>,
    );
    expect(objectRef.current).toBe(screen.getByRole('checkbox', { name: 'Object' }));
    expect(node).toBe(screen.getByRole('checkbox', { name: 'Callback' }));
    expect((container.firstElementChild as HTMLElement).className).toContain('extra');
    expect(Checkbox.displayName).toBe('Checkbox');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <form>
        <Checkbox label="Remember me" />
        <Checkbox label="All" indeterminate />
        <Checkbox label="Tôi đồng ý với điều khoản" defaultChecked hint="Bắt buộc" />
        <Checkbox label="Terms" error="Required" />
        <Checkbox label="Off" disabled />
      </form>,
    );
    await expectNoAxeViolations(container);
  });
});
