import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountMenu } from '../AccountMenu/index.ts';
import { LanguageSwitcher } from '../LanguageSwitcher/index.ts';
import { Link } from '../Link/index.ts';
import { ThemeToggle } from '../ThemeToggle/index.ts';
import { Header, HEADER_LAYOUTS } from './Header.tsx';

const navStyle = { display: 'flex', gap: 20, fontWeight: 500 } as const;
const nav = (
  <div style={navStyle}>
    <Link href="/" tone="inherit" underline="hover" aria-current="page">
      Home
    </Link>
    <Link href="/sports" tone="muted" underline="hover">
      Sports
    </Link>
    <Link href="/anchorPlay" tone="muted" underline="hover">
      Live
    </Link>
    <Link href="/electronic/1" tone="muted" underline="hover">
      Games
    </Link>
    <Link href="/activity" tone="muted" underline="hover">
      Promotions
    </Link>
  </div>
);

const user = { name: 'Nguyễn Văn An', avatarId: 3, vipLevel: 7 };

const meta = {
  title: 'Components/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    onLogin: fn(),
    onRegister: fn(),
    nav,
    languageSwitcher: <LanguageSwitcher value="en" onChange={fn()} />,
    themeToggle: <ThemeToggle theme="dark" onChange={fn()} />,
    sticky: false,
  },
  argTypes: {
    layout: { control: 'inline-radio', options: HEADER_LAYOUTS },
    nav: { control: false },
    languageSwitcher: { control: false },
    themeToggle: { control: false },
    logo: { control: false },
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    layout: 'desktop',
    user,
    userHref: '/personal/1',
    balance: { amount: '12345.678', currency: 'CNY' },
    onRefreshBalance: fn(),
    onBalanceHiddenChange: fn(),
    refreshingBalance: false,
    balanceHidden: false,
  },
};

export const LoggedIn: Story = {
  args: {
    user,
    userHref: '/personal/1',
    balance: { amount: '12345.678', currency: 'CNY' },
    onRefreshBalance: fn(),
    onBalanceHiddenChange: fn(),
  },
};

export const RefreshingBalance: Story = {
  args: { ...LoggedIn.args, refreshingBalance: true },
};

export const BalanceHidden: Story = {
  args: { ...LoggedIn.args, balanceHidden: true },
};

/** A long name and a large balance in Vietnamese dong. */
export const LongValues: Story = {
  args: {
    ...LoggedIn.args,
    user: {
      name: 'Nguyễn Thị Minh Khai Phương',
      avatarSrc: 'data:image/png;base64,broken',
      avatarId: 9,
      vipLevel: 11,
    },
    balance: { amount: '98765432109.99', currency: 'VND' },
  },
};

const mobileArgs = {
  languageSwitcher: <LanguageSwitcher value="en" variant="compact" onChange={fn()} />,
};

export const MobileLoggedOut: Story = {
  tags: ['viewport-mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
  args: { ...mobileArgs },
};

export const MobileLoggedIn: Story = {
  tags: ['viewport-mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
  args: { ...LoggedIn.args, ...mobileArgs },
};

/** The mobile layout forced, whatever the width. */
export const ForcedMobileLayout: Story = {
  args: { ...LoggedIn.args, ...mobileArgs, layout: 'mobile' },
};

/** The member's menu in place of the avatar link (the site's header, phones and desktop). */
export const WithAccountMenu: Story = {
  args: {
    user,
    balance: { amount: '12345.678', currency: 'CNY' },
    onRefreshBalance: fn(),
    accountMenu: (
      <AccountMenu
        user={user}
        showName
        balance={{ amount: '12345.678', currency: 'CNY' }}
        languageSwitcher={<LanguageSwitcher value="en" onChange={fn()} />}
        themeToggle={<ThemeToggle theme="dark" onChange={fn()} />}
        onLogout={fn()}
      />
    ),
  },
};
