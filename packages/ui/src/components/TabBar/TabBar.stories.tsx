import type { Meta, StoryObj } from '@storybook/react-vite';
import { TabBar, TAB_BAR_TABS } from './TabBar.tsx';

const hrefs = {
  home: '/',
  sports: '/sports',
  live: '/anchorPlay',
  games: '/electronic/1',
  me: '/personal/1',
};

const meta = {
  title: 'Components/TabBar',
  component: TabBar,
  parameters: { layout: 'fullscreen' },
  args: { hrefs, active: 'home', fixed: false },
  argTypes: {
    active: { control: 'inline-radio', options: TAB_BAR_TABS },
    hrefs: { control: 'object' },
  },
} satisfies Meta<typeof TabBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { active: 'live', fixed: false } };

/** One row per active tab. */
export const ActiveTabs: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {TAB_BAR_TABS.map((tab) => (
        <TabBar key={tab} {...args} active={tab} aria-label={`Main (${tab})`} />
      ))}
    </div>
  ),
};

export const NoActiveTab: Story = { args: { active: undefined } };

/** A tab whose page the app does not have is left out (here: no games lobby yet). */
export const WithoutATab: Story = {
  args: { hrefs: { home: '/', sports: '/sports', live: '/live', me: '/me' }, active: 'sports' },
};

/** Fixed to the bottom of a phone screen, as in the app. */
export const Mobile: Story = {
  tags: ['viewport-mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
  args: { fixed: true, active: 'sports' },
  render: (args) => (
    <div style={{ minHeight: 812 }}>
      <TabBar {...args} />
    </div>
  ),
};
