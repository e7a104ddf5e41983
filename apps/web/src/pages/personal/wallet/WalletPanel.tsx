import {
  htmlLang,
  isStatementKind,
  type Language,
  SPORTS_DAY_ZONE_NAME,
  STATEMENT_EXPORT_MAX_ROWS,
  STATEMENT_KINDS,
  STATEMENT_MAX_DAYS,
  statementRange,
} from '@touchline/domain';
import { Button, EmptyState, Input, MoneyText, Select, Skeleton } from '@touchline/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  STATEMENT_PAGE_SIZE,
  useStatementExport,
  useWalletStatement,
  type StatementFilter,
} from '../../../data/queries/cashier.ts';
import { useWallet } from '../../../data/queries/member.ts';
import { failureText, LoadFailed } from '../../parts.tsx';
import { Pager, statementTime } from './parts.tsx';
import { KIND_LABELS, saveTextFile, statementCsv, statementFileName } from './statementCsv.ts';
import * as css from './wallet.css.ts';

const RANGE_ERRORS = {
  badDate: 'statement.badDate',
  reversed: 'statement.reversed',
  tooLong: 'statement.tooLong',
} as const;

/**
 * The wallet statement (issue 20 §1), a panel of the personal centre: every movement of the
 * ledger with its kind, reference, amount and the balance after it, newest first, filtered by
 * kind and whole days at UTC+8, a page at a time; and the filter's lines as a CSV file.
 */
export function WalletPanel() {
  const { t, i18n } = useTranslation('wallet');
  const id = useId();
  const wallet = useWallet();
  const grouped = (n: number) =>
    new Intl.NumberFormat(htmlLang(i18n.language as Language)).format(n);
  const [filter, setFilter] = useState<StatementFilter>({});
  const [page, setPage] = useState(1);
  const range = statementRange(filter.from, filter.to);
  const statement = useWalletStatement(filter, page, range.ok);
  const exportStatement = useStatementExport();
  const [exporting, setExporting] = useState(false);
  const [exportNote, setExportNote] = useState<{ error: boolean; text: string } | null>(null);
  const currency = wallet.data?.currency ?? '';

  const change = (next: StatementFilter) => {
    setFilter(next);
    setPage(1);
    setExportNote(null);
  };

  const runExport = async () => {
    setExporting(true);
    setExportNote(null);
    try {
      const { rows, total } = await exportStatement(filter);
      saveTextFile(statementFileName(filter.from, filter.to), statementCsv(rows, currency, t));
      setExportNote({
        error: false,
        text:
          total > rows.length
            ? t('statement.exportedPart', { count: grouped(rows.length), total: grouped(total) })
            : t('statement.exported', { count: grouped(rows.length) }),
      });
    } catch (error) {
      setExportNote({ error: true, text: failureText(error, t) });
    } finally {
      setExporting(false);
    }
  };

  let body;
  if (!range.ok)
    body = (
      <p role="alert" className={css.alert}>
        {t(RANGE_ERRORS[range.reason], { days: STATEMENT_MAX_DAYS })}
      </p>
    );
  else if (statement.status === 'pending') body = <Skeleton lines={6} />;
  else if (statement.status === 'error')
    body = <LoadFailed ns="wallet" onRetry={() => void statement.refetch()} />;
  else if (statement.data.list.length === 0)
    body = (
      <EmptyState
        size="sm"
        kind={filter.kind || filter.from || filter.to ? 'noMatchingData' : 'noData'}
        title={t('statement.empty')}
      />
    );
  else
    body = (
      <>
        <div className={css.tableWrap}>
          <table className={`${css.table} ${css.stacked}`} aria-labelledby={`${id}-h`}>
            <thead>
              <tr>
                <th scope="col">{t('time')}</th>
                <th scope="col">{t('type')}</th>
                <th scope="col">{t('statement.reference')}</th>
                <th scope="col" className={css.number}>
                  {t('amount')}
                </th>
                <th scope="col" className={css.number}>
                  {t('statement.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {statement.data.list.map((row) => (
                <tr key={row.id}>
                  <td className={`${css.nowrap} ${css.cellTime}`}>
                    {statementTime(row.createdAt)}
                  </td>
                  <td className={`${css.nowrap} ${css.cellKind}`}>{t(KIND_LABELS[row.kind])}</td>
                  <td className={`${css.reference} ${css.cellReference}`}>{row.reference}</td>
                  <td className={`${css.number} ${css.cellAmount}`}>
                    <MoneyText amount={row.amount} sign="exceptZero" tone="auto" />
                  </td>
                  <td
                    className={`${css.number} ${css.cellExtra} ${css.phoneLabel}`}
                    data-label={t('statement.balance')}
                  >
                    <MoneyText amount={row.balance} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={page}
          total={statement.data.total}
          pageSize={STATEMENT_PAGE_SIZE}
          onPage={setPage}
          label={t('statement.pages')}
        />
      </>
    );

  const hasRows = range.ok && statement.status === 'success' && statement.data.total > 0;

  return (
    <div className={css.panel}>
      <section className={css.card} aria-labelledby={`${id}-h`}>
        <div className={css.headRow}>
          <h2 id={`${id}-h`} className={css.heading}>
            {t('statement.heading')}
          </h2>
          <span className={css.muted}>
            {currency ? `${t('statement.currency', { currency })} · ` : ''}
            {t('timesZone', { zone: SPORTS_DAY_ZONE_NAME })}
          </span>
        </div>
        <div className={css.filters} role="group" aria-label={t('statement.filters')}>
          <Select
            label={t('type')}
            value={filter.kind ?? ''}
            options={[
              { value: '', label: t('statement.allKinds') },
              ...STATEMENT_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABELS[kind]) })),
            ]}
            onValueChange={(next) => {
              const { kind: _kind, ...rest } = filter;
              change(isStatementKind(next) ? { ...rest, kind: next } : rest);
            }}
          />
          <Input
            label={t('statement.from')}
            type="date"
            value={filter.from ?? ''}
            onValueChange={(next) => {
              const { from: _from, ...rest } = filter;
              change(next ? { ...rest, from: next } : rest);
            }}
          />
          <Input
            label={t('statement.to')}
            type="date"
            value={filter.to ?? ''}
            onValueChange={(next) => {
              const { to: _to, ...rest } = filter;
              change(next ? { ...rest, to: next } : rest);
            }}
          />
        </div>
        {body}
        {hasRows ? (
          <div className={css.form}>
            <div className={css.row}>
              <Button variant="outline" loading={exporting} onClick={() => void runExport()}>
                {t('statement.export')}
              </Button>
              <span className={css.muted}>
                {t('statement.exportLimit', { count: grouped(STATEMENT_EXPORT_MAX_ROWS) })}
              </span>
            </div>
            {exportNote ? (
              <p
                role={exportNote.error ? 'alert' : 'status'}
                className={exportNote.error ? css.alert : css.muted}
              >
                {exportNote.text}
              </p>
            ) : null}
          </div>
        ) : null}
      </section>
    </div>
  );
}
