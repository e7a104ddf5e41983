import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { expectReadableText } from '../../test/layout.ts';
import { ResultRow, type ResultRowDetail } from './ResultRow.tsx';

/** 2025-05-20 11:30 UTC. */
const KICK_OFF = 1747740600000;

const details: ResultRowDetail[] = [
  { id: 'h1', label: '1st half', value: '1:0' },
  { id: 'h2', label: '2nd half', value: '1:1' },
  { id: 'ft', label: 'Full time result', value: 'Arsenal' },
  { id: 'ou', label: 'Total goals 2.5', value: 'Over' },
  { id: 'c', label: 'Total corners 9.5', value: 'Under (7)' },
  { id: 'bt', label: 'Both teams to score', value: 'Yes' },
];

const meta = {
  title: 'Components/ResultRow',
  component: ResultRow,
  args: {
    league: 'England Premier League',
    home: 'Arsenal',
    away: 'Chelsea',
    scores: [{ score: '2:1' }],
    halfTimeScore: '1:0',
    startTime: KICK_OFF,
    timeZone: 'Asia/Shanghai',
    details,
    onExpandedChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ResultRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { defaultExpanded: true } };

export const Expanded: Story = { args: { defaultExpanded: true } };

export const NoDetails: Story = { args: { defaultExpanded: true, details: [] } };

export const NotExpandable: Story = { args: { details: undefined } };

/** A result without scores yet (or malformed) shows dashes. */
/** A sport with no half time (tennis sets): no half-time column. */
export const WithoutHalfTime: Story = {
  args: { halfTimeScore: undefined, scores: [{ score: '2:1' }] },
};

export const MissingScores: Story = { args: { scores: [], halfTimeScore: null } };

/** Vietnamese dates are day-month. */
export const Vietnamese: Story = { globals: { locale: 'vi' }, args: { defaultExpanded: true } };

export const LongNames: Story = {
  args: {
    league: 'ไทยลีก 1 — การแข่งขันฟุตบอลอาชีพระดับสูงสุดของประเทศไทย',
    home: 'สโมสรฟุตบอลบุรีรัมย์ ยูไนเต็ด',
    away: 'Câu lạc bộ bóng đá Hoàng Anh Gia Lai',
  },
};

/**
 * At 375 px, long team names wrap between words, never letter by letter (issue 15): the scores
 * keep narrow columns and the names take the row. The play function fails on a broken word.
 */
export const LongNamesMobile: Story = {
  tags: ['viewport-mobile'],
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <div>
      <ResultRow {...args} home="Ho Chi Minh City" away="Rio de Janeiro Esports" />
      <ResultRow
        {...args}
        league="Giải Bóng đá điện tử"
        home="Kuala Lumpur Esports"
        away="Buenos Aires Esports"
        defaultExpanded
      />
      <ResultRow {...args} league="Open Masters" home="Nguyen Van An" away="Anan Chaiyaporn" />
    </div>
  ),
  play: ({ canvasElement }) => expectReadableText(canvasElement),
};
