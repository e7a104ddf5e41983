-- The home page's banners (the carousel) and notices (the notice bar). Texts are kept per
-- language ({"en": …, "zh-cn": …, "vi": …, "th": …}); English is required, the fallback of the
-- others. A row shows while its active window holds (no end: until switched off).

create table home_banners (
  id bigserial primary key,
  title jsonb not null check (jsonb_typeof(title) = 'object' and coalesce(length(title ->> 'en'), 0) > 0),
  image text not null check (length(image) > 0),
  -- a path of this site or an https address; null for a banner that only shows
  link text check (link ~ '^(/[^/\\]|/$|https://)'),
  sort integer not null default 0,
  active_from timestamptz not null,
  active_until timestamptz,
  check (active_until is null or active_until > active_from)
);
create index home_banners_sort_idx on home_banners (sort, id);

create table home_notices (
  id bigserial primary key,
  text jsonb not null check (jsonb_typeof(text) = 'object' and coalesce(length(text ->> 'en'), 0) > 0),
  sort integer not null default 0,
  active_from timestamptz not null,
  active_until timestamptz,
  check (active_until is null or active_until > active_from)
);
create index home_notices_sort_idx on home_notices (sort, id);
