import type { GiftProfit } from '@touchline/api';
import {
  dailyAmounts,
  EARNINGS_PERIODS,
  formatMatchTime,
  formatShortDate,
  htmlLang,
  isEarningsPeriod,
  winRatePercentText,
  type EarningsPeriod,
  type Language,
} from '@touchline/domain';
import {
  EmptyState,
  formatMoney,
  RadioGroup,
  Skeleton,
  useTimeZone,
  useUiLanguage,
} from '@touchline/ui';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import * as css from './host.css.ts';
import { LoadFailed } from '../parts.tsx';
import { Figures } from './parts.tsx';
import { deviceOffsetMinutes, useEarnings, useEarningsRange } from '../../data/queries/host.ts';

const PERIOD_LABELS: Readonly<Record<EarningsPeriod, string>> = {
  today: 'earnings.periods.today',
  week: 'earnings.periods.week',
  month: 'earnings.periods.month',
};
const RECORD_LABELS = {
  won: 'push.won',
  lost: 'push.lost',
  void: 'push.void',
  open: 'push.open',
} as const;

const compact = (language: Language) =>
  new Intl.NumberFormat(htmlLang(language), { notation: 'compact' });

/** Gift profits a day over the period: a bar chart, and the same figures as a table. */
function DailyChart({
  profits,
  days,
  endTime,
  currency,
}: {
  profits: readonly GiftProfit[];
  days: number[];
  endTime: number;
  currency: string;
}) {
  const { t } = useTranslation('host');
  const id = useId();
  const language = useUiLanguage() as Language;
  const zone = useTimeZone();
  const rows = useMemo(
    () =>
      dailyAmounts(
        profits.map((p) => ({ at: p.sentAt, amount: p.amount, count: p.count })),
        { days, endTime },
        deviceOffsetMinutes(endTime),
      ),
    [profits, days, endTime],
  );
  const money = (amount: string) => formatMoney(amount, { language, currency });
  // bar heights only: the figures shown are the exact decimal text
  const data = rows.map((r) => ({
    day: formatShortDate(r.day, language, zone),
    value: Number(r.amount),
    amount: r.amount,
  }));
  return (
    <section className={`${css.card} ${css.wide}`} aria-labelledby={id}>
      <h2 id={id} className={css.heading}>
        {t('earnings.dailyHeading')}
      </h2>
      <div className={css.chart} aria-hidden="true">
        <ResponsiveContainer
          width="100%"
          height="100%"
          initialDimension={{ width: 320, height: 240 }}
        >
          <BarChart
            accessibilityLayer={false}
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          >
            <CartesianGrid stroke={css.chartColor.grid} vertical={false} />
            <XAxis dataKey="day" stroke={css.chartColor.axis} tickLine={false} fontSize={12} />
            <YAxis
              stroke={css.chartColor.axis}
              tickLine={false}
              fontSize={12}
              width={48}
              tickFormatter={(v: number) => compact(language).format(v)}
            />
            <Tooltip
              cursor={{ fill: css.chartColor.grid }}
              contentStyle={{ background: css.chartColor.tooltipBg, color: css.chartColor.text }}
              formatter={(_v, _n, item) => [
                money((item.payload as { amount: string }).amount),
                t('earnings.share'),
              ]}
            />
            <Bar
              dataKey="value"
              fill={css.chartColor.bar}
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className={css.details}>
        <summary>{t('earnings.asTable')}</summary>
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption className={css.visuallyHidden}>{t('earnings.dailyHeading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('earnings.day')}</th>
                <th scope="col" className={css.number}>
                  {t('earnings.gifts')}
                </th>
                <th scope="col" className={css.number}>
                  {t('earnings.share')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.day}>
                  <td>{formatShortDate(r.day, language, zone)}</td>
                  <td className={css.number}>{r.count}</td>
                  <td className={css.number}>{money(r.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

/** The push record of the period: won, lost, void and open as bars. */
function RecordChart({
  record,
}: {
  record: { won: number; lost: number; void: number; open: number; winRate: number | null };
}) {
  const { t } = useTranslation('host');
  const id = useId();
  const data = (['won', 'lost', 'void', 'open'] as const).map((key) => ({
    key,
    name: t(RECORD_LABELS[key]),
    value: record[key],
  }));
  const summary = t('earnings.recordSummary', {
    won: record.won,
    lost: record.lost,
    void: record.void,
    open: record.open,
    rate: record.winRate === null ? '—' : `${winRatePercentText(record.winRate)}%`,
  });
  return (
    <section className={css.card} aria-labelledby={id}>
      <h2 id={id} className={css.heading}>
        {t('earnings.recordHeading')}
      </h2>
      <p className={css.muted}>{summary}</p>
      <div className={css.chart} aria-hidden="true">
        <ResponsiveContainer
          width="100%"
          height="100%"
          initialDimension={{ width: 320, height: 240 }}
        >
          <BarChart
            accessibilityLayer={false}
            data={data}
            layout="vertical"
            margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
          >
            <CartesianGrid stroke={css.chartColor.grid} horizontal={false} />
            <XAxis type="number" allowDecimals={false} stroke={css.chartColor.axis} fontSize={12} />
            <YAxis
              type="category"
              dataKey="name"
              stroke={css.chartColor.axis}
              fontSize={12}
              width={88}
            />
            <Bar dataKey="value" isAnimationActive={false} radius={[0, 4, 4, 0]}>
              {data.map((d) => (
                <Cell key={d.key} fill={css.chartColor[d.key]} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </section>
  );
}

/** The latest gifts of the period. */
function GiftList({ profits }: { profits: readonly GiftProfit[] }) {
  const { t } = useTranslation('host');
  const id = useId();
  const language = useUiLanguage() as Language;
  const zone = useTimeZone();
  return (
    <section className={css.card} aria-labelledby={id}>
      <h2 id={id} className={css.heading}>
        {t('earnings.giftsHeading')}
      </h2>
      {profits.length === 0 ? (
        <EmptyState size="sm" title={t('earnings.noGifts')} />
      ) : (
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption className={css.visuallyHidden}>{t('earnings.giftsHeading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('earnings.gift')}</th>
                <th scope="col">{t('earnings.sender')}</th>
                <th scope="col" className={css.number}>
                  {t('earnings.share')}
                </th>
                <th scope="col">{t('earnings.time')}</th>
              </tr>
            </thead>
            <tbody>
              {profits.slice(0, 50).map((p) => (
                <tr key={p.id}>
                  <td>
                    {p.giftName} × {p.count}
                  </td>
                  <td>{p.senderName}</td>
                  <td className={css.number}>
                    {formatMoney(p.amount, { language, currency: p.currency })}
                  </td>
                  <td className={css.nowrap}>{formatMatchTime(p.sentAt, zone)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Earnings and statistics of a period (loaded with its chart library on this tab only). */
export default function EarningsSection() {
  const { t } = useTranslation('host');
  const language = useUiLanguage() as Language;
  const [period, setPeriod] = useState<EarningsPeriod>('week');
  const range = useEarningsRange(period);
  const { profits, sum, statistics } = useEarnings(range);
  const money = (amount: string, currency: string) => formatMoney(amount, { language, currency });
  const numbers = new Intl.NumberFormat(htmlLang(language));
  const tenths = new Intl.NumberFormat(htmlLang(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const failed = profits.isError || sum.isError || statistics.isError;

  return (
    <div className={css.columns}>
      <div className={css.wide}>
        <RadioGroup
          legend={t('earnings.period')}
          options={EARNINGS_PERIODS.map((p) => ({ value: p, label: t(PERIOD_LABELS[p]) }))}
          value={period}
          onChange={(p) => isEarningsPeriod(p) && setPeriod(p)}
        />
      </div>
      {failed ? (
        <div className={css.wide}>
          <LoadFailed
            ns="host"
            onRetry={() => {
              void profits.refetch();
              void sum.refetch();
              void statistics.refetch();
            }}
          />
        </div>
      ) : !profits.data || !sum.data || !statistics.data ? (
        <div className={css.wide}>
          <Skeleton lines={6} />
        </div>
      ) : (
        <>
          <div className={css.wide}>
            <Figures
              label={t('earnings.summary')}
              items={[
                {
                  label: t('earnings.giftTotal'),
                  value: money(sum.data.amount, sum.data.currency),
                  wide: true,
                },
                { label: t('earnings.giftCount'), value: numbers.format(sum.data.count) },
                { label: t('earnings.streams'), value: numbers.format(statistics.data.streams) },
                {
                  label: t('earnings.hoursLive'),
                  value: tenths.format(statistics.data.minutesLive / 60),
                },
                {
                  label: t('earnings.peakViewers'),
                  value: numbers.format(statistics.data.peakViewers),
                },
                {
                  label: t('earnings.averageViewers'),
                  value: numbers.format(statistics.data.averageViewers),
                },
                {
                  label: t('earnings.watchHours'),
                  value: numbers.format(Math.round(statistics.data.watchMinutes / 60)),
                },
                {
                  label: t('earnings.followers'),
                  value: numbers.format(statistics.data.followers),
                },
                {
                  label: t('earnings.newFollowers'),
                  value: numbers.format(statistics.data.newFollowers),
                },
                {
                  label: t('earnings.pushOrders'),
                  value: numbers.format(statistics.data.pushOrders),
                },
                {
                  label: t('earnings.followOrders'),
                  value: numbers.format(statistics.data.followOrders),
                },
              ]}
            />
          </div>
          <DailyChart
            profits={profits.data.list}
            days={range.days}
            endTime={range.endTime}
            currency={sum.data.currency}
          />
          <RecordChart record={statistics.data.pushRecord} />
          <GiftList profits={profits.data.list} />
        </>
      )}
    </div>
  );
}
