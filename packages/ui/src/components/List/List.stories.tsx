import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { List, type ListProps } from './List.tsx';

interface MatchRow {
  id: string;
  home: string;
  away: string;
  time: string;
  odds: readonly [string, string, string];
}

const TEAMS = [
  'Arsenal',
  'Chelsea',
  'Liverpool',
  'Everton',
  'Real Madrid',
  'Barcelona',
  'Juventus',
  'Inter',
  'Bayern',
  'Dortmund',
  'PSG',
  'Ajax',
];

/** Fixed data derived from the index: the same 10,000 rows every time. */
function makeRows(count: number, from = 0): MatchRow[] {
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    const home = TEAMS[i % TEAMS.length]!;
    const away = TEAMS[(i * 7 + 3) % TEAMS.length]!;
    const hour = String(12 + (i % 11)).padStart(2, '0');
    const minute = String((i * 15) % 60).padStart(2, '0');
    const price = (n: number) => `${1 + ((i * n) % 400) / 100}`.padEnd(4, '0').slice(0, 4);
    return {
      id: `match-${i}`,
      home,
      away: away === home ? 'Napoli' : away,
      time: `${hour}:${minute}`,
      odds: [price(13), price(29), price(41)],
    };
  });
}

const TEN_THOUSAND = makeRows(10_000);

function Row({ row, index }: { row: MatchRow; index: number }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: '48px 48px 1fr repeat(3, 56px)',
        alignItems: 'center',
        gap: 8,
        height: 56,
        padding: '0 12px',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <span style={{ opacity: 0.7 }}>#{index + 1}</span>
      <span>{row.time}</span>
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {row.home} vs {row.away}
      </span>
      {row.odds.map((price, n) => (
        <span key={n} style={{ textAlign: 'end', fontWeight: 700 }}>
          {price}
        </span>
      ))}
    </div>
  );
}

type MatchListProps = ListProps<MatchRow>;

const meta = {
  title: 'Components/List',
  component: List as (props: MatchListProps) => ReturnType<typeof List>,
  args: {
    'aria-label': 'Matches',
    items: TEN_THOUSAND,
    estimateSize: 56,
    height: 480,
    overscan: 6,
    getKey: (row: MatchRow) => row.id,
    renderItem: (row: MatchRow, index: number) => <Row row={row} index={index} />,
  },
  argTypes: {
    items: { control: false },
    renderItem: { control: false },
    getKey: { control: false },
    emptyState: { control: false },
  },
  decorators: [
    (Story) => (
      <div
        style={{
          maxWidth: 640,
          border: '1px solid currentColor',
          borderRadius: 10,
          overflow: 'hidden',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<MatchListProps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 10,000 rows; only those in view are in the DOM. */
export const Default: Story = {};

export const Playground: Story = {
  args: { height: 320, overscan: 2, gap: 4, loadingMore: false, onEndReached: fn() },
};

export const Empty: Story = { args: { items: [] } };

export const EmptyWithAction: Story = {
  args: {
    items: [],
    emptyState: (
      <EmptyState
        kind="noMatchingData"
        size="sm"
        description="No match fits this filter."
        action={
          <Button variant="solid" tone="neutral">
            Clear filters
          </Button>
        }
      />
    ),
  },
};

export const LoadingMore: Story = {
  args: { items: makeRows(20), loadingMore: true, totalCount: 200 },
};

const THAI = 'การแข่งขันฟุตบอลพรีเมียร์ลีกอังกฤษนัดพิเศษที่มีชื่อยาวมากเพื่อทดสอบการตัดบรรทัด';

/**
 * As a server draws it, and while the browser hydrates it: the rows in the page's flow, each as
 * tall as its content (the virtualiser places them once `inFlow` turns off).
 */
export const InFlow: Story = {
  args: { items: makeRows(12), inFlow: true, gap: 4 },
};

/** Rows of different heights are measured once rendered. */
export const VariableHeights: Story = {
  args: {
    estimateSize: 48,
    renderItem: (row: MatchRow, index: number) => (
      <div
        style={{ padding: '10px 12px', lineHeight: 1.7 }}
        lang={index % 3 === 0 ? 'th' : undefined}
      >
        <strong>{row.home}</strong> vs <strong>{row.away}</strong>
        <div style={{ opacity: 0.8 }}>{index % 3 === 0 ? THAI : `Kick-off ${row.time}`}</div>
      </div>
    ),
  },
};

function InfiniteMatches() {
  const [rows, setRows] = useState(() => makeRows(40));
  const [loading, setLoading] = useState(false);
  const loadMore = useCallback(() => {
    if (rows.length >= 400) return;
    setLoading(true);
    setTimeout(() => {
      setRows((current) => [...current, ...makeRows(40, current.length)]);
      setLoading(false);
    }, 600);
  }, [rows.length]);
  return (
    <List<MatchRow>
      aria-label="Matches"
      items={rows}
      estimateSize={56}
      height={480}
      getKey={(row) => row.id}
      renderItem={(row, index) => <Row row={row} index={index} />}
      onEndReached={loadMore}
      loadingMore={loading}
      totalCount={400}
    />
  );
}

/** Scroll to the end: 40 more rows load each time, up to 400. */
export const InfiniteLoading: Story = { render: () => <InfiniteMatches /> };
