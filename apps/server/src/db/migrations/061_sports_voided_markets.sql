-- The super-admin centre's sportsbook (issue 22, ADR 032): a market an operator voids. Its bets'
-- legs are void (a single's stake comes back through the ledger, a parlay goes on without the
-- leg), bets still waiting for acceptance are refused with their stake back, and the market stays
-- suspended for good. The row is the void's lock: a second void of the market does nothing.

create table sports_voided_markets (
  match_id bigint not null,
  market_id text not null,
  voided_at timestamptz not null,
  admin_id bigint not null references members (id),
  primary key (match_id, market_id)
);
