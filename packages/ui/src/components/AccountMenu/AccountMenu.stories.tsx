import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Header } from '../Header/index.ts';
import { LanguageSwitcher } from '../LanguageSwitcher/index.ts';
import { ThemeToggle } from '../ThemeToggle/index.ts';
import { AccountMenu } from './AccountMenu.tsx';

const user = { name: 'Nguyễn Văn An', avatarId: 3, vipLevel: 7 };
const balance = { amount: '12345.678', currency: 'VND' };

const meta = {
  title: 'Components/AccountMenu',
  component: AccountMenu,
  parameters: { layout: 'fullscreen' },
  args: {
    user,
    balance,
    languageSwitcher: <LanguageSwitcher value="en" onChange={fn()} />,
    themeToggle: <ThemeToggle theme="dark" onChange={fn()} />,
    onLogout: fn(),
  },
  argTypes: { languageSwitcher: { control: false }, themeToggle: { control: false } },
  render: (args) => (
    <Header
      layout="mobile"
      sticky={false}
      user={args.user}
      balance={args.balance}
      onRefreshBalance={fn()}
      languageSwitcher={<LanguageSwitcher variant="compact" value="en" onChange={fn()} />}
      accountMenu={<AccountMenu {...args} />}
    />
  ),
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The phone header: the avatar is the menu's button. */
export const Closed: Story = {};

/** The menu open: name, balance, language, theme and log out. */
export const Open: Story = { args: { open: true } };

export const LoggingOut: Story = { args: { open: true, loggingOut: true } };

/** With links to the member's pages (the app passes its router links). */
export const WithLinks: Story = {
  args: {
    open: true,
    links: (
      <>
        <a href="#account">My account</a>
        <a href="#invite">Invite friends</a>
      </>
    ),
  },
};

/** On a phone. */
export const WithLinksMobile: Story = {
  ...WithLinks,
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
};
