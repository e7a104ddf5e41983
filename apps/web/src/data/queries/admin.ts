import type { CallInput, PlatformCalls } from '@touchline/api';
import { ADMIN_PAGE_DEFAULT } from '@touchline/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useAdminClient } from '../adminClient.ts';
import { adminKeys } from '../keys.ts';

/** What the members table is filtered by (the cursor is the query's own). */
export type AdminMemberFilter = Omit<
  CallInput<PlatformCalls['adminSearchMembers']>,
  'before' | 'limit'
>;
/** What the audit log is filtered by. */
export type AdminAuditFilter = Omit<CallInput<PlatformCalls['adminListAudit']>, 'before' | 'limit'>;

/** Every row the pages of a keyset-paged list hold, in order. */
export function rowsOf<T>(pages: readonly { list: readonly T[] }[] | undefined): T[] {
  return pages?.flatMap((p) => p.list) ?? [];
}

/** The members table: newest first, a page at a time from the server (keyset on the id). */
export function useAdminMembers(filter: AdminMemberFilter) {
  const admin = useAdminClient();
  return useInfiniteQuery({
    queryKey: adminKeys.members(filter),
    queryFn: ({ pageParam }) =>
      admin.adminSearchMembers({
        ...filter,
        limit: ADMIN_PAGE_DEFAULT,
        ...(pageParam === null ? {} : { before: pageParam }),
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** One member's profile: account, wallet, bets, sessions, invitations, responsible gambling. */
export function useAdminMember(memberId: number | null) {
  const admin = useAdminClient();
  return useQuery({
    queryKey: adminKeys.member(memberId ?? 0),
    queryFn: () => admin.adminGetMember({ memberId: memberId! }),
    enabled: memberId !== null,
  });
}

/** A member's ledger, newest first, a page at a time. */
export function useAdminLedger(memberId: number) {
  const admin = useAdminClient();
  return useInfiniteQuery({
    queryKey: adminKeys.ledger(memberId),
    queryFn: ({ pageParam }) =>
      admin.adminListLedger({
        memberId,
        limit: ADMIN_PAGE_DEFAULT,
        ...(pageParam === null ? {} : { before: pageParam }),
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** The audit log, newest first, a page at a time. */
export function useAdminAudit(filter: AdminAuditFilter) {
  const admin = useAdminClient();
  return useInfiniteQuery({
    queryKey: adminKeys.audit(filter),
    queryFn: ({ pageParam }) =>
      admin.adminListAudit({
        ...filter,
        limit: ADMIN_PAGE_DEFAULT,
        ...(pageParam === null ? {} : { before: pageParam }),
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
