import type { AdminDashboard, DashboardFigures } from '@touchline/api';
import { htmlLang, type Language } from '@touchline/domain';
import { formatMoney, Select, useUiLanguage } from '@touchline/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useAdminDashboard } from '../../data/queries/adminSite.ts';
import { LoadFailed } from '../parts.tsx';
import * as css from './admin.css.ts';
import * as site from './adminSite.css.ts';
import { adminTime, Facts } from './parts.tsx';

const PRODUCTS = ['sports', 'games', 'gifts'] as const;
type Product = (typeof PRODUCTS)[number];
const PRODUCT_LABELS: Readonly<Record<Product, string>> = {
  sports: 'dashboard.product.sports',
  games: 'dashboard.product.games',
  gifts: 'dashboard.product.gifts',
};
const GGR_LABELS: Readonly<Record<Product, string>> = {
  sports: 'dashboard.ggrOf.sports',
  games: 'dashboard.ggrOf.games',
  gifts: 'dashboard.ggrOf.gifts',
};
const PLAYER_LABELS: Readonly<Record<string, string>> = {
  active: 'dashboard.players.active',
  new: 'dashboard.players.new',
};

const compact = (language: Language) =>
  new Intl.NumberFormat(htmlLang(language), { notation: 'compact' });

/** `2031-03-10` as the axis shows it: month-day (day-month in Vietnamese). */
const shortDay = (day: string, language: Language) =>
  language === 'vi' ? `${day.slice(8)}-${day.slice(5, 7)}` : day.slice(5);

/** A period's money: turnover, gross gaming revenue by product, deposits and withdrawals. */
function MoneyFacts({ label, figures }: { label: string; figures: DashboardFigures }) {
  const { t } = useTranslation('admin');
  const language = useUiLanguage() as Language;
  const money = (amount: string) => formatMoney(amount, { language, currency: figures.currency });
  return (
    <Facts
      label={label}
      items={[
        { label: t('dashboard.turnover'), value: money(figures.turnover) },
        { label: t('dashboard.ggr'), value: money(figures.ggr) },
        ...PRODUCTS.map((p) => ({
          label: t(GGR_LABELS[p]),
          value: money(figures[p].ggr),
        })),
        { label: t('dashboard.deposits'), value: money(figures.deposits) },
        { label: t('dashboard.withdrawals'), value: money(figures.withdrawals) },
      ]}
    />
  );
}

/** Each day's gross gaming revenue by product (stacked bars), and the same as a table. */
function RevenueChart({ days }: { days: AdminDashboard['money'][number]['days'] }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const language = useUiLanguage() as Language;
  const currency = days[0]?.currency;
  const money = (amount: string) => formatMoney(amount, { language, currency });
  // bar heights only: the figures shown are the exact decimal text
  const data = days.map((d) => ({
    day: shortDay(d.day, language),
    sports: Number(d.sports.ggr),
    games: Number(d.games.ggr),
    gifts: Number(d.gifts.ggr),
    exact: d,
  }));
  return (
    <section className={css.card} aria-labelledby={id}>
      <h2 id={id} className={css.heading}>
        {t('dashboard.ggrChart')}
      </h2>
      <div className={site.chart} aria-hidden="true">
        <ResponsiveContainer
          width="100%"
          height="100%"
          initialDimension={{ width: 320, height: 240 }}
        >
          <BarChart
            accessibilityLayer={false}
            data={data}
            stackOffset="sign"
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          >
            <CartesianGrid stroke={site.chartColor.grid} vertical={false} />
            <XAxis dataKey="day" stroke={site.chartColor.axis} tickLine={false} fontSize={12} />
            <YAxis
              stroke={site.chartColor.axis}
              tickLine={false}
              fontSize={12}
              width={48}
              tickFormatter={(v: number) => compact(language).format(v)}
            />
            <Tooltip
              cursor={{ fill: site.chartColor.grid }}
              contentStyle={{ background: site.chartColor.tooltipBg, color: site.chartColor.text }}
              formatter={(_v, name, item) => {
                const exact = (item.payload as { exact: DashboardFigures }).exact;
                const product = name as Product;
                return [money(exact[product].ggr), t(PRODUCT_LABELS[product])];
              }}
            />
            <Legend formatter={(name: string) => t(PRODUCT_LABELS[name as Product])} />
            {PRODUCTS.map((p) => (
              <Bar
                key={p}
                dataKey={p}
                stackId="ggr"
                fill={site.chartColor[p]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className={site.details}>
        <summary>{t('dashboard.asTable')}</summary>
        <div className={site.tableWrap}>
          <table className={site.table}>
            <caption className={css.muted}>{t('dashboard.ggrChart')}</caption>
            <thead>
              <tr>
                <th scope="col" className={`${site.headCell} ${site.firstCell}`}>
                  {t('dashboard.day')}
                </th>
                <th scope="col" className={site.headCell}>
                  {t('dashboard.turnover')}
                </th>
                {PRODUCTS.map((p) => (
                  <th key={p} scope="col" className={site.headCell}>
                    {t(GGR_LABELS[p])}
                  </th>
                ))}
                <th scope="col" className={site.headCell}>
                  {t('dashboard.ggr')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row" className={`${site.cell} ${site.firstCell}`}>
                    {d.day}
                  </th>
                  <td className={site.cell}>{money(d.turnover)}</td>
                  {PRODUCTS.map((p) => (
                    <td key={p} className={site.cell}>
                      {money(d[p].ggr)}
                    </td>
                  ))}
                  <td className={site.cell}>{money(d.ggr)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

/** Active and new players each day (bars), and the same as a table. */
function PlayersChart({ days }: { days: AdminDashboard['players']['days'] }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const language = useUiLanguage() as Language;
  const data = days.map((d) => ({ day: shortDay(d.day, language), active: d.active, new: d.new }));
  return (
    <section className={css.card} aria-labelledby={id}>
      <h2 id={id} className={css.heading}>
        {t('dashboard.playersChart')}
      </h2>
      <div className={site.chart} aria-hidden="true">
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
            <CartesianGrid stroke={site.chartColor.grid} vertical={false} />
            <XAxis dataKey="day" stroke={site.chartColor.axis} tickLine={false} fontSize={12} />
            <YAxis
              stroke={site.chartColor.axis}
              tickLine={false}
              fontSize={12}
              width={40}
              allowDecimals={false}
            />
            <Tooltip
              cursor={{ fill: site.chartColor.grid }}
              contentStyle={{ background: site.chartColor.tooltipBg, color: site.chartColor.text }}
              formatter={(v, name) => [String(v), t(PLAYER_LABELS[String(name)] ?? '')]}
            />
            <Legend formatter={(name: string) => t(PLAYER_LABELS[name] ?? '')} />
            <Bar dataKey="active" fill={site.chartColor.active} isAnimationActive={false} />
            <Bar dataKey="new" fill={site.chartColor.new} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className={site.details}>
        <summary>{t('dashboard.asTable')}</summary>
        <div className={site.tableWrap}>
          <table className={site.table}>
            <caption className={css.muted}>{t('dashboard.playersChart')}</caption>
            <thead>
              <tr>
                <th scope="col" className={`${site.headCell} ${site.firstCell}`}>
                  {t('dashboard.day')}
                </th>
                <th scope="col" className={site.headCell}>
                  {t('dashboard.players.active')}
                </th>
                <th scope="col" className={site.headCell}>
                  {t('dashboard.players.new')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row" className={`${site.cell} ${site.firstCell}`}>
                    {d.day}
                  </th>
                  <td className={site.cell}>{d.active}</td>
                  <td className={site.cell}>{d.new}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

/**
 * The dashboard: today and the last 30 days (UTC+8) from the server's sums of the ledger and the
 * bets — turnover, gross gaming revenue by product, players, open bets, deposits, withdrawals —
 * as figures and charts, per currency (loaded with its chart library on this tab only).
 */
export default function DashboardSection() {
  const { t } = useTranslation('admin');
  const id = useId();
  const language = useUiLanguage() as Language;
  const dashboard = useAdminDashboard();
  const [picked, setPicked] = useState<string | null>(null);
  if (dashboard.isPending) return <p className={css.muted}>{t('loading')}</p>;
  if (dashboard.isError) return <LoadFailed ns="admin" onRetry={() => void dashboard.refetch()} />;
  const d = dashboard.data;
  const currencies = d.money.map((m) => m.currency);
  const shown = d.money.find((m) => m.currency === picked) ?? d.money[0];
  return (
    <>
      <section className={css.card} aria-labelledby={id}>
        <h2 id={id} className={css.heading}>
          {t('dashboard.heading')}
        </h2>
        <p className={css.muted}>
          {t('dashboard.period', { from: d.from, today: d.today, asOf: adminTime(d.asOf) })}
        </p>
        {currencies.length > 1 && (
          <Select
            label={t('dashboard.currency')}
            value={shown?.currency ?? ''}
            onValueChange={setPicked}
            options={currencies.map((c) => ({ value: c, label: c }))}
          />
        )}
        <div className={site.columns}>
          <div className={css.form}>
            <h3 className={css.subheading}>{t('dashboard.today')}</h3>
            {shown ? (
              <MoneyFacts label={t('dashboard.todayMoney')} figures={shown.today} />
            ) : (
              <p className={css.muted}>{t('dashboard.noMoney')}</p>
            )}
            <Facts
              label={t('dashboard.todayPlayers')}
              items={[
                { label: t('dashboard.players.active'), value: d.players.today.active },
                { label: t('dashboard.players.new'), value: d.players.today.new },
              ]}
            />
          </div>
          <div className={css.form}>
            <h3 className={css.subheading}>{t('dashboard.last30')}</h3>
            {shown ? (
              <MoneyFacts label={t('dashboard.last30Money')} figures={shown.last30} />
            ) : (
              <p className={css.muted}>{t('dashboard.noMoney')}</p>
            )}
            <Facts
              label={t('dashboard.last30Players')}
              items={[
                { label: t('dashboard.players.active'), value: d.players.last30.active },
                { label: t('dashboard.players.new'), value: d.players.last30.new },
              ]}
            />
          </div>
        </div>
        <h3 className={css.subheading}>{t('dashboard.openBets')}</h3>
        {d.openBets.length === 0 ? (
          <p className={css.muted}>{t('dashboard.noOpenBets')}</p>
        ) : (
          d.openBets.map((o) => (
            <Facts
              key={o.currency}
              label={t('dashboard.openBetsIn', { currency: o.currency })}
              items={[
                { label: t('dashboard.openCount'), value: o.count },
                {
                  label: t('dashboard.openStakes'),
                  value: formatMoney(o.stakes, { language, currency: o.currency }),
                },
                {
                  label: t('dashboard.liability'),
                  value: formatMoney(o.liability, { language, currency: o.currency }),
                },
              ]}
            />
          ))
        )}
      </section>
      {shown && <RevenueChart days={shown.days} />}
      <PlayersChart days={d.players.days} />
    </>
  );
}
