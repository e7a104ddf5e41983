-- The ledger is append-only in the database itself, not by convention: an update, a delete or a
-- truncate of ledger_entries fails, whoever sends it. A correction is a new movement
-- (type 'adjustment') with a reference to what it corrects.

create function ledger_entries_append_only() returns trigger
language plpgsql as $$
begin
  raise exception 'ledger_entries is append-only: % refused', tg_op
    using errcode = 'restrict_violation';
end;
$$;

create trigger ledger_entries_no_update_or_delete
  before update or delete on ledger_entries
  for each row execute function ledger_entries_append_only();

create trigger ledger_entries_no_truncate
  before truncate on ledger_entries
  for each statement execute function ledger_entries_append_only();
