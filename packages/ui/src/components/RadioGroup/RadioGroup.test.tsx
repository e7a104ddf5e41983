import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { RadioGroup } from './RadioGroup.tsx';

const options = [
  { value: 1, label: 'Decimal', hint: '2.50' },
  { value: 2, label: 'Hong Kong', hint: '1.50' },
  { value: 3, label: 'American', hint: '+150' },
] as const;

function Example({ onChange }: { onChange: (value: number) => void }) {
  const [value, setValue] = useState<number>(1);
  return (
    <RadioGroup
      legend="Odds format"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend, one radio per option, the value checked', async () => {
    const onChange = vi.fn();
    renderWithUi(<Example onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Odds format' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(within(group).getByRole('radio', { name: /^Decimal/ })).toHaveProperty('checked', true);
    await userEvent.click(within(group).getByText('Hong Kong'));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(within(group).getByRole('radio', { name: /^Hong Kong/ })).toHaveProperty(
      'checked',
      true,
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    await expectNoAxeViolations(document.body);
  });

  it('names each radio by its label alone and describes it by its hint', () => {
    renderWithUi(<Example onChange={vi.fn()} />);
    const hongKong = screen.getByRole('radio', { name: 'Hong Kong', description: '1.50' });
    expect(hongKong).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'American', description: '+150' })).toBeTruthy();
  });
});
