import type { Meta, StoryObj } from '@storybook/react-vite';
import { VipBadge } from '../VipBadge/index.ts';
import { Avatar, AVATAR_IDS, AVATAR_SIZES } from './Avatar.tsx';

/** A photo stand-in as an inline SVG data URI (stories never load from the network). */
const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="steelblue"/><circle cx="40" cy="32" r="15" fill="peachpuff"/><path d="M10 80c0-18 13-28 30-28s30 10 30 28Z" fill="darkslategray"/><path d="M25 30a15 15 0 0 1 30 0c-6-2-10-6-12-10-4 5-10 8-18 10Z" fill="saddlebrown"/></svg>',
)}`;
const BROKEN = 'data:image/png;base64,broken';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { avatarId: 1 },
  argTypes: {
    avatarId: { control: 'select', options: AVATAR_IDS },
    size: { control: 'inline-radio', options: AVATAR_SIZES },
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { avatarId: 7, size: 'xl', name: 'Nguyễn Văn An' } };

export const AllPortraits: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, padding: 16 }}>
      {(['md', 'xl'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          {AVATAR_IDS.map((id) => (
            <Avatar key={id} {...args} avatarId={id} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 16 }}>
      {AVATAR_SIZES.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
  args: { avatarId: 3 },
};

export const WithImage: Story = { args: { src: PHOTO, name: 'Li Wei', size: 'xl' } };

/** The image fails to load: the portrait of the avatar id shows instead. */
export const ImageFailed: Story = {
  args: { src: BROKEN, avatarId: 4, name: 'Somchai Prasert', size: 'xl' },
};

/** No portrait id and the image fails: the initials show. */
export const Initials: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 16 }}>
      {['Nguyễn Văn An', '张三丰', 'สมชาย ใจดี', 'Olivia Brown'].map((name) => (
        <Avatar key={name} {...args} name={name} />
      ))}
    </div>
  ),
  args: { avatarId: undefined, src: BROKEN, size: 'lg' },
};

export const WithVipBadge: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center', padding: 16 }}>
      <Avatar {...args} size="md" badge={<VipBadge level={3} size="sm" />} />
      <Avatar {...args} avatarId={8} size="lg" badge={<VipBadge level={9} size="sm" />} />
      <Avatar {...args} avatarId={10} size="xl" badge={<VipBadge level={11} size="md" />} />
    </div>
  ),
};
