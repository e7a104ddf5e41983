import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer, type FooterLinkGroup } from './Footer.tsx';

const groups: FooterLinkGroup[] = [
  {
    title: 'Sports',
    links: [
      { label: 'Football', href: '/sports?sport=1' },
      { label: 'Basketball', href: '/sports?sport=3' },
      { label: 'Tennis', href: '/sports?sport=5' },
      { label: 'Results', href: '/sports/results' },
    ],
  },
  {
    title: 'Promotions',
    links: [
      { label: 'First deposit', href: '/firstcharge' },
      { label: 'Lucky wheel', href: '/luckyWheel' },
      { label: 'VIP club', href: '/vipDedicatedManager' },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Help centre', href: '/HelpCenter' },
      { label: 'App download', href: '/AppDownload' },
      { label: 'Responsible gambling', href: 'https://example.org/safer-gambling', external: true },
    ],
  },
];

const meta = {
  title: 'Components/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { groups, responsibleGamblingHref: '/HelpCenter/responsible-gambling', year: 2025 },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    productName: 'Touchline',
    licence:
      'Operated by Example Gaming Ltd under licence no. 0000/EX, issued by the Example Gaming Authority.',
    responsibleGamblingText: undefined,
    responsibleGamblingLinkLabel: undefined,
  },
};

export const WithLicence: Story = {
  args: {
    licence:
      'Operated by Example Gaming Ltd under licence no. 0000/EX, issued by the Example Gaming Authority. Betting is restricted to adults in the jurisdictions where it is lawful.',
  },
};

/** Only the fixed parts: 18+, the responsible-gambling note and copyright. */
export const Minimal: Story = {
  args: { groups: [], responsibleGamblingHref: undefined, year: undefined },
};

export const Mobile: Story = {
  tags: ['viewport-mobile'],
  parameters: { viewport: { defaultViewport: 'mobile' } },
  args: { ...WithLicence.args },
};
