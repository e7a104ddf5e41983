import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  Link,
  LinkProvider,
  LINK_TONES,
  LINK_UNDERLINES,
  type LinkComponentProps,
} from './Link.tsx';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/sports', children: 'All sports' },
  argTypes: {
    tone: { control: 'inline-radio', options: LINK_TONES },
    underline: { control: 'inline-radio', options: LINK_UNDERLINES },
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { tone: 'muted', underline: 'hover', external: false },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, padding: 16 }}>
      {LINK_TONES.map((tone) =>
        LINK_UNDERLINES.map((underline) => (
          <Link key={`${tone}-${underline}`} {...args} tone={tone} underline={underline}>
            {tone} / {underline}
          </Link>
        )),
      )}
    </div>
  ),
};

export const External: Story = {
  args: { href: 'https://example.org/responsible-gambling', external: true, children: 'Get help' },
};

export const InText: Story = {
  render: (args) => (
    <p style={{ maxWidth: 420, margin: 0 }}>
      Betting is entertainment. Set a deposit limit in <Link {...args}>your settings</Link> or read
      our{' '}
      <Link href="https://example.org/help" external>
        guide to safer play
      </Link>
      .
    </p>
  ),
  args: { href: '/personal/settings' },
};

const navigate = fn();
/** A stand-in router link: it takes over the click, as a client-side router does. */
function StoryRouterLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

export const WithRouterLink: Story = {
  decorators: [
    (Story) => (
      <LinkProvider component={StoryRouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
};
