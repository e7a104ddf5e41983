-- The super-admin centre's sportsbook (issue 22, ADR 032): a match or one of its markets
-- suspended by an operator stays suspended until an operator reopens it. The feed takes these
-- holds when it starts, so a restart keeps them. `market_id` '' holds the whole match.

create table sports_market_holds (
  match_id bigint not null,
  market_id text not null default '',
  held_at timestamptz not null,
  admin_id bigint not null references members (id),
  primary key (match_id, market_id)
);
