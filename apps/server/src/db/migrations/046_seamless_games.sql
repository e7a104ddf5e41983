-- Games in the seamless (single) wallet mode (issue 19, ADR 019). The operator's side: who a
-- provider's opaque player reference stands for, the rounds a provider played on a member's wallet
-- and every money call of the protocol, each naming its ledger movement. The in-house provider's
-- own tables (provider_*) are another party's: the operator's code never reads them, and the
-- provider's never reads the operator's; they meet only over signed HTTP.

create table game_member_refs (
  provider text not null,
  -- random, so a provider never learns the member's id
  member_ref text not null,
  member_id bigint not null references members (id),
  created_at timestamptz not null default now(),
  primary key (provider, member_ref),
  unique (provider, member_id)
);

create table game_rounds (
  -- the order rounds were opened in (several may share a clock tick)
  id bigserial unique,
  provider text not null,
  round_id text not null,
  member_id bigint not null references members (id),
  game_code text not null,
  lobby_code text not null,
  game_type text not null,
  currency text not null,
  stake_minor bigint not null default 0 check (stake_minor >= 0),
  win_minor bigint not null default 0 check (win_minor >= 0),
  status text not null default 'open' check (status in ('open', 'settled', 'rolled-back')),
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  primary key (provider, round_id)
);
create index game_rounds_member_idx on game_rounds (member_id, created_at desc, id desc);

create table game_transactions (
  provider text not null,
  transaction_id text not null,
  round_id text not null,
  -- 'tombstone': a rollback named this id before any debit did; a later debit with it is refused
  kind text not null check (kind in ('debit', 'credit', 'rollback', 'tombstone')),
  amount_minor bigint not null check (amount_minor >= 0),
  -- what the request asked (kind, player, round, amount, currency…): a repeat must match it
  request_digest text not null,
  -- the debit a rollback undid
  reference_transaction_id text,
  rolled_back boolean not null default false,
  ledger_entry_id bigint references ledger_entries (id),
  answer jsonb not null,
  created_at timestamptz not null default now(),
  primary key (provider, transaction_id)
);

-- The in-house provider ("Touchline Originals"): its players are the operator's references.
create table provider_seeds (
  id bigserial primary key,
  player_ref text not null,
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  next_nonce integer not null default 0 check (next_nonce >= 0),
  created_at timestamptz not null default now(),
  revealed_at timestamptz
);
create unique index provider_seeds_active_idx on provider_seeds (player_ref) where revealed_at is null;

create table provider_sessions (
  launch_token_hash text primary key,
  session_token_hash text unique,
  operator text not null,
  player_ref text not null,
  game_code text not null,
  currency text not null,
  language text not null,
  launch_expires_at timestamptz not null,
  opened_at timestamptz,
  expires_at timestamptz
);

create table provider_rounds (
  round_id text primary key,
  operator text not null,
  player_ref text not null,
  seed_id bigint not null references provider_seeds (id),
  game_code text not null,
  kind text not null check (kind in ('slot', 'dice')),
  stake_minor bigint not null check (stake_minor > 0),
  win_minor bigint not null default 0 check (win_minor >= 0),
  client_seed text not null,
  nonce integer not null check (nonce >= 0),
  -- the dice bet ({ target, direction }); null for a slot round
  bet jsonb,
  -- what the round came to (the dice roll, the slot's pay units), kept for support and audits
  outcome jsonb not null,
  status text not null check (status in ('open', 'settled', 'rolled-back')),
  played_at timestamptz not null default now()
);
create index provider_rounds_player_idx on provider_rounds (player_ref, played_at desc);
