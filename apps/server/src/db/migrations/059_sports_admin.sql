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

-- Sports bulletins an operator writes: one ends (leaves `bulletin/listTop` and `listPage`) when
-- its expiry passes; null keeps it until an operator expires it.
alter table sports_bulletins add column expires_at timestamptz;
create index sports_bulletins_listed_idx on sports_bulletins (published_at desc, id desc);
