import {
  epochToWallClock,
  SPORTS_DAY_ZONE_NAME,
  SPORTS_UTC_OFFSET_HOURS,
  toCsv,
  type StatementKind,
} from '@touchline/domain';
import type { TFunction } from 'i18next';
import type { StatementEntry } from '../../../data/queries/cashier.ts';

/** Each statement kind's label. */
export const KIND_LABELS: Readonly<Record<StatementKind, string>> = {
  bet: 'wallet:kind.bet',
  payout: 'wallet:kind.payout',
  'cash-out': 'wallet:kind.cashOut',
  gift: 'wallet:kind.gift',
  game: 'wallet:kind.game',
  award: 'wallet:kind.award',
  deposit: 'wallet:kind.deposit',
  withdrawal: 'wallet:kind.withdrawal',
  adjustment: 'wallet:kind.adjustment',
};

/**
 * The statement as CSV: a translated header row, then one line a movement with its time at
 * UTC+8, kind, reference, and the amount and balance as the exact decimals the server sent.
 */
export function statementCsv(rows: readonly StatementEntry[], currency: string, t: TFunction) {
  return toCsv([
    [
      t('wallet:csv.time', { zone: SPORTS_DAY_ZONE_NAME }),
      t('wallet:csv.type'),
      t('wallet:csv.reference'),
      t('wallet:csv.amount', { currency }),
      t('wallet:csv.balance', { currency }),
    ],
    ...rows.map((row) => [
      epochToWallClock(row.createdAt, SPORTS_UTC_OFFSET_HOURS),
      t(KIND_LABELS[row.kind]),
      row.reference,
      row.amount,
      row.balance,
    ]),
  ]);
}

/** The file's name: the statement and the days it covers. */
export function statementFileName(from?: string, to?: string): string {
  return `statement_${from || 'start'}_${to || 'today'}.csv`;
}

/**
 * Saves a text as a file the browser downloads. A byte-order mark first: spreadsheet programs
 * then read UTF-8 (Chinese, Thai, Vietnamese) as such.
 */
export function saveTextFile(name: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started from the link; the object is let go after
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
