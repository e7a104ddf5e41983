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

export const AllGlyphs: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {ICON_SIZES.map((size) => (
        <div
          key={size}
          style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}
        >
          {ICON_NAMES.map((name) => (
            <Icon key={name} name={name} size={size} label={name} />
          ))}
        </div>
      ))}
    </div>
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
