-- The idempotency keys of the sports calls that move money (singles, multiples, cash-out): one row
-- per member and key, written in the same transaction as what the call did. `fingerprint` is a
-- SHA-256 of the request's canonical form, so a key sent again with another request is refused
-- instead of answered with the first request's orders; `result` is a cash-out's answer, given
-- again to every repeat of it (the same on PGlite and PostgreSQL, however many race).
create table sports_request_keys (
  member_id bigint not null references members (id),
  idempotency_key text not null,
  call text not null check (call in ('placeSingleBets', 'placeMultipleBet', 'cashOut')),
  fingerprint text not null,
  result jsonb,
  created_at timestamptz not null default now(),
  primary key (member_id, idempotency_key)
);
