import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { PopupAd, type PopupAdProps } from './PopupAd.tsx';

/** A promotion picture as an inline SVG data URI (stories never load from the network). */
const PROMO = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
    <defs><radialGradient id="g" cx=".5" cy=".35" r=".8">
      <stop offset="0" stop-color="darkgoldenrod"/><stop offset="1" stop-color="black"/>
    </radialGradient></defs>
    <rect width="400" height="300" fill="url(#g)"/>
    <circle cx="200" cy="130" r="70" fill="gold" opacity=".9"/>
    <text x="200" y="150" fill="black" font-family="system-ui, sans-serif" font-size="56"
      font-weight="800" text-anchor="middle">100%</text>
    <text x="200" y="250" fill="white" font-family="system-ui, sans-serif" font-size="26"
      font-weight="700" text-anchor="middle">FIRST DEPOSIT BONUS</text>
  </svg>`,
)}`;

/** The story keeps the dialog's open state and a button to show it again. */
function PopupAdStory(args: PopupAdProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <div style={{ minHeight: 560 }}>
      <Button variant="solid" tone="neutral" onClick={() => setOpen(true)}>
        Show the popup ad
      </Button>
      <PopupAd
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/PopupAd',
  component: PopupAd,
  render: (args) => <PopupAdStory {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    onCtaClick: fn(),
    title: 'Double your first deposit',
    text: 'Deposit today and get a 100% bonus up to ¥1,888. Terms apply.',
    image: { src: PROMO, alt: '100% first deposit bonus' },
    ctaLabel: 'Claim the bonus',
    ctaHref: '/firstcharge',
  },
  argTypes: { container: { control: false } },
} satisfies Meta<typeof PopupAd>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { imageAspectRatio: '1', ctaLabel: undefined, ctaHref: undefined },
};

/** Title and call to action only. */
export const WithoutImage: Story = { args: { image: undefined } };

export const WithoutText: Story = { args: { text: undefined } };

/** The picture failed three times: the FAILED placeholder keeps its place. */
export const ImageFailed: Story = {
  args: { image: { src: 'data:image/png;base64,broken', alt: 'Promotion' } },
};

export const Closed: Story = { args: { open: false } };
