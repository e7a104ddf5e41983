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
