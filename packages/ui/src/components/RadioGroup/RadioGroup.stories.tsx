import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RadioGroup } from './RadioGroup.tsx';

const options = [
  { value: 1, label: 'Decimal', hint: '2.50' },
  { value: 2, label: 'Hong Kong', hint: '1.50' },
  { value: 3, label: 'American', hint: '+150' },
];

function Example() {
  const [value, setValue] = useState(1);
  return (
    <div style={{ maxWidth: 360 }}>
      <RadioGroup legend="Odds format" options={options} value={value} onChange={setValue} />
    </div>
  );
}

const meta = { title: 'Components/RadioGroup', component: Example } satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
