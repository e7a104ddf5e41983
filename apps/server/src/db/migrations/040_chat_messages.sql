-- The messages of the stream rooms' chat (issue 17 §2): the last 50 are sent on join. Text is
-- stored as the room showed it (sensitive words already masked). `hidden`: it matched the
-- host's shielded words, so only its author saw it; `deleted_at`: a host or super admin took it
-- away, for everyone.
create table chat_messages (
  id bigserial primary key,
  room_id text not null references streams (room_id),
  member_id bigint not null references members (id),
  text text not null check (length(text) between 1 and 500),
  client_message_id text check (length(client_message_id) <= 64),
  hidden boolean not null default false,
  sent_at timestamptz not null,
  deleted_at timestamptz
);
create index chat_messages_room on chat_messages (room_id, id desc);
create index chat_messages_member on chat_messages (room_id, member_id, sent_at desc);
