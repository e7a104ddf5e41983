-- A chat room's rules, where its host changed them (issue 17 §2); a room without a row has the
-- domain's defaults (DEFAULT_CHAT_ROOM) and the translated welcome text.
create table chat_room_configs (
  room_id text primary key references streams (room_id),
  enabled boolean not null,
  min_vip_level integer not null check (min_vip_level between 0 and 11),
  slow_mode_seconds integer not null check (slow_mode_seconds between 0 and 3600),
  max_message_length integer not null check (max_message_length between 1 and 500),
  -- null: the site's welcome text in the reader's language
  welcome_text text check (length(welcome_text) <= 200)
);
