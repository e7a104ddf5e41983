-- A stream's title in other languages ({"zh-cn": …, "vi": …, "th": …}) where the data has them
-- (the demo's streams; an operator's import). A host's own title has none, and a new title drops
-- the old one's. The `title` column stays the base: a language missing here shows it.
alter table streams
  add column titles jsonb not null default '{}' check (jsonb_typeof(titles) = 'object');
