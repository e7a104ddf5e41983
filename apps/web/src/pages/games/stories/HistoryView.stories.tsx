import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { platformExamples } from '@touchline/api/examples';
import type { Language } from '@touchline/domain';
import { I18nextProvider } from 'react-i18next';
import { fn } from 'storybook/test';
import { storyI18n } from '../../../stories/StorySite.tsx';
import { GameHistoryView } from '../history/GameHistoryView.tsx';
import { storyGameTypes } from './fixtures.ts';

/** The web app's texts in the toolbar's language (the view is the app's, not the library's). */
const withWebTexts: Decorator = (Story, context) => {
  const locale = (['en', 'zh-cn', 'vi', 'th'] as const).includes(context.globals.locale as Language)
    ? (context.globals.locale as Language)
    : 'en';
  return (
    <I18nextProvider key={locale} i18n={storyI18n(locale)}>
      <Story />
    </I18nextProvider>
  );
};

const sum = platformExamples.sumMyBets.response;
const first = platformExamples.listMyBets.response.list[0]!;

const meta = {
  title: 'Screens/Games/HistoryView',
  component: GameHistoryView,
  decorators: [withWebTexts],
  parameters: { layout: 'padded' },
  args: {
    preset: '7d',
    onPresetChange: fn(),
    gameType: null,
    types: storyGameTypes.filter((t) => t.gameType !== 'sports'),
    onGameTypeChange: fn(),
    currency: 'VND',
    summary: { status: 'ready', data: sum },
    onRetrySummary: fn(),
    rounds: {
      status: 'ready',
      data: [first, { ...first, orderNo: 'G-1000', winLoss: '-10.00', status: 'lost' }],
    },
    onRetryRounds: fn(),
    hasMore: true,
    loadingMore: false,
    onLoadMore: fn(),
    heading: false,
  },
} satisfies Meta<typeof GameHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the personal centre places it: no page heading of its own. */
export const InPersonalCentre: Story = {};

export const LoadingMore: Story = { args: { loadingMore: true } };

export const Empty: Story = {
  args: {
    summary: {
      status: 'ready',
      data: { betCount: 0, betAmount: '0.00', validBetAmount: '0.00', winLoss: '0.00', rows: [] },
    },
    rounds: { status: 'ready', data: [] },
    hasMore: false,
  },
};

export const Loading: Story = {
  args: { summary: { status: 'loading' }, rounds: { status: 'loading' }, hasMore: false },
};

export const Failed: Story = {
  args: { summary: { status: 'error' }, rounds: { status: 'error' }, hasMore: false },
};
