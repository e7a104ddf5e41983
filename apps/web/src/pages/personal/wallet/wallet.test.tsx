import { platformExamples } from '@touchline/api/examples';
import {
  createMemoryStorage,
  LOCAL_STORAGE_KEYS,
  STATEMENT_EXPORT_MAX_ROWS,
} from '@touchline/domain';
import { expectNoAxeViolations } from '@touchline/ui/test';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  exampleHandlers,
  fail,
  ok,
  server,
  type Answer,
  type Seen,
} from '../../../testing/server.ts';
import { renderSite } from '../../../testing/site.tsx';
import { WalletPanel } from './index.ts';

// The wallet statement panel on its own (the personal centre mounts it as a tab), logged in as
// the example member with a CNY wallet.

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const example = platformExamples.fetchWalletStatement.response;

async function openStatement(answers: Partial<Record<string, Answer>> = {}, lang?: 'zh-cn') {
  const seen: Seen[] = [];
  server.use(
    ...exampleHandlers(
      { fetchMemberWallet: ok({ memberWallet: '1350.50', currency: 'CNY' }), ...answers },
      seen,
    ),
  );
  const local = createMemoryStorage({ [LOCAL_STORAGE_KEYS.session]: 'session-1' });
  const site = await renderSite('/wallet-panel', {
    local,
    panel: <WalletPanel />,
    ...(lang ? { lang } : {}),
  });
  return {
    ...site,
    seen,
    calls: (name: string) => seen.filter((s) => s.call === name),
  };
}

const user = () => userEvent.setup();

/** The CSV a download would save: the Blob given to createObjectURL, read as text. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let blob: Blob | null = null;
  URL.createObjectURL = vi.fn((b: Blob) => {
    blob = b;
    return 'blob:statement';
  }) as typeof URL.createObjectURL;
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, blob: blob! });
  });
  return files;
}

describe('the statement', () => {
  it('lists each movement with its type, reference, signed amount and balance after it', async () => {
    await openStatement();
    const table = await screen.findByRole('table', { name: 'Wallet statement' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // 1795680000000 is 2026-11-26 08:00 UTC: 16:00 at UTC+8
    expect(cells(rows[0]!)).toEqual([
      '2026-11-26 16:00',
      'Withdrawal',
      'cashier-withdrawal:7',
      '-100.00',
      '1,350.50',
    ]);
    expect(cells(rows[1]!)).toEqual([
      '2026-11-26 15:53',
      'Payout',
      'order:T26112600042',
      '+185.00',
      '1,450.50',
    ]);
    expect(screen.getByText('Amounts in CNY · Times in UTC+8')).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('filters by type and days, and asks the server for them from page 1', async () => {
    const { calls } = await openStatement();
    await screen.findByRole('table', { name: 'Wallet statement' });
    await user().selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Deposit');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-26' } });
    await waitFor(() =>
      expect(calls('fetchWalletStatement').at(-1)!.body).toEqual({
        kind: 'deposit',
        from: '2026-11-01',
        to: '2026-11-26',
        page: 1,
        pageSize: 20,
      }),
    );
  });

  it('says when the end date is before the start and asks nothing', async () => {
    const { calls } = await openStatement();
    await screen.findByRole('table', { name: 'Wallet statement' });
    const before = calls('fetchWalletStatement').length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-26' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-20' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The end date is before the start date.',
    );
    // the from date alone was asked for; the reversed range is not
    expect(calls('fetchWalletStatement').length).toBeLessThanOrEqual(before + 1);
    expect(
      calls('fetchWalletStatement').some((c) => (c.body as { to?: string }).to === '2026-11-20'),
    ).toBe(false);
  });

  it('pages on the server', async () => {
    const { calls } = await openStatement({
      fetchWalletStatement: (body) =>
        ok({ ...example, total: 45, page: (body as { page: number }).page }),
    });
    await screen.findByText('Page 1 of 3');
    await user().click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    expect(calls('fetchWalletStatement').at(-1)!.body).toMatchObject({ page: 2 });
  });

  it('shows an empty statement with no export', async () => {
    await openStatement({
      fetchWalletStatement: ok({ list: [], total: 0, page: 1, pageSize: 20 }),
    });
    expect(await screen.findByText('No movements to show.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('shows a retry when the statement cannot be loaded', async () => {
    await openStatement({ fetchWalletStatement: fail(500, 'down') });
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the CSV export', () => {
  it('downloads every row of the filter, paging through the call, with a translated header', async () => {
    const line = (i: number) => ({
      id: String(1000 - i),
      kind: 'gift',
      type: 'gift-sent',
      reference: i === 0 ? 'gift:"rose", x2' : `gift:${i}`,
      amount: '-12.50',
      balance: `${(20_000_000 - i * 1250) / 100}`.replace(/^(\d+)$/, '$1.00'),
      createdAt: 1795680000000 - i * 1000,
    });
    const { calls } = await openStatement({
      fetchWalletStatement: (body) => {
        const { page, pageSize } = body as { page: number; pageSize: number };
        const total = 130;
        const start = (page - 1) * pageSize;
        const list = Array.from(
          { length: Math.max(0, Math.min(pageSize, total - start)) },
          (_, i) => line(start + i),
        );
        return ok({ list, total, page, pageSize });
      },
    });
    const files = captureDownloads();
    await user().click(await screen.findByRole('button', { name: 'Export CSV' }));
    await screen.findByText('Exported rows: 130.');
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toBe('statement_start_today.csv');
    const text = await files[0]!.blob.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Time (UTC+8),Type,Reference,Amount (CNY),Balance (CNY)');
    expect(lines[1]).toBe('2026-11-26 16:00:00,Gift,"gift:""rose"", x2",-12.50,200000.00');
    expect(lines).toHaveLength(132); // header, 130 rows, and the last line's end
    expect(lines[131]).toBe('');
    const exportCalls = calls('fetchWalletStatement').filter(
      (c) => (c.body as { pageSize: number }).pageSize === 100,
    );
    expect(exportCalls.map((c) => (c.body as { page: number }).page)).toEqual([1, 2]);
    expect(STATEMENT_EXPORT_MAX_ROWS).toBe(5_000);
    expect(screen.getByText('Exports up to 5,000 rows of this filter.')).toBeTruthy();
  });

  it('stops at the most one file takes, and says how many of how many', async () => {
    const entry = example.list[0]!;
    const { calls } = await openStatement({
      fetchWalletStatement: (body) => {
        const { page, pageSize } = body as { page: number; pageSize: number };
        const list = Array.from({ length: pageSize }, (_, i) => ({
          ...entry,
          id: String(page * 1000 + i),
        }));
        return ok({ list, total: 7_250, page, pageSize });
      },
    });
    const files = captureDownloads();
    await user().click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('Exported the newest 5,000 of 7,250 rows (the most one file takes).'),
    ).toBeTruthy();
    const text = await files[0]!.blob.text();
    expect(text.split('\r\n')).toHaveLength(5_002);
    expect(
      calls('fetchWalletStatement').filter(
        (c) => (c.body as { pageSize: number }).pageSize === 100,
      ),
    ).toHaveLength(50);
  });

  it('writes the header in the reader’s language', async () => {
    await openStatement({}, 'zh-cn');
    const files = captureDownloads();
    await user().click(await screen.findByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const text = await files[0]!.blob.text();
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      '时间（UTC+8）,类型,关联单号,金额（CNY）,余额（CNY）',
    );
    expect(text).toContain(',取款,cashier-withdrawal:7,-100.00,1350.50\r\n');
  });
});
