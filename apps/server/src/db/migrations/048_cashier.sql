-- The cashier (issue 20, ADR 020): deposits and withdrawals behind a payments provider, and where
-- a member's withdrawals are paid. Money moves only through the ledger: a completed deposit is a
-- 'deposit' credit, a withdrawal a 'withdrawal' debit taken when it is asked for (and given back
-- if the provider fails it). A member's key names one deposit or one withdrawal, once.

create table cashier_deposits (
  id bigserial primary key,
  member_id bigint not null references members (id),
  method_id text not null,
  currency text not null,
  amount_minor bigint not null check (amount_minor > 0),
  status text not null default 'pending' check (status in ('pending', 'completed', 'failed')),
  provider_ref text,
  redirect_url text,
  idempotency_key text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (member_id, idempotency_key)
);

create index cashier_deposits_member on cashier_deposits (member_id, created_at desc, id desc);

create table cashier_withdrawals (
  id bigserial primary key,
  member_id bigint not null references members (id),
  currency text not null,
  amount_minor bigint not null check (amount_minor > 0),
  status text not null default 'pending' check (status in ('pending', 'completed', 'failed')),
  -- where it was paid, as saved when it was asked for
  account_type text not null,
  account_provider text not null,
  holder_name text not null,
  account_number text not null,
  provider_ref text,
  idempotency_key text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (member_id, idempotency_key)
);

create index cashier_withdrawals_member on cashier_withdrawals (member_id, created_at desc, id desc);

-- The spec's "withdraw info": one account per member, replaced when saved again.
create table withdraw_info (
  member_id bigint primary key references members (id),
  account_type text not null check (account_type in ('bank', 'ewallet')),
  provider text not null check (length(provider) between 1 and 60),
  holder_name text not null check (length(holder_name) between 1 and 60),
  account_number text not null check (account_number ~ '^[A-Za-z0-9]{6,34}$'),
  updated_at timestamptz not null default now()
);
