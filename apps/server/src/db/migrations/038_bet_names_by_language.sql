-- A bet's names (league, teams, market, selection) in every language of the site, so My bets
-- reads in the reader's language and not in the one the bet was placed in (issue 15). The text
-- columns keep the names in the placing language; rows written before this migration have only
-- those and are shown with them.
alter table sports_order_legs add column names jsonb;
alter table sports_reserve_bets add column names jsonb;
