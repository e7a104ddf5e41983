import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, SPACE_TOKENS } from '../Box/index.ts';
import { Stack, STACK_ALIGNS, STACK_DIRECTIONS, STACK_JUSTIFIES } from './Stack.tsx';

const Item = ({ children, tall = false }: { children: string; tall?: boolean }) => (
  <Box
    padding={3}
    background="raised"
    radius="cell"
    border
    style={{ minHeight: tall ? 72 : undefined }}
  >
    {children}
  </Box>
);

const items = ['Football', 'Basketball', 'Tennis', 'Esports'];

const meta = {
  title: 'Components/Stack',
  component: Stack,
  args: {
    gap: 3,
    children: items.map((label) => <Item key={label}>{label}</Item>),
  },
  argTypes: {
    direction: { control: 'inline-radio', options: STACK_DIRECTIONS },
    gap: { control: 'select', options: SPACE_TOKENS },
    align: { control: 'inline-radio', options: STACK_ALIGNS },
    justify: { control: 'inline-radio', options: STACK_JUSTIFIES },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    direction: 'row',
    gap: 4,
    align: 'center',
    justify: 'between',
    wrap: false,
    padding: 4,
    background: 'surface',
    radius: 'card',
  },
};

export const Row: Story = { args: { direction: 'row', align: 'center' } };

export const Wrapping: Story = {
  args: {
    direction: 'row',
    wrap: true,
    gap: 2,
    style: { maxWidth: 320 },
    children: [...items, 'Badminton', 'Table tennis', 'Volleyball', 'Ice hockey'].map((label) => (
      <Item key={label}>{label}</Item>
    )),
  },
};

export const Alignments: Story = {
  render: (args) => (
    <Stack gap={4}>
      {STACK_ALIGNS.map((align) => (
        <Stack key={align} {...args} direction="row" align={align} background="surface" padding={2}>
          <Item tall>{align}</Item>
          <Item>Live</Item>
          <Item>2.35</Item>
        </Stack>
      ))}
    </Stack>
  ),
};

export const Justified: Story = {
  render: (args) => (
    <Stack gap={4}>
      {STACK_JUSTIFIES.map((justify) => (
        <Stack
          key={justify}
          {...args}
          direction="row"
          justify={justify}
          background="surface"
          padding={2}
        >
          <Item>{justify}</Item>
          <Item>1.95</Item>
        </Stack>
      ))}
    </Stack>
  ),
};

export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Sports',
    style: { listStyle: 'none', margin: 0, padding: 0 },
    children: items.map((label) => (
      <Box as="li" key={label} padding={3} background="surface" radius="cell">
        {label}
      </Box>
    )),
  },
};
