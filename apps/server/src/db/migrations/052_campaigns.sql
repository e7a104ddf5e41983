-- Campaigns as data (issue 21, ADR 026): every promotion is a row here, seeded from the
-- catalogue (apps/server/src/campaigns/catalogue.ts) and later edited by an operator. The rules
-- of each kind are domain's (campaigns.ts); the numbers they read are `mechanics`, checked
-- against the catalogue's shape before they are written. Texts are objects of the four languages.

create table campaigns (
  id bigserial primary key,
  slug text not null unique check (slug ~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$'),
  kind text not null check (kind in ('depositMatch', 'newbieTasks', 'signIn', 'rebate',
    'leaderboard', 'tournament', 'static', 'luckyWheel')),
  category text not null check (category in ('sports', 'games', 'live', 'newMembers', 'vip',
    'festival')),
  -- the period: from `starts_at` (inclusive) to `ends_at` (exclusive); null runs on
  starts_at timestamptz not null,
  ends_at timestamptz check (ends_at is null or ends_at > starts_at),
  audience jsonb not null check (jsonb_typeof(audience) = 'object'),
  sort integer not null default 0,
  hero jsonb not null check (jsonb_typeof(hero) = 'object'),
  body jsonb not null check (jsonb_typeof(body) = 'array'),
  rules jsonb not null check (jsonb_typeof(rules) = 'array'),
  reward_tiers jsonb not null check (jsonb_typeof(reward_tiers) = 'array'),
  cta jsonb not null check (jsonb_typeof(cta) = 'object'),
  mechanics jsonb not null check (mechanics ->> 'kind' = kind),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- set when an operator changes the row: a later seed leaves it as the operator made it
  edited_at timestamptz
);
create index campaigns_listing on campaigns (sort, id);

-- The routes that serve a campaign (the first is its address, the others aliases); a route
-- serves one campaign.
create table campaign_paths (
  path text primary key check (path ~ '^/[A-Za-z0-9/_-]+$'),
  campaign_id bigint not null references campaigns (id) on delete cascade,
  position smallint not null check (position >= 0),
  unique (campaign_id, position)
);

-- What a member was given by a campaign, once per (campaign, member, key): a day's sign-in
-- ('day:2026-11-26'), a newbie step ('step:firstDeposit'), a period's rebate ('period:…'), a
-- wheel spin ('spin:<nonce>'), the deposit match ('match'), a leaderboard prize ('prize').
-- The money itself moves through the ledger with the same key; a zero award (a wheel's empty
-- segment) moves none.
create table campaign_awards (
  id bigserial primary key,
  campaign_id bigint not null references campaigns (id),
  member_id bigint not null references members (id),
  award_key text not null check (length(award_key) between 1 and 120),
  amount_minor bigint not null check (amount_minor >= 0),
  currency text not null,
  detail jsonb not null default '{}',
  ledger_entry_id bigint references ledger_entries (id),
  created_at timestamptz not null,
  unique (campaign_id, member_id, award_key)
);
create index campaign_awards_member on campaign_awards (member_id, campaign_id, created_at desc);

-- The lucky wheel's commitment: the server seed of a member's next spin, whose SHA-256 the page
-- shows before the spin; the spin reveals it and a new one is drawn. `nonce` counts spins.
create table campaign_wheel_seeds (
  campaign_id bigint not null references campaigns (id),
  member_id bigint not null references members (id),
  server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text not null,
  client_seed text not null,
  nonce integer not null default 0 check (nonce >= 0),
  primary key (campaign_id, member_id)
);

-- A deposit match bonus and its wagering requirement: valid turnover from `started_at` counts
-- towards `required_minor`; until it is reached the bonus is held back from withdrawal.
create table campaign_bonuses (
  campaign_id bigint not null references campaigns (id),
  member_id bigint not null references members (id),
  deposit_minor bigint not null check (deposit_minor > 0),
  bonus_minor bigint not null check (bonus_minor > 0),
  required_minor bigint not null check (required_minor >= 0),
  started_at timestamptz not null,
  completed_at timestamptz,
  primary key (campaign_id, member_id)
);
create index campaign_bonuses_open on campaign_bonuses (member_id) where completed_at is null;
