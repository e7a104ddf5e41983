import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { Select, type SelectOption } from './Select.tsx';

const options: SelectOption[] = [
  { value: 'eu', label: 'European' },
  { value: 'hk', label: 'Hong Kong' },
  { value: 'us', label: 'American', disabled: true },
];

function Controlled() {
  const [value, setValue] = useState('hk');
  return (
    <>
      <Select label="Format" options={options} value={value} onValueChange={setValue} />
      <output aria-label="State">{value}</output>
    </>
  );
}

describe('Select', () => {
  it('is a combobox named by its label, listing its options', async () => {
    const onValueChange = vi.fn();
    renderWithUi(<Select label="Odds format" options={options} onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Odds format' }) as HTMLSelectElement;
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'European',
      'Hong Kong',
      'American',
    ]);
    expect((screen.getByRole('option', { name: 'American' }) as HTMLOptionElement).disabled).toBe(
      true,
    );
    await userEvent.selectOptions(select, 'hk');
    expect(select.value).toBe('hk');
    expect(onValueChange).toHaveBeenCalledWith('hk');
  });

  it('works controlled', async () => {
    renderWithUi(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Format' }) as HTMLSelectElement;
    expect(select.value).toBe('hk');
    await userEvent.selectOptions(select, 'European');
    expect(screen.getByRole('status', { name: 'State' }).textContent).toBe('eu');
  });

  it('shows a placeholder choice in the active language until something is chosen', async () => {
    renderWithUi(<Select label="Sport" options={options} placeholder />, { locale: 'vi' });
    const select = screen.getByRole('combobox', { name: 'Sport' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(screen.getByRole('option', { name: 'Chọn…' })).toBeTruthy();
    expect(select.getAttribute('data-placeholder')).toBe('true');
    await userEvent.selectOptions(select, 'eu');
    expect(select.hasAttribute('data-placeholder')).toBe(false);
  });

  it('takes a placeholder text of its own', () => {
    renderWithUi(<Select label="League" options={[]} placeholder="All leagues" />);
    expect(screen.getByRole('option', { name: 'All leagues' })).toBeTruthy();
  });

  it('ties hint and error to the select', () => {
    renderWithUi(<Select label="Sport" options={options} hint="Pick one" error="Illegal input" />);
    const select = screen.getByRole('combobox', {
      name: 'Sport',
      description: 'Pick one Illegal input',
    });
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });

  it('accepts option children and an empty list', () => {
    renderWithUi(
      <>
        <Select label="Language" defaultValue="th">
          <option value="en">English</option>
          <option value="th">ไทย</option>
        </Select>
        <Select label="Empty" />
      </>,
    );
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe(
      'th',
    );
    expect(screen.getByRole('combobox', { name: 'Empty' }).children).toHaveLength(0);
  });

  it('forwards its ref to the select and its class name to the root', () => {
    let node: HTMLSelectElement | null = null;
    const { container } = renderWithUi(
      <Select label="Ref" options={options} className="extra" ref={(el) => void (node = el)} />,
    );
    expect(node).toBe(screen.getByRole('combobox', { name: 'Ref' }));
    expect((container.firstElementChild as HTMLElement).className).toContain('extra');
    expect(Select.displayName).toBe('Select');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUi(
      <form>
        <Select label="Odds format" options={options} hint="Hint" />
        <Select label="Sport" options={options} placeholder error="Illegal input" />
        <Select label="Disabled" options={options} disabled optional />
      </form>,
    );
    await expectNoAxeViolations(container);
  });
});
