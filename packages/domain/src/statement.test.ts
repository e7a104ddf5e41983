import { describe, expect, it } from 'vitest';
import {
  csvField,
  isStatementKind,
  movementTypesOf,
  STATEMENT_KINDS,
  STATEMENT_MAX_DAYS,
  statementKindOf,
  statementRange,
  toCsv,
} from './statement.ts';
import { cashierQuickAmounts } from './cashier-quick.ts';

describe('statement kinds', () => {
  it('groups the ledger’s movement types under the kinds a member reads', () => {
    expect(statementKindOf('bet-stake')).toBe('bet');
    expect(statementKindOf('bet-refund')).toBe('payout');
    expect(statementKindOf('cash-out')).toBe('cash-out');
    expect(statementKindOf('room-fee-paid')).toBe('gift');
    expect(statementKindOf('game-rollback')).toBe('game');
    expect(statementKindOf('invite-award')).toBe('award');
    expect(statementKindOf('withdrawal')).toBe('withdrawal');
  });

  it('reads a type it does not know as an adjustment, and not an inherited name', () => {
    expect(statementKindOf('something-new')).toBe('adjustment');
    expect(statementKindOf('toString')).toBe('adjustment');
  });

  it('answers the types of each kind, every kind holding one at least', () => {
    expect(movementTypesOf('payout').sort()).toEqual(['bet-payout', 'bet-refund']);
    for (const kind of STATEMENT_KINDS) expect(movementTypesOf(kind).length).toBeGreaterThan(0);
    expect(isStatementKind('gift')).toBe(true);
    expect(isStatementKind('gift-sent')).toBe(false);
  });
});

describe('statementRange', () => {
  it('reads whole days at UTC+8, both ends included', () => {
    expect(statementRange('2026-11-26', '2026-11-26')).toEqual({
      ok: true,
      fromMs: Date.UTC(2026, 10, 25, 16),
      toMs: Date.UTC(2026, 10, 26, 16),
    });
  });

  it('leaves an end open when it is not given', () => {
    expect(statementRange(undefined, '2026-01-01')).toEqual({
      ok: true,
      fromMs: null,
      toMs: Date.UTC(2026, 0, 1, 16),
    });
    expect(statementRange('', null)).toEqual({ ok: true, fromMs: null, toMs: null });
  });

  it('refuses a date that is not one, a reversed range and one too long', () => {
    expect(statementRange('2026-02-30')).toEqual({ ok: false, reason: 'badDate' });
    expect(statementRange('2026-11-27', '2026-11-26')).toEqual({ ok: false, reason: 'reversed' });
    expect(statementRange('2024-01-01', '2024-12-31')).toMatchObject({ ok: true });
    expect(STATEMENT_MAX_DAYS).toBe(366);
    expect(statementRange('2024-01-01', '2025-01-01')).toEqual({ ok: false, reason: 'tooLong' });
  });
});

describe('CSV', () => {
  it('quotes what needs it and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' edge')).toBe('" edge"');
    expect(csvField(null)).toBe('');
    expect(csvField(12n)).toBe('12');
  });

  it('keeps amounts as exact decimals and disarms formulas', () => {
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('1234567890123.45')).toBe('1234567890123.45');
    expect(csvField('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('-x')).toBe("'-x");
    expect(csvField('=a,b')).toBe('"\'=a,b"');
  });

  it('ends every line with CRLF', () => {
    expect(
      toCsv([
        ['Type', 'Amount'],
        ['Bet', '-10.00'],
        ['礼物, 送出', '5.00'],
      ]),
    ).toBe('Type,Amount\r\nBet,-10.00\r\n"礼物, 送出",5.00\r\n');
    expect(toCsv([])).toBe('');
  });
});

describe('cashierQuickAmounts', () => {
  it('offers round multiples of the minimum within the maximum', () => {
    expect(cashierQuickAmounts(1_000n, 5_000_000n)).toEqual([10_000n, 50_000n, 100_000n, 500_000n]);
    expect(cashierQuickAmounts(1_000n, 60_000n)).toEqual([10_000n, 50_000n]);
    expect(cashierQuickAmounts(0n, 100n)).toEqual([]);
    expect(cashierQuickAmounts(500n, 100n)).toEqual([]);
  });
});
