-- Stream lifecycle (issue 17): viewers' reminders for announced streams, and the cover tags a
-- host picks from (names by language, English as the base).

create table stream_reservations (
  stream_id bigint not null references streams (id),
  member_id bigint not null references members (id),
  created_at timestamptz not null default now(),
  primary key (stream_id, member_id)
);
create index stream_reservations_member_idx on stream_reservations (member_id);

create table cover_tags (
  id integer primary key,
  name text not null check (length(name) between 1 and 20),
  names jsonb not null default '{}' check (jsonb_typeof(names) = 'object'),
  sort integer not null default 0
);

insert into cover_tags (id, name, names, sort) values
  (1, 'Football', '{"zh-cn": "足球", "vi": "Bóng đá", "th": "ฟุตบอล"}', 1),
  (2, 'Basketball', '{"zh-cn": "篮球", "vi": "Bóng rổ", "th": "บาสเกตบอล"}', 2),
  (3, 'Tennis', '{"zh-cn": "网球", "vi": "Quần vợt", "th": "เทนนิส"}', 3),
  (4, 'Tips', '{"zh-cn": "推荐", "vi": "Mẹo", "th": "ทีเด็ด"}', 4),
  (5, 'Preview', '{"zh-cn": "赛前", "vi": "Nhận định", "th": "พรีวิว"}', 5),
  (6, 'In-play', '{"zh-cn": "滚球", "vi": "Trực tiếp", "th": "ระหว่างเกม"}', 6),
  (7, 'Esports', '{"zh-cn": "电竞", "vi": "Thể thao điện tử", "th": "อีสปอร์ต"}', 7),
  (8, 'Chat', '{"zh-cn": "聊天", "vi": "Trò chuyện", "th": "แชท"}', 8);
