import type { UserRole } from '@touchline/api/contract';
import type { Currency } from '@touchline/domain';
import type { Database } from '../db/database.ts';
import { createMember } from '../services/members.ts';
import { post } from '../wallet/ledger.ts';

/**
 * A new member for a test, without a password: a wallet in `currency` holding `balanceMinor`
 * (an adjustment keyed by the user name) and, for a host, a presenter card.
 */
export async function testMember(
  db: Database,
  m: { userName: string; currency: Currency; role?: UserRole; balanceMinor?: bigint },
): Promise<bigint> {
  const id = await createMember(db, {
    userName: m.userName,
    passwordHash: null,
    currency: m.currency,
    role: m.role ?? 'member',
  });
  if (m.role === 'anchor') await db.query('insert into presenters (member_id) values ($1)', [id]);
  if (m.balanceMinor && m.balanceMinor > 0n) {
    await post(db, {
      memberId: id,
      amountMinor: m.balanceMinor,
      type: 'adjustment',
      reference: 'test',
      idempotencyKey: `test-fund:${m.userName}`,
    });
  }
  return id;
}
