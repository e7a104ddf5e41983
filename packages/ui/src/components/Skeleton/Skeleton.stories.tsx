import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUiText } from '../../i18n/useUiText.ts';
import { Skeleton, SKELETON_SHAPES, skeletonBusyStatus } from './Skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'text', width: 240 },
  argTypes: {
    shape: { control: 'inline-radio', options: SKELETON_SHAPES },
    width: { control: 'text' },
    height: { control: 'text' },
    lines: { control: { type: 'number', min: 1, max: 8 } },
  },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { shape: 'rect', width: 320, height: 120, lines: 1 } };

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', maxWidth: 480 }}>
      <Skeleton shape="circle" />
      <Skeleton shape="text" width={160} />
      <Skeleton shape="rect" width={120} height={72} />
    </div>
  ),
};

export const Paragraph: Story = {
  args: { lines: 4, width: undefined },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Skeleton {...args} />
    </div>
  ),
};

function MatchRowPlaceholder() {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton shape="circle" width={32} />
      <div style={{ flex: 1, display: 'grid', gap: 6 }}>
        <Skeleton width="70%" />
        <Skeleton width="40%" height={10} />
      </div>
      <Skeleton shape="rect" width={56} height={44} />
      <Skeleton shape="rect" width={56} height={44} />
      <Skeleton shape="rect" width={56} height={44} />
    </div>
  );
}

/**
 * The loading pattern: skeletons are aria-hidden; the container is aria-busy and one visually
 * hidden status says "Loading" in the active language.
 */
function BusyMatches() {
  const t = useUiText();
  return (
    <section
      aria-busy="true"
      aria-label="Matches"
      style={{ display: 'grid', gap: 16, maxWidth: 560 }}
    >
      <span role="status" className={skeletonBusyStatus}>
        {t('loading')}
      </span>
      <MatchRowPlaceholder />
      <MatchRowPlaceholder />
      <MatchRowPlaceholder />
    </section>
  );
}

export const BusyContainer: Story = { render: () => <BusyMatches /> };
