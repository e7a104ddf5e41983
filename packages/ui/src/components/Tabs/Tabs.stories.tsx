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

/**
 * `Tabs.Panels`: two forms of different lengths stand in one place, so switching tabs does not
 * change the height (of a dialog, say) and what was typed stays.
 */
export const PanelsOfOneHeight: Story = {
  render: (args) => (
    <Tabs.Root defaultValue="account" onValueChange={args.onValueChange}>
      <Tabs.List aria-label="Sign-up method">
        <Tabs.Trigger value="account">Account</Tabs.Trigger>
        <Tabs.Trigger value="phone">Phone</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Panels style={{ paddingBlock: '16px' }}>
        <Tabs.Content value="account">
          <label>
            User name <input />
          </label>
        </Tabs.Content>
        <Tabs.Content value="phone">
          <p>
            <label>
              Phone <input />
            </label>
          </p>
          <p>
            <label>
              Code <input />
            </label>
          </p>
          <p>
            <label>
              User name <input />
            </label>
          </p>
        </Tabs.Content>
      </Tabs.Panels>
      <p>This line does not move when the tab changes.</p>
    </Tabs.Root>
  ),
};
