-- Pictures members upload (a host's card picture), kept in the database so every instance serves
-- them: named by the SHA-256 of their bytes, so the same picture is stored once and its address
-- never changes (served as immutable).
create table media (
  hash text primary key check (hash ~ '^[0-9a-f]{64}$'),
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea not null check (octet_length(bytes) between 1 and 1048576),
  uploaded_by bigint references members (id),
  created_at timestamptz not null default now()
);
