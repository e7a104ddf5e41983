import type { Meta, StoryObj } from '@storybook/react-vite';
import { MaskedText, MASKED_TEXT_KINDS } from './MaskedText.tsx';

const meta = {
  title: 'Components/MaskedText',
  component: MaskedText,
  args: { kind: 'account', value: '13812345678' },
  argTypes: { kind: { control: 'inline-radio', options: MASKED_TEXT_KINDS } },
} satisfies Meta<typeof MaskedText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { kind: 'name', value: 'Nguyễn Thị Minh Khai' } };

const rows: [string, string][] = [
  ['account', '13812345678'],
  ['account', '0912345'],
  ['account', 'player8'],
  ['account', 'vip01'],
  ['name', '张三'],
  ['name', '欧阳娜娜'],
  ['name', 'John Smith'],
  ['name', 'Nguyễn Văn An'],
  ['name', 'สมชาย ใจดี'],
];

export const Examples: Story = {
  render: () => (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        gap: '8px 24px',
        margin: 0,
        padding: 16,
        justifyContent: 'start',
      }}
    >
      {rows.map(([kind, value]) => (
        <div key={value} style={{ display: 'contents' }}>
          <dt style={{ opacity: 0.8 }}>{kind}</dt>
          <dd style={{ margin: 0 }}>
            <MaskedText kind={kind as 'account' | 'name'} value={value} />
          </dd>
        </div>
      ))}
    </dl>
  ),
};

export const Account: Story = { args: { kind: 'account', value: '0912345678' } };

export const Name: Story = { args: { kind: 'name', value: '欧阳娜娜' } };

export const Empty: Story = { args: { value: '' } };
