import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Tabs, TABS_VARIANTS, type TabsListProps } from './Tabs.tsx';

interface ExampleProps {
  variant?: TabsListProps['variant'];
  defaultValue?: string;
  tabs?: readonly { value: string; label: string; count?: number; disabled?: boolean }[];
  onValueChange?: (value: string) => void;
}

const matchTabs = [
  { value: 'live', label: 'Live', count: 12 },
  { value: 'today', label: 'Today', count: 148 },
  { value: 'early', label: 'Early', count: 36 },
  { value: 'champions', label: 'Champions' },
  { value: 'results', label: 'Results', disabled: true },
];

function TabsExample({ variant, defaultValue, tabs = matchTabs, onValueChange }: ExampleProps) {
  return (
    <Tabs.Root defaultValue={defaultValue ?? tabs[0]?.value} onValueChange={onValueChange}>
      <Tabs.List aria-label="Matches" variant={variant}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} count={tab.count} disabled={tab.disabled}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} style={{ padding: '16px 0' }}>
          {tab.label} matches appear here.
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: TabsExample,
  args: { onValueChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: TABS_VARIANTS },
    tabs: { control: false },
  },
} satisfies Meta<typeof TabsExample>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { variant: 'pill', defaultValue: 'today' } };

export const Pill: Story = { args: { variant: 'pill' } };

export const WithCounts: Story = {
  args: {
    tabs: [
      { value: 'open', label: 'Open bets', count: 3 },
      { value: 'settled', label: 'Settled', count: 1280 },
      { value: 'cashout', label: 'Cash out', count: 0 },
    ],
  },
};

/** More tabs than fit: the row scrolls sideways (375 px phone). */
export const ScrollingOnMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  args: {
    variant: 'pill',
    tabs: [
      'Football',
      'Basketball',
      'Tennis',
      'Esports',
      'Volleyball',
      'Badminton',
      'Table tennis',
      'Ice hockey',
      'Baseball',
    ].map((label, i) => ({ value: label, label, count: 40 - i * 4 })),
  },
};

export const LongThaiLabels: Story = {
  args: {
    tabs: [
      { value: 'a', label: 'การแข่งขันสด', count: 12 },
      { value: 'b', label: 'วันนี้', count: 148 },
      { value: 'c', label: 'ล่วงหน้า' },
      { value: 'd', label: 'แชมป์เปี้ยน' },
    ],
  },
};
