import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LobbyGrid, LOBBY_GRID_VARIANTS, type LobbyGame } from './LobbyGrid.tsx';

/** Game art as inline SVG data URIs (stories never load from the network). */
const art = (bg: string, fg: string, glyph: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
      <defs><radialGradient id="g" cx=".5" cy=".4" r=".7">
        <stop offset="0" stop-color="${fg}"/><stop offset="1" stop-color="${bg}"/>
      </radialGradient></defs>
      <rect width="200" height="200" fill="url(#g)"/>
      <text x="100" y="124" fill="white" font-family="system-ui, sans-serif" font-size="60"
        font-weight="800" text-anchor="middle">${glyph}</text>
    </svg>`,
  )}`;

const NOW = Date.UTC(2025, 5, 12, 4, 0, 0);

const GAMES: LobbyGame[] = [
  {
    id: 1,
    name: 'Fortune Dragon',
    provider: 'PG Soft',
    image: art('darkred', 'gold', '777'),
    hot: true,
  },
  {
    id: 2,
    name: 'Mahjong Ways',
    provider: 'PG Soft',
    image: art('darkgreen', 'lightgreen', '中'),
    hot: true,
  },
  { id: 3, name: 'Sweet Bonanza', provider: 'Pragmatic Play', image: art('purple', 'pink', '🍬') },
  {
    id: 4,
    name: 'Baccarat Live',
    provider: 'Evolution',
    image: art('black', 'teal', 'B'),
    hot: true,
    maintenance: { startTimestamp: NOW - 3600_000, endTimestamp: NOW + 3600_000 },
  },
  {
    id: 5,
    name: 'Gates of Olympus',
    provider: 'Pragmatic Play',
    image: art('navy', 'skyblue', 'Z'),
    hot: true,
  },
  { id: 6, name: 'Aviator', provider: 'Spribe', image: art('maroon', 'tomato', '✈') },
  {
    id: 7,
    name: 'Tiến Lên Miền Nam',
    provider: 'KingMaker',
    image: art('darkslategray', 'khaki', '♠'),
    hot: true,
  },
  { id: 8, name: 'ไฮโลไทย', provider: 'KingMaker', image: art('saddlebrown', 'orange', '⚄') },
];

const meta = {
  title: 'Components/LobbyGrid',
  component: LobbyGrid,
  args: { games: GAMES, now: NOW, timeZone: 'Asia/Shanghai', title: 'Slots', onLaunch: fn() },
  argTypes: { variant: { control: 'inline-radio', options: LOBBY_GRID_VARIANTS } },
} satisfies Meta<typeof LobbyGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { variant: 'hot', loading: false, skeletonCount: 6, title: undefined },
};

/** The home page's hot games: at most four, only those marked hot. */
export const HotGames: Story = {
  args: {
    variant: 'hot',
    title: undefined,
    action: (
      <a href="/games" style={{ color: 'inherit', fontSize: 13 }}>
        More
      </a>
    ),
  },
};

export const Loading: Story = { args: { loading: true } };

export const HotLoading: Story = { args: { loading: true, variant: 'hot', title: undefined } };

export const Empty: Story = { args: { games: [] } };

export const Mobile: Story = { tags: ['viewport-mobile'] };
