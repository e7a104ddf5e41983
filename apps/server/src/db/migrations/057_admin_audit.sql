-- The super-admin centre (issue 22, ADR 030): every operator action writes one row of an
-- append-only audit log in the transaction of the change itself; members can be suspended from
-- logging in; the members search filters by indexed prefixes.

create table admin_audit (
  id bigserial primary key,
  at timestamptz not null,
  admin_id bigint not null references members (id),
  -- what was done: 'member.suspend', 'wallet.adjust'…
  action text not null check (action ~ '^[a-z]+(\.[a-zA-Z]+)+$'),
  -- what it was done to: a kind ('member', …) and its id as text
  target_kind text not null,
  target_id text not null,
  -- the values it changed, before and after
  before jsonb,
  after jsonb,
  reason text,
  -- the request that did it (the server's log names the same id)
  request_id text
);
create index admin_audit_at_idx on admin_audit (at desc, id desc);
create index admin_audit_admin_idx on admin_audit (admin_id, id desc);
create index admin_audit_target_idx on admin_audit (target_kind, target_id, id desc);
create index admin_audit_action_idx on admin_audit (action, id desc);

-- Append-only in the database itself, like the ledger (migration 004): an update, a delete or a
-- truncate fails, whoever sends it.
create function admin_audit_append_only() returns trigger
language plpgsql as $$
begin
  raise exception 'admin_audit is append-only: % refused', tg_op
    using errcode = 'restrict_violation';
end;
$$;

create trigger admin_audit_no_update_or_delete
  before update or delete on admin_audit
  for each row execute function admin_audit_append_only();

create trigger admin_audit_no_truncate
  before truncate on admin_audit
  for each statement execute function admin_audit_append_only();

-- A suspended member cannot log in (their sessions end when it is set); null: not suspended.
alter table members add column login_suspended_at timestamptz;

-- the members search: a user name's or a mobile's prefix, and a referral code (already unique)
create index members_user_name_prefix_idx on members (lower(user_name) text_pattern_ops);
create index members_mobile_prefix_idx on members (mobile text_pattern_ops) where mobile is not null;
