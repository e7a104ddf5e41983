-- Campaigns edited in the super-admin centre (issue 22, ADR 033): a campaign an operator creates
-- is a draft, not served to players, until it is published; one can be unpublished again. Every
-- campaign seeded so far is published (the catalogue's campaigns are live).
alter table campaigns add column published boolean not null default true;
