-- Members, sessions and the wallet ledger. Money is integer minor units (cents) in bigint.

create table members (
  id bigserial primary key,
  user_name text not null,
  password_hash text,
  mobile text,
  mobile_area text,
  country_code text,
  role text not null default 'member' check (role in ('member', 'anchor', 'superAdmin')),
  reg_currency text not null default 'USDT',
  reg_domain text,
  referral_code text not null unique,
  inviter_id bigint references members (id),
  vip_level integer not null default 0 check (vip_level between 0 and 11),
  avatar_id integer not null default 1 check (avatar_id between 1 and 10),
  live_manage_status integer not null default 0,
  game_order text not null default '',
  two_step_login boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index members_user_name_key on members (lower(user_name));
create unique index members_mobile_key on members (mobile_area, mobile) where mobile is not null;

create table sessions (
  token_hash text primary key,
  member_id bigint not null references members (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_member_idx on sessions (member_id);

create table wallets (
  member_id bigint primary key references members (id),
  currency text not null,
  balance_minor bigint not null default 0 check (balance_minor >= 0),
  updated_at timestamptz not null default now()
);

-- Append-only: rows are inserted, never updated or deleted.
create table ledger_entries (
  id bigserial primary key,
  member_id bigint not null references members (id),
  amount_minor bigint not null check (amount_minor <> 0),
  balance_after_minor bigint not null check (balance_after_minor >= 0),
  type text not null,
  reference text not null,
  idempotency_key text not null unique,
  created_at timestamptz not null default now()
);
create index ledger_member_idx on ledger_entries (member_id, id);
