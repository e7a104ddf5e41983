-- Chat moderation (issue 17 §2): bans from a room (or from every room, '*'), the site's
-- sensitive words (masked in every message), and each host's shielded words (hiding a message in
-- their room).

create table chat_bans (
  id bigserial primary key,
  -- a stream's room id, or '*' for every room (a super admin's ban)
  room_id text not null check (length(room_id) between 1 and 64),
  member_id bigint not null references members (id),
  reason text not null default '' check (length(reason) <= 200),
  -- null: until lifted
  banned_until timestamptz,
  lifted_at timestamptz,
  operator_id bigint not null references members (id),
  created_at timestamptz not null
);
create index chat_bans_member_idx on chat_bans (member_id, room_id);
create index chat_bans_room_idx on chat_bans (room_id, created_at desc);

create table sensitive_words (
  word text primary key check (length(word) between 1 and 30 and word = lower(word))
);
insert into sensitive_words (word) values
  ('scam'), ('free money'), ('guaranteed win'), ('fixed match'),
  ('骗局'), ('包赢'), ('lừa đảo'), ('chắc thắng'), ('โกง'), ('ล้มบอล');

create table shielded_words (
  presenter_id bigint not null references presenters (member_id),
  word text not null check (length(word) between 1 and 30),
  primary key (presenter_id, word)
);
