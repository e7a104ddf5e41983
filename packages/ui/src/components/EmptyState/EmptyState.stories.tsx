import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useUiText } from '../../i18n/useUiText.ts';
import { Button } from '../Button/index.ts';
import { EmptyState, EMPTY_STATE_KINDS, EMPTY_STATE_SIZES } from './EmptyState.tsx';

function RetryButton({ onClick }: { onClick?: () => void }) {
  const t = useUiText();
  return (
    <Button variant="solid" tone="neutral" onClick={onClick}>
      {t('retry')}
    </Button>
  );
}

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { kind: 'noData' },
  argTypes: {
    kind: { control: 'inline-radio', options: EMPTY_STATE_KINDS },
    size: { control: 'inline-radio', options: EMPTY_STATE_SIZES },
    title: { control: 'text' },
    description: { control: 'text' },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    kind: 'noMatchingData',
    size: 'md',
    description: 'Try another league or clear the search.',
  },
};

export const NoMatchingData: Story = {
  args: {
    kind: 'noMatchingData',
    description: 'No match fits “Arsenal” in Basketball.',
    action: (
      <Button variant="solid" tone="neutral">
        Clear search
      </Button>
    ),
  },
};

export const LoadFailed: Story = {
  args: { kind: 'error', description: 'The match list could not be loaded.' },
  render: (args) => <EmptyState {...args} action={<RetryButton onClick={fn()} />} />,
};

export const TitleOverride: Story = {
  args: {
    kind: 'noData',
    title: 'No open bets',
    description: 'Bets you place appear here until they are settled.',
    action: <Button>Browse matches</Button>,
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12 }}>
      {EMPTY_STATE_KINDS.map((kind) => (
        <EmptyState key={kind} {...args} kind={kind} />
      ))}
    </div>
  ),
};

export const LongThaiText: Story = {
  args: {
    kind: 'noMatchingData',
    title: 'ไม่พบการแข่งขันที่ตรงกับตัวกรองที่คุณเลือกในขณะนี้',
    description: 'ลองเลือกลีกอื่น หรือล้างคำค้นหาแล้วลองอีกครั้ง ข้อมูลจะอัปเดตโดยอัตโนมัติ',
  },
};
