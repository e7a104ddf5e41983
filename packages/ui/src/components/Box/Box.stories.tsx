import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, BOX_BACKGROUNDS, BOX_RADII, SPACE_TOKENS } from './Box.tsx';

const meta = {
  title: 'Components/Box',
  component: Box,
  args: { children: 'Premier League · 12 matches', padding: 4, background: 'surface' },
  argTypes: {
    padding: { control: 'select', options: SPACE_TOKENS },
    paddingX: { control: 'select', options: SPACE_TOKENS },
    paddingY: { control: 'select', options: SPACE_TOKENS },
    background: { control: 'inline-radio', options: BOX_BACKGROUNDS },
    radius: { control: 'inline-radio', options: BOX_RADII },
    as: { control: 'select', options: ['div', 'section', 'article', 'span'] },
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { padding: 6, paddingX: 8, background: 'raised', radius: 'card', border: true },
};

export const Surfaces: Story = {
  render: (args) => (
    <Box padding={4} background="bg" style={{ display: 'grid', gap: 12 }}>
      {BOX_BACKGROUNDS.map((background) => (
        <Box key={background} {...args} background={background} radius="card" border>
          background=&quot;{background}&quot;
        </Box>
      ))}
    </Box>
  ),
};

export const Radii: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {BOX_RADII.map((radius) => (
        <Box key={radius} {...args} radius={radius} border>
          {radius}
        </Box>
      ))}
    </div>
  ),
};

export const AsSection: Story = {
  args: {
    as: 'section',
    'aria-label': 'Promotions',
    radius: 'card',
    border: true,
    children: 'A landmark section rendered through `as`',
  },
};
