-- Responsible gambling (issue 20, ADR 021): the limits a member sets, their time-outs and
-- self-exclusions, and the reality check's interval. The rules are domain's (responsible.ts);
-- every call that spends money reads these rows before it moves any.

-- One row per member and limit: the value in force (null: none, in minor units of the wallet's
-- currency, or minutes for 'session') and a raise or removal waiting for its time.
create table rg_limits (
  member_id bigint not null references members (id),
  kind text not null check (kind in ('deposit-day', 'deposit-week', 'deposit-month',
    'loss-day', 'loss-week', 'loss-month', 'session')),
  value_minor bigint check (value_minor > 0),
  pending boolean not null default false,
  pending_value_minor bigint check (pending_value_minor > 0),
  pending_from timestamptz,
  updated_at timestamptz not null,
  primary key (member_id, kind),
  check (pending = (pending_from is not null))
);

-- Time-outs and self-exclusions, kept for good: one is never shortened or lifted (not even by an
-- operator), a later one only adds.
create table rg_exclusions (
  id bigserial primary key,
  member_id bigint not null references members (id),
  kind text not null check (kind in ('time-out', 'self-exclusion')),
  duration text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at)
);
create index rg_exclusions_member on rg_exclusions (member_id, ends_at desc);

create function rg_exclusions_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'rg_exclusions is append-only';
end $$;
create trigger rg_exclusions_append_only before update or delete on rg_exclusions
  for each row execute function rg_exclusions_append_only();

alter table members add column reality_check_minutes smallint not null default 0
  check (reality_check_minutes in (0, 15, 30, 60));

-- the period sums of a member's movements (loss limits, the activity statement) use migration
-- 049's index of the ledger by member and time
