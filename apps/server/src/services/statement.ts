import { movementTypesOf, statementKindOf, statementRange } from '@touchline/domain';
import { illegalInput } from '../http/failure.ts';
import type { PlatformHandlers } from '../http/routes.ts';
import { epochMs, money } from './common.ts';

type EntryRow = {
  id: bigint;
  type: string;
  reference: string;
  amount_minor: bigint;
  balance_after_minor: bigint;
  created_at: Date;
  total: bigint;
};

const RANGE_REASONS = {
  badDate: 'a calendar date as YYYY-MM-DD',
  reversed: '`to` on or after `from`',
  tooLong: 'at most 366 days from `from`',
} as const;

/**
 * The wallet statement (issue 20): the member's own ledger entries, newest first, each with the
 * balance it left (`balance_after_minor`, written when it was posted), under the kind domain
 * groups its movement type in. Kinds and days are domain's rules (`movementTypesOf`,
 * `statementRange`: whole days at UTC+8).
 */
export const statementHandlers = {
  fetchWalletStatement: {
    access: 'member',
    async handle(input, ctx) {
      const range = statementRange(input.from, input.to);
      if (!range.ok)
        throw illegalInput(
          input.from && range.reason === 'badDate' ? 'from' : 'to',
          RANGE_REASONS[range.reason],
        );
      const params: unknown[] = [ctx.member.memberId];
      const where = ['member_id = $1'];
      if (input.kind) {
        params.push(movementTypesOf(input.kind));
        where.push(`type = any($${params.length}::text[])`);
      }
      if (range.fromMs !== null) {
        params.push(new Date(range.fromMs));
        where.push(`created_at >= $${params.length}`);
      }
      if (range.toMs !== null) {
        params.push(new Date(range.toMs));
        where.push(`created_at < $${params.length}`);
      }
      const filter = where.join(' and ');
      params.push(input.pageSize, (input.page - 1) * input.pageSize);
      const rows = await ctx.app.db.query<EntryRow>(
        `select id, type, reference, amount_minor, balance_after_minor, created_at,
                count(*) over () as total
           from ledger_entries where ${filter}
          order by created_at desc, id desc
          limit $${params.length - 1} offset $${params.length}`,
        params,
      );
      let total = rows[0] ? Number(rows[0].total) : 0;
      if (rows.length === 0 && input.page > 1) {
        // past the last page: the count is asked on its own
        const [count] = await ctx.app.db.query<{ n: bigint }>(
          `select count(*) as n from ledger_entries where ${filter}`,
          params.slice(0, -2),
        );
        total = Number(count?.n ?? 0);
      }
      return {
        list: rows.map((r) => ({
          id: String(r.id),
          kind: statementKindOf(r.type),
          type: r.type,
          reference: r.reference,
          amount: money(r.amount_minor),
          balance: money(r.balance_after_minor),
          createdAt: epochMs(r.created_at),
        })),
        total,
        page: input.page,
        pageSize: input.pageSize,
      };
    },
  },
} satisfies PlatformHandlers;
