import type { Meta, StoryObj } from '@storybook/react-vite';
import { StorySite } from '../../../stories/StorySite.tsx';
import { withLocale } from '../../../stories/withLocale.tsx';
import { down, loaded } from '../../personal/stories/fixtures.ts';

const meta = {
  title: 'Screens/Info/HelpCenter',
  component: StorySite,
  decorators: [withLocale],
  parameters: { layout: 'fullscreen' },
  play: loaded,
  args: { path: '/HelpCenter' },
} satisfies Meta<typeof StorySite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every question, all topics, and the customer-service link. */
export const Default: Story = {};

export const Mobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};

/** One topic from the address (`?cat=safer`). */
export const Topic: Story = { args: { path: '/HelpCenter?cat=safer' } };

/** A search from the address, answers open. */
export const Search: Story = { args: { path: '/HelpCenter?q=cash%20out' } };

/** Vietnamese typed without tone marks finds the Vietnamese answer. */
export const SearchVietnamese: Story = {
  tags: ['viewport-mobile'],
  args: { path: '/HelpCenter?q=rut%20tien' },
  globals: { viewport: { value: 'mobile' }, locale: 'vi' },
};

export const NoResults: Story = { args: { path: '/HelpCenter?q=zzzz' } };

/** The customer-service link could not be loaded. */
export const LinkError: Story = { args: { answers: { getCustomerServiceLink: down } } };

export const ChineseMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' }, locale: 'zh-cn' },
};

export const Thai: Story = { args: { path: '/HelpCenter?cat=betting' }, globals: { locale: 'th' } };
