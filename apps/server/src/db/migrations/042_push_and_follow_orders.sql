-- Push orders and follow orders (issue 17 §3): a host recommends a selection to the viewers of
-- their live stream, and viewers follow it with a real bet of their own.

-- A push order: the selection, the sportsbook's price when it was pushed (never the host's word
-- for it), its names in every language of the site ({"en": {"match", "market", "selection"}, …}),
-- and its result once the match settled the market (void when the match was called off).
create table push_orders (
  id bigserial primary key,
  stream_id bigint not null references streams (id),
  -- whose record it counts in: the stream's host, whoever pushed it
  presenter_id bigint not null references presenters (member_id),
  -- who pushed it: the host, or a super admin in the host's stream
  pushed_by bigint not null references members (id),
  match_id bigint not null check (match_id > 0),
  market_id text not null,
  selection_id text not null,
  price numeric(12, 2) not null check (price > 1),
  -- the stake the host suggests, if any (no money moves on a push)
  stake_minor bigint check (stake_minor > 0),
  analysis text not null default '' check (length(analysis) <= 200),
  names jsonb not null check (jsonb_typeof(names) = 'object'),
  result text check (result in ('won', 'lost', 'void')),
  settled_at timestamptz,
  created_at timestamptz not null,
  check ((result is null) = (settled_at is null))
);
create index push_orders_presenter_idx on push_orders (presenter_id, id desc);
create index push_orders_stream_idx on push_orders (stream_id, id desc);
-- the settlement of a match finds its push orders still open
create index push_orders_open_match_idx on push_orders (match_id) where result is null;

-- A follow order: a member's bet (in sports_orders, so in My bets) placed as a copy of a push
-- order, once per request key. Its status is the bet's.
create table follow_orders (
  id bigserial primary key,
  push_order_id bigint not null references push_orders (id),
  member_id bigint not null references members (id),
  bet_order_id text not null unique references sports_orders (id),
  idempotency_key text not null,
  created_at timestamptz not null,
  unique (member_id, idempotency_key)
);
create index follow_orders_push_idx on follow_orders (push_order_id, id desc);
create index follow_orders_member_idx on follow_orders (member_id, id desc);
