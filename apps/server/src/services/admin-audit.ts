import { topics, type SiteEvent } from '@touchline/api/contract';
import type { AdminAction, AdminTargetKind } from '@touchline/domain';
import type { Queryable } from '../db/database.ts';
import type { CallContext } from '../http/routes.ts';

/** What an audit row records of a value before or after a change: flat fields. */
export type AuditValues = Readonly<Record<string, string | number | boolean | null>>;

/** A change `adminAction` runs: what it answers, and the values it changed. */
export type AuditedChange<T> =
  | { result: T; before: AuditValues | null; after: AuditValues | null }
  /** Nothing changed (a repeated idempotent request): no audit row is written. */
  | { result: T; unchanged: true };

export interface AdminActionSpec {
  action: AdminAction;
  target: { kind: AdminTargetKind; id: string | number | bigint };
  reason: string | null;
}

/**
 * The one way an operator's change is made (ADR 030): `work` runs in a transaction and answers
 * the values before and after; the audit row — who, when, what, to what, why, which request —
 * is written in the same transaction, so a change is never without its row and a row never
 * without its change. The audit table refuses updates and deletes (migration 057).
 */
export async function adminAction<T>(
  ctx: CallContext,
  spec: AdminActionSpec,
  work: (tx: Queryable) => Promise<AuditedChange<T>>,
): Promise<T> {
  return ctx.app.db.transaction(async (tx) => {
    const change = await work(tx);
    if ('unchanged' in change) return change.result;
    await tx.query(
      `insert into admin_audit
         (at, admin_id, action, target_kind, target_id, before, after, reason, request_id)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9)`,
      [
        new Date(ctx.app.now()),
        ctx.member.memberId,
        spec.action,
        spec.target.kind,
        String(spec.target.id),
        change.before === null ? null : JSON.stringify(change.before),
        change.after === null ? null : JSON.stringify(change.after),
        spec.reason,
        ctx.requestId,
      ],
    );
    return change.result;
  });
}

/**
 * Tells every open page, a visitor's too, what an operator changed of the site (the `site` topic,
 * ADR 031): the page takes it again over HTTP in its own language. Called once the change is
 * committed.
 *
 * A change to the maintenance notices also reaches this instance's sports guard at once. The
 * others hear of it from the table's NOTIFY; here, a call made right after the change met the
 * notices as they were before it (code 8 after the operator had ended the maintenance).
 */
export function publishSite(ctx: CallContext, changed: SiteEvent['changed']): void {
  if (changed === 'maintenance' || changed === 'sports-maintenance') {
    ctx.app.sports.gate?.noticesChanged();
  }
  const event: SiteEvent = { changed, at: ctx.app.now() };
  ctx.app.sports.publish?.(topics.site(), event);
}
