-- The platform around members and the wallet: profile fields, devices, SMS codes, the second
-- login step, the sportsbook token, game wallets, the invitation programme, VIP, site content.
-- Money is integer minor units (cents) in bigint; rates are parts per million.

alter table members add column nick_name text not null default '';
alter table members add column email text;
-- lifetime valid turnover and deposits: the VIP level and the invitation awards follow them
alter table members add column turnover_minor bigint not null default 0 check (turnover_minor >= 0);
alter table members add column deposit_total_minor bigint not null default 0 check (deposit_total_minor >= 0);
alter table members add column identity_code text;
alter table members add column identity_code_expires_at timestamptz;
create index members_inviter_idx on members (inviter_id);

-- A device id seen by the platform: issued by us (after a bot check) or reported by a browser.
create table devices (
  device_id text primary key,
  issued boolean not null default false,
  created_at timestamptz not null default now()
);

create table member_devices (
  member_id bigint not null references members (id),
  device_id text not null,
  first_login_at timestamptz not null,
  last_login_at timestamptz not null,
  primary key (member_id, device_id)
);
create index member_devices_device_idx on member_devices (device_id);

-- One-time SMS codes, stored hashed; a code is spent once and allows a few attempts.
create table sms_codes (
  id bigserial primary key,
  purpose text not null check (purpose in ('login', 'loginCheck', 'register')),
  mobile_area text not null,
  mobile text not null,
  code_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  consumed_at timestamptz
);
create index sms_codes_lookup_idx on sms_codes (mobile, purpose, id);

-- The proof that a mobile passed its registration SMS check (checkMobileCode's mobileCode).
create table mobile_tickets (
  ticket_hash text primary key,
  mobile_area text not null,
  mobile text not null,
  -- the code that earned it: registration sends it again, and it must match
  code_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- A password step that passed and waits for its SMS code (the verification dialog).
create table login_challenges (
  member_id bigint primary key references members (id),
  device_id text,
  expires_at timestamptz not null
);

-- Tokens of the sports service, stored hashed, bound to the session that asked for them.
create table sports_tokens (
  token_hash text primary key,
  member_id bigint not null references members (id),
  session_hash text not null references sessions (token_hash),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sports_tokens_member_idx on sports_tokens (member_id);

-- Money the member moved into game vendors' wallets; collect brings it back through the ledger.
create table game_wallets (
  member_id bigint not null references members (id),
  game_type text not null,
  balance_minor bigint not null default 0 check (balance_minor >= 0),
  version integer not null default 0,
  primary key (member_id, game_type)
);

create table game_types (
  game_type text primary key,
  name text not null,
  icon text not null default '',
  sort integer not null default 0
);

create table lobbies (
  lobby_code text primary key,
  lobby_name text not null,
  game_type text not null references game_types (game_type),
  icon text not null default '',
  is_hot boolean not null default false,
  is_maintain boolean not null default false,
  maintain_start timestamptz,
  maintain_end timestamptz,
  sort integer not null default 0
);

create table games (
  game_code text primary key,
  lobby_code text not null references lobbies (lobby_code),
  game_name text not null,
  game_type text not null references game_types (game_type),
  icon text not null default '',
  is_hot boolean not null default false,
  is_maintain boolean not null default false,
  maintain_start timestamptz,
  maintain_end timestamptz,
  sort integer not null default 0
);
create index games_lobby_idx on games (lobby_code, sort);

-- The invitation programme: tiers, accrued awards and draws.
create table invite_bet_tiers (
  level integer primary key check (level >= 1),
  min_valid_bet_minor bigint not null check (min_valid_bet_minor >= 0),
  rate_ppm integer not null check (rate_ppm between 0 and 1000000)
);

create table invite_deposit_tiers (
  min_deposit_minor bigint primary key check (min_deposit_minor > 0),
  reward_minor bigint not null check (reward_minor > 0)
);

create table invite_vip_rewards (
  vip_level integer primary key check (vip_level between 0 and 11),
  reward_minor bigint not null check (reward_minor > 0)
);

create table invite_draws (
  id bigserial primary key,
  member_id bigint not null references members (id),
  kind text not null check (kind in ('bet', 'deposit', 'vip')),
  idempotency_key text not null,
  amount_minor bigint not null check (amount_minor >= 0),
  created_at timestamptz not null default now(),
  unique (member_id, idempotency_key)
);

create table invite_awards (
  id bigserial primary key,
  inviter_id bigint not null references members (id),
  invitee_id bigint not null references members (id),
  kind text not null check (kind in ('bet', 'deposit', 'vip')),
  -- what earned it (a bet order, the invitee's first deposit, a VIP level): earned once
  source_ref text not null,
  base_minor bigint not null check (base_minor >= 0),
  award_minor bigint not null check (award_minor > 0),
  created_at timestamptz not null,
  draw_id bigint references invite_draws (id),
  unique (kind, source_ref)
);
create index invite_awards_inviter_idx on invite_awards (inviter_id, kind, id);
create index invite_awards_recent_idx on invite_awards (id desc);

-- Settled valid bets counted into turnover, once per bet.
create table turnover_entries (
  reference text primary key,
  member_id bigint not null references members (id),
  amount_minor bigint not null check (amount_minor > 0),
  created_at timestamptz not null
);
create index turnover_entries_member_idx on turnover_entries (member_id);

-- VIP levels 0–11 by lifetime valid turnover.
create table vip_levels (
  level integer primary key check (level between 0 and 11),
  min_turnover_minor bigint not null check (min_turnover_minor >= 0),
  benefits jsonb not null default '[]'
);

create table vip_callbacks (
  id bigserial primary key,
  member_id bigint not null references members (id),
  mobile_area text not null,
  mobile text not null,
  preferred_time text,
  note text,
  status text not null default 'pending' check (status in ('pending', 'done', 'cancelled')),
  created_at timestamptz not null default now()
);
create unique index vip_callbacks_pending_key on vip_callbacks (member_id) where status = 'pending';

create table country_codes (
  iso text primary key,
  country_code text not null,
  name text not null,
  sort integer not null default 0
);

-- Operator settings: customer service link and lines, VIP manager, verification, game order.
create table site_settings (
  key text primary key,
  value jsonb not null
);

create table maintenance_notices (
  id bigserial primary key,
  title text not null,
  content text not null,
  status integer not null check (status in (0, 1)),
  -- the parts of the site it covers; 0 is the whole site
  points jsonb not null default '[0]',
  start_time timestamptz not null,
  end_time timestamptz not null,
  sports_config jsonb,
  created_at timestamptz not null default now()
);
