-- The super-admin centre's live section (issue 22 §1 "Live", ADR 034): an operator features a
-- stream on the home page, whose live list shows featured live streams first. Nothing is
-- featured until an operator says so.
alter table streams add column featured boolean not null default false;
