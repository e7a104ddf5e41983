import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorPage, ERROR_PAGE_KINDS } from './ErrorPage.tsx';

const meta = {
  title: 'Components/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  args: { kind: 404 },
  argTypes: { kind: { control: 'inline-radio', options: ERROR_PAGE_KINDS } },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { kind: 500, onRetry: fn(), homeHref: '/' } };

export const NotFound: Story = { args: { kind: 404 } };

export const ServerError: Story = { args: { kind: 500, onRetry: fn() } };

export const Forbidden: Story = { args: { kind: 403 } };

export const Mobile: Story = {
  tags: ['viewport-mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
  args: { kind: 404 },
};
