// Issue 15: one formatting rule each (selection labels, money, odds-change words, periods),
// from domain, the same on every screen that shows it.
import type { BetOrder, MatchDetail } from '@touchline/api';
import {
  exampleBetOrder,
  exampleHomeBanners,
  exampleMatch,
  exampleMatchDetail,
  exampleReserveBet,
  sportsExamples,
} from '@touchline/api/examples';
import { BetSlip } from '@touchline/ui';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@touchline/domain';
import { initI18n } from '../../../i18n/i18n.ts';
import { HomeView } from '../../home/HomeView.tsx';
import { LiveFeedContext, LiveStore, type LiveFeed } from '../live.ts';
import { MatchDetailView } from './MatchDetailView.tsx';
import { MatchItem } from './MatchItem.tsx';
import { MyBetsView, type MyBetsViewProps } from './MyBetsView.tsx';
import { ResultsView } from './ResultsView.tsx';
import { SettingsView } from './SettingsView.tsx';

async function renderIn(ui: ReactElement, language: Language = 'en') {
  const i18n = await initI18n(language, createInstance());
  const feed: LiveFeed = { store: new LiveStore(), watch: () => () => undefined };
  return render(
    <I18nextProvider i18n={i18n}>
      <LiveFeedContext value={feed}>{ui}</LiveFeedContext>
    </I18nextProvider>,
  );
}

/** A detail whose total is named with its line by the feed (`Over 2.25`, line `2.25`). */
const detailWithTotal: MatchDetail = {
  ...exampleMatchDetail,
  tabs: [{ category: 'p', mty: 4, pe: 1001 }],
  markets: [
    {
      id: 'm-total',
      mty: 4,
      pe: 1001,
      category: 'p',
      name: 'Over/Under',
      status: 'open',
      selections: [
        { id: 's-over', name: 'Over 2.25', price: 1.13, line: '2.25', status: 'open' },
        { id: 's-under', name: 'Under 2.25', price: 5.89, line: '2.25', status: 'open' },
      ],
    },
    {
      id: 'm-handicap',
      mty: 3,
      pe: 1001,
      category: 'p',
      name: 'Handicap',
      status: 'open',
      selections: [
        { id: 's-home', name: 'Hanoi FC', price: 1.95, line: '-0.25', status: 'open' },
        { id: 's-away', name: 'Saigon United', price: 1.87, line: '+0.25', status: 'open' },
      ],
    },
  ],
};

const betOn = (selectionName: string, line: string | null, marketName: string): BetOrder => ({
  ...exampleBetOrder,
  legs: [{ ...exampleBetOrder.legs[0]!, selectionName, line, marketName }],
});

const betsProps = (bets: readonly BetOrder[]): MyBetsViewProps => ({
  filter: 'open',
  onFilterChange: () => undefined,
  bets: { status: 'ready', data: bets },
  quotes: new Map(),
  now: exampleBetOrder.placedAt,
  onCashOut: () => undefined,
  reserve: { status: 'ready', data: [] },
  onCancelReserve: () => undefined,
  format: 'decimal',
  currency: 'VND',
  timeZone: 'Asia/Ho_Chi_Minh',
});

describe('one selection-label rule', () => {
  it('shows a line once on the match detail: "Over 2.25", never "Over 2.25 2.25"', async () => {
    await renderIn(
      <MatchDetailView
        detail={{ status: 'ready', data: detailWithTotal }}
        format="decimal"
        selectedIds={[]}
        onPick={() => undefined}
        onBack={() => undefined}
      />,
    );
    const total = screen.getByRole('region', { name: /Over\/Under/ });
    const over = within(total).getByRole('button', { name: /, Over 2\.25, 1\.13$/ });
    expect(over.textContent).not.toContain('2.25 2.25');
    expect(screen.queryByText(/2\.25\s+2\.25/)).toBeNull();
    const handicap = screen.getByRole('region', { name: /Handicap/ });
    within(handicap).getByRole('button', { name: /Hanoi FC -0\.25, 1\.95$/ });
  });

  it("names a bet's pick as the slip does: the selection with its line, the market alone", async () => {
    await renderIn(
      <MyBetsView
        {...betsProps([
          betOn('Over 2.25', '2.25', 'Over/Under'),
          betOn('Hanoi FC', '-0.25', 'Handicap'),
        ])}
      />,
    );
    const [total, handicap] = screen.getAllByRole('list', { name: 'Selections' });
    expect(within(total!).getByText('Over 2.25')).toBeTruthy();
    expect(within(total!).getByText('Over/Under')).toBeTruthy();
    expect(total!.textContent).not.toContain('2.25 2.25');
    expect(within(handicap!).getByText('Hanoi FC -0.25')).toBeTruthy();
    expect(within(handicap!).getByText('Handicap')).toBeTruthy();
  });
});

describe('one money formatter', () => {
  it('shows every amount of My bets with the currency, grouped for the language', async () => {
    await renderIn(<MyBetsView {...betsProps([{ ...exampleBetOrder, stake: '1250.50' }])} />);
    const bet = screen.getByRole('article', { name: 'Single' });
    expect(bet.textContent).toContain('Stake₫1,250.50');
    expect(bet.textContent).toContain('Potential return₫210.00');
  });

  it("shows a reserve bet's stake with the currency too", async () => {
    await renderIn(
      <MyBetsView
        {...betsProps([])}
        filter="reserve"
        reserve={{ status: 'ready', data: [{ ...exampleReserveBet, stake: '20.00' }] }}
      />,
      'vi',
    );
    const list = screen.getByRole('list');
    expect(list.textContent).toMatch(/20,00\s₫/);
    expect(list.textContent).not.toMatch(/stake 20\.00|20\.00$/);
  });
});

describe('one set of odds-change words', () => {
  it.each(LANGUAGES)('words the choice the same in Settings and in the slip (%s)', async (lang) => {
    await renderIn(
      <>
        <section aria-label="settings">
          <SettingsView
            settings={{ oddsFormat: 'decimal', oddsChange: 'better' }}
            onChange={() => undefined}
          />
        </section>
        <BetSlip
          selections={[
            { id: 'a', match: 'Hanoi FC v Saigon United', market: 'M', label: 'L', price: 2.1 },
          ]}
          oddsChangePolicy="better"
        />
      </>,
      lang,
    );
    const settings = screen.getByRole('region', { name: 'settings' });
    const inSettings = within(settings).getAllByRole('group')[1]!;
    const slipGroups = screen.getAllByRole('group').filter((g) => !settings.contains(g));
    const inSlip = slipGroups.find((g) => within(g).queryAllByRole('radio').length === 3)!;
    const words = (group: HTMLElement) => ({
      question: group.querySelector('legend')?.textContent,
      options: within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    });
    expect(words(inSlip)).toEqual(words(inSettings));
    expect(words(inSettings).options).toHaveLength(3);
  });
});

describe('one period-label rule by sport', () => {
  /** The clock of a live soccer match (`mc.pe` 2) and of a basketball one (`pe` 3). */
  const secondHalf = { ...exampleMatch, mc: { pe: 2, s: 3000 } };
  const basketball = { ...exampleMatch, id: 90009, sid: 3 as const, mc: { pe: 3, s: 1500 } };

  const screens = (match: typeof exampleMatch) => (
    <>
      <section aria-label="home">
        <HomeView
          now={exampleMatch.bt}
          notices={[]}
          banners={{ status: 'ready', data: exampleHomeBanners }}
          lobbies={{ status: 'ready', data: [] }}
          streams={{ status: 'ready', data: [] }}
          matches={{ status: 'ready', data: [match] }}
          oddsFormat="decimal"
          promotions={[]}
        />
      </section>
      <section aria-label="sports">
        <MatchItem
          match={match}
          format="decimal"
          selectedIds={[]}
          followed={false}
          onPick={() => undefined}
          onFollowChange={() => undefined}
          onOpen={() => undefined}
        />
      </section>
      <section aria-label="detail">
        <MatchDetailView
          detail={{ status: 'ready', data: { ...exampleMatchDetail, ...match } }}
          format="decimal"
          selectedIds={[]}
          onPick={() => undefined}
          onBack={() => undefined}
        />
      </section>
    </>
  );

  it.each([
    ['en', '2nd half'],
    ['zh-cn', '下半场'],
    ['vi', 'Hiệp 2'],
    ['th', 'ครึ่งหลัง'],
  ] as const)(
    'names a soccer half the same on home, /sports and the detail (%s)',
    async (lang, half) => {
      await renderIn(screens(secondHalf), lang);
      for (const where of ['home', 'sports', 'detail']) {
        const region = screen.getByRole('region', { name: where });
        expect(within(region).getAllByText(new RegExp(half)).length, where).toBeGreaterThan(0);
        expect(region.textContent, where).not.toMatch(/P2|第2节/);
      }
    },
  );

  it('names a basketball quarter as a quarter, in Chinese too', async () => {
    await renderIn(screens(basketball), 'zh-cn');
    for (const where of ['home', 'sports', 'detail']) {
      const region = screen.getByRole('region', { name: where });
      expect(within(region).getAllByText(/第3节/).length, where).toBeGreaterThan(0);
    }
  });

  it.each([
    ['zh-cn', 1, '上半场'],
    ['en', 1, '1st half'],
    ['en', 5, 'Set 1'],
  ] as const)(
    'names the period scores of a result by its sport (%s, sport %s)',
    async (lang, sid, first) => {
      const detail = { ...sportsExamples.getMatchResult.response!, sid };
      await renderIn(
        <ResultsView
          date="2026-11-21"
          onDateChange={() => undefined}
          sportId={sid}
          onSportChange={() => undefined}
          results={{ status: 'ready', data: [detail] }}
          page={1}
          pages={1}
          onPageChange={() => undefined}
          expandedId={detail.id}
          onExpandedChange={() => undefined}
          detail={{ status: 'ready', data: detail }}
          timeZone="Asia/Shanghai"
        />,
        lang,
      );
      const term = screen.getByText(first, { selector: 'dt' });
      expect(term.nextElementSibling?.textContent).toBe('1:0');
    },
  );
});

describe("the results' day picker", () => {
  it.each([
    ['en', ['Today, 11-26', 'Yesterday, 11-25', 'Tue 11-24']],
    ['zh-cn', ['今天，11-26', '昨天，11-25', '周二 11-24']],
    ['vi', ['Hôm nay, 26-11', 'Hôm qua, 25-11', 'Thứ 3 24-11']],
    ['th', ['วันนี้ 11-26', 'เมื่อวาน 11-25']],
  ] as const)(
    "offers the last seven sportsbook days in %s, not the browser's date format (issue 15)",
    async (lang, first) => {
      const chosen: string[] = [];
      await renderIn(
        <ResultsView
          date="2026-11-26"
          today="2026-11-26"
          onDateChange={(day) => chosen.push(day)}
          sportId={1}
          onSportChange={() => undefined}
          results={{ status: 'ready', data: [] }}
          page={1}
          pages={1}
          onPageChange={() => undefined}
          expandedId={null}
          onExpandedChange={() => undefined}
          detail={null}
        />,
        lang,
      );
      const picker = screen.getAllByRole('combobox')[0] as HTMLSelectElement;
      const options = within(picker).getAllByRole('option');
      expect(options).toHaveLength(7);
      expect(options.slice(0, first.length).map((o) => o.textContent)).toEqual(first);
      expect(options.at(-1)?.getAttribute('value')).toBe('2026-11-20');
      fireEvent.change(picker, { target: { value: '2026-11-24' } });
      expect(chosen).toEqual(['2026-11-24']);
    },
  );
});
