import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, ICON_NAMES, ICON_SIZES } from './Icon.tsx';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'chevron-down', size: 'md' },
  argTypes: {
    name: { control: 'select', options: ICON_NAMES },
    size: { control: 'inline-radio', options: ICON_SIZES },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every named glyph, at both sizes, with its name: the whole icon set on one page. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 12,
        margin: 0,
        padding: 0,
        listStyle: 'none',
        fontSize: 12,
      }}
    >
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {ICON_SIZES.map((size) => (
            <Icon key={size} name={name} size={size} label={`${name} ${size}`} />
          ))}
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};

export const CustomPaths: Story = {
  args: { name: undefined, size: 'md', label: 'Play' },
  render: (args) => (
    <Icon {...args}>
      <path d="m9 6 8 6-8 6Z" />
    </Icon>
  ),
};
