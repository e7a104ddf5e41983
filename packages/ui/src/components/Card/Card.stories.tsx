import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Card, CARD_PADDINGS } from './Card.tsx';

const Content = ({ title = 'Manchester United vs Arsenal' }: { title?: string }) => (
  <span style={{ display: 'grid', gap: 4 }}>
    <strong>{title}</strong>
    <span>Premier League · Sat 20:00</span>
  </span>
);

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { children: <Content /> },
  argTypes: {
    padding: { control: 'inline-radio', options: CARD_PADDINGS },
    as: { control: 'select', options: ['div', 'article', 'section', 'button', 'a'] },
    children: { control: false },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { as: 'button', padding: 'lg', interactive: true, selected: false, onClick: fn() },
};

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      {CARD_PADDINGS.map((padding) => (
        <Card key={padding} {...args} padding={padding}>
          padding=&quot;{padding}&quot;
        </Card>
      ))}
    </div>
  ),
};

export const Interactive: Story = {
  args: { as: 'button', interactive: true, onClick: fn(), style: { maxWidth: 360 } },
};

export const Selected: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <Card {...args} as="button" interactive selected>
        <Content title="Selected · Arsenal to win" />
      </Card>
      <Card {...args} as="button" interactive selected={false}>
        <Content title="Not selected · Draw" />
      </Card>
    </div>
  ),
};

export const AsLink: Story = {
  args: { as: 'a', href: '#match-1', interactive: true, style: { maxWidth: 360 } },
};

export const Disabled: Story = {
  args: { as: 'button', interactive: true, disabled: true, style: { maxWidth: 360 } },
};
