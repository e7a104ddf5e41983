import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VideoPlayer } from './VideoPlayer.tsx';

/** A poster as an inline SVG data URI (stories never load from the network). */
const POSTER = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="midnightblue"/><stop offset="1" stop-color="black"/>
    </linearGradient></defs>
    <rect width="640" height="360" fill="url(#g)"/>
    <path d="M0 250 640 220v140H0Z" fill="darkgreen"/>
    <path d="M320 230v130M80 300h480" stroke="white" stroke-width="3" opacity=".5"/>
    <circle cx="320" cy="300" r="40" fill="none" stroke="white" stroke-width="3" opacity=".5"/>
    <g fill="lightyellow"><circle cx="70" cy="50" r="12"/><circle cx="570" cy="50" r="12"/></g>
  </svg>`,
)}`;

/** No source is loaded in the stories; states are shown by dispatching the media events. */
const dispatch =
  (type: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    canvasElement.querySelector('video')?.dispatchEvent(new Event(type));
  };

const meta = {
  title: 'Components/VideoPlayer',
  component: VideoPlayer,
  args: { src: '', poster: POSTER, label: 'Derby night live', onVolumeChange: fn(), onError: fn() },
  argTypes: { aspectRatio: { control: 'inline-radio', options: [16 / 9, '4 / 3', '21 / 9'] } },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof VideoPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    live: true,
    autoPlay: false,
    defaultMuted: false,
    defaultVolume: 70,
    aspectRatio: 16 / 9,
  },
};

export const Live: Story = { args: { live: true } };

export const Playing: Story = { args: { live: true }, play: dispatch('playing') };

export const Loading: Story = { args: { live: true }, play: dispatch('waiting') };

export const Muted: Story = { args: { defaultMuted: true } };

/** A source that can't be decoded: the load-error state with retry. */
export const LoadError: Story = {
  args: { src: 'data:video/mp4;base64,AAAA' },
  play: dispatch('error'),
};

export const Mobile: Story = {
  tags: ['viewport-mobile'],
  args: { live: true },
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
};

/** The broadcast is over: the ended notice instead of a frozen frame. */
export const Ended: Story = { args: { live: true, ended: true } };

/** A stream on several lines: the viewer picks one. */
export const Lines: Story = {
  args: {
    live: true,
    lines: [
      { id: 1, name: 'Line 1' },
      { id: 2, name: 'Line 2' },
      { id: 3, name: 'Line 3' },
    ],
    line: 2,
    onLineChange: fn(),
  },
  play: dispatch('playing'),
};
