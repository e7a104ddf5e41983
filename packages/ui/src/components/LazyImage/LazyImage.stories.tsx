import type { Meta, StoryObj } from '@storybook/react-vite';
import { LazyImage, LAZY_IMAGE_FITS, LAZY_IMAGE_RADII } from './LazyImage.tsx';

/** A banner stand-in as an inline SVG data URI (stories never load from the network). */
const BANNER = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="midnightblue"/><stop offset="1" stop-color="seagreen"/>
    </linearGradient></defs>
    <rect width="640" height="360" fill="url(#g)"/>
    <ellipse cx="320" cy="420" rx="420" ry="150" fill="forestgreen"/>
    <path d="M320 270v150M120 330h400" stroke="white" stroke-width="4" opacity=".6"/>
    <circle cx="320" cy="330" r="40" fill="none" stroke="white" stroke-width="4" opacity=".6"/>
    <g fill="ivory"><circle cx="90" cy="60" r="14"/><circle cx="550" cy="60" r="14"/></g>
    <text x="320" y="150" fill="white" font-family="system-ui, sans-serif" font-size="44"
      font-weight="700" text-anchor="middle">MATCH NIGHT</text>
  </svg>`,
)}`;
const BROKEN = 'data:image/png;base64,broken';

const meta = {
  title: 'Components/LazyImage',
  component: LazyImage,
  args: { src: BANNER, alt: 'Match night: the derby kicks off at 20:00' },
  argTypes: {
    fit: { control: 'inline-radio', options: LAZY_IMAGE_FITS },
    radius: { control: 'inline-radio', options: LAZY_IMAGE_RADII },
    aspectRatio: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LazyImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { aspectRatio: '4 / 3', fit: 'contain', radius: 'card', deferred: false },
};

export const Loaded: Story = { args: { radius: 'card' } };

/** Not loaded yet: the placeholder holds the box at its aspect ratio. */
export const Loading: Story = { args: { deferred: true, radius: 'card' } };

/** Three attempts failed: the FAILED placeholder. */
export const Failed: Story = { args: { src: BROKEN, alt: 'Promotion banner', radius: 'card' } };

export const AspectRatios: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12 }}>
      {['1', '4 / 3', '16 / 9'].map((ratio) => (
        <LazyImage key={ratio} {...args} aspectRatio={ratio} radius="cell" />
      ))}
    </div>
  ),
};
