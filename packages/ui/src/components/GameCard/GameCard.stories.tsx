import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { expectReadableText } from '../../test/layout.ts';
import { GameCard } from './GameCard.tsx';

/** Game art as inline SVG data URIs (stories never load from the network). */
const art = (bg: string, fg: string, glyph: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
      <defs><radialGradient id="g" cx=".5" cy=".4" r=".7">
        <stop offset="0" stop-color="${fg}"/><stop offset="1" stop-color="${bg}"/>
      </radialGradient></defs>
      <rect width="200" height="200" fill="url(#g)"/>
      <text x="100" y="128" fill="white" font-family="system-ui, sans-serif" font-size="72"
        font-weight="800" text-anchor="middle">${glyph}</text>
    </svg>`,
  )}`;

const NOW = Date.UTC(2025, 5, 12, 4, 0, 0);
const WINDOW = { startTimestamp: NOW - 3600_000, endTimestamp: NOW + 2 * 3600_000 };

const meta = {
  title: 'Components/GameCard',
  component: GameCard,
  args: {
    image: art('darkred', 'gold', '777'),
    name: 'Fortune Dragon',
    provider: 'PG Soft',
    now: NOW,
    timeZone: 'Asia/Shanghai',
    onLaunch: fn(),
  },
  argTypes: { aspectRatio: { control: 'inline-radio', options: [1, '4 / 3', '3 / 4'] } },
  decorators: [(Story) => <div style={{ width: 180 }}>{Story()}</div>],
} satisfies Meta<typeof GameCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { hot: true, disabled: false, aspectRatio: '4 / 3' } };

export const Hot: Story = { args: { hot: true } };

export const InMaintenance: Story = { args: { hot: true, maintenance: WINDOW } };

/** A window that has passed: the game launches again. */
export const MaintenanceOver: Story = {
  args: { maintenance: { startTimestamp: NOW - 7200_000, endTimestamp: NOW - 60_000 } },
};

export const Favourite: Story = { args: { favourite: true, onFavouriteChange: fn() } };

export const NotFavourite: Story = { args: { favourite: false, onFavouriteChange: fn() } };

export const FavouriteInMaintenance: Story = {
  args: { favourite: true, onFavouriteChange: fn(), maintenance: WINDOW },
};

export const ImageFailed: Story = { args: { image: 'data:image/png;base64,broken' } };

/** A long name and provider wrap in a narrow tile: neither is cut. */
export const LongName: Story = {
  args: { name: 'มหาสมบัติแห่งมังกรทองคำ ฉบับพิเศษ', provider: 'Touchline Casino trực tiếp' },
  play: ({ canvasElement }) => expectReadableText(canvasElement),
};
