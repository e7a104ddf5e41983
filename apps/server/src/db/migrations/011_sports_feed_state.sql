-- The feed leader's state of each match (progress, ratings, markets and prices), written after
-- each step of the simulator so that the other server instances, which do not simulate, serve
-- the same prices and scores (they are told which matches changed with NOTIFY).

create table sports_feed_state (
  match_id bigint primary key,
  state jsonb not null check (jsonb_typeof(state) = 'object'),
  updated_at timestamptz not null default now()
);
