import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text, TEXT_TONES, TEXT_VARIANTS } from './Text.tsx';

const meta = {
  title: 'Components/Text',
  component: Text,
  args: { children: 'Manchester United vs Arsenal' },
  argTypes: {
    variant: { control: 'inline-radio', options: TEXT_VARIANTS },
    tone: { control: 'inline-radio', options: TEXT_TONES },
    as: { control: 'select', options: ['span', 'p', 'h1', 'h2', 'h3', 'div', 'strong'] },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { variant: 'title', tone: 'accent', tabular: false, truncate: false },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {TEXT_VARIANTS.map((variant) => (
        <Text key={variant} {...args} variant={variant}>
          {variant === 'price' ? '12.50' : `${variant}: Manchester United vs Arsenal`}
        </Text>
      ))}
    </div>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {TEXT_TONES.map((tone) => (
        <Text key={tone} {...args} variant="label" tone={tone}>
          {tone}
        </Text>
      ))}
    </div>
  ),
};

/** Prices keep their width as they change: the digits line up in a column. */
export const TabularPrices: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 4, justifyItems: 'end', width: 96 }}>
      {['1.11', '10.00', '2.05', '111.50', '7.77'].map((price) => (
        <Text key={price} {...args} variant="price">
          {price}
        </Text>
      ))}
    </div>
  ),
};

export const PriceMovement: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      <Text {...args} variant="price" tone="up">
        2.35 ▲
      </Text>
      <Text {...args} variant="price" tone="down">
        1.80 ▼
      </Text>
    </div>
  ),
};

export const Truncated: Story = {
  args: {
    truncate: true,
    style: { width: 200 },
    title: 'Borussia Mönchengladbach vs Wolverhampton Wanderers',
    children: 'Borussia Mönchengladbach vs Wolverhampton Wanderers',
  },
};

export const LongNonLatin: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 320 }}>
      <Text {...args} variant="heading" lang="th">
        การแข่งขันฟุตบอลพรีเมียร์ลีกอังกฤษ
      </Text>
      <Text {...args} variant="title" lang="vi">
        Giải vô địch bóng đá Ngoại hạng Anh — Trực tiếp
      </Text>
      <Text {...args} variant="body" lang="zh-CN">
        英格兰足球超级联赛第三十八轮全场比赛结果与赔率变化
      </Text>
    </div>
  ),
};
