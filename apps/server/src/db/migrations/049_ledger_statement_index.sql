-- The wallet statement (issue 20): a member's ledger entries newest first, filtered by a range of
-- days, one page at a time. `ledger_member_idx (member_id, id)` orders by id only; this one
-- serves the time range and the order the statement reads them in.
create index ledger_member_created_idx on ledger_entries (member_id, created_at desc, id desc);
