-- The super-admin centre's site and dashboard sections (issue 22, ADR 031).

-- The site maintenance notice in each language: `title` and `content` stay the English (the
-- fallback); these hold the others by language ({"zh-cn": "…", "vi": "…", "th": "…"}).
alter table maintenance_notices
  add column title_translations jsonb not null default '{}'
    check (jsonb_typeof(title_translations) = 'object'),
  add column content_translations jsonb not null default '{}'
    check (jsonb_typeof(content_translations) = 'object');

-- The dashboard adds up the ledger of a range of days, every member's: by time, not by member.
create index ledger_created_idx on ledger_entries (created_at);
-- and counts the members who joined in it
create index members_created_idx on members (created_at);

-- The house popup ads an operator runs (shown at most once a day per visitor and ad, spec §4):
-- texts per language as the home banners keep them (English required, the others' fallback).
create table popup_ads (
  id bigserial primary key,
  title jsonb not null check (jsonb_typeof(title) = 'object' and coalesce(length(title ->> 'en'), 0) > 0),
  text jsonb not null check (jsonb_typeof(text) = 'object' and coalesce(length(text ->> 'en'), 0) > 0),
  -- the button's words; English required when there is a link
  cta jsonb not null default '{}' check (jsonb_typeof(cta) = 'object'),
  link text check (link ~ '^(/[^/\\]|/$|https://)'),
  sort integer not null default 0,
  active_from timestamptz not null,
  active_until timestamptz,
  check (active_until is null or active_until > active_from),
  check (link is null or coalesce(length(cta ->> 'en'), 0) > 0)
);
create index popup_ads_sort_idx on popup_ads (sort, id);
