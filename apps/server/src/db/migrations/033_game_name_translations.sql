-- Game type, lobby and game names by language ({"zh-cn": …, "vi": …, "th": …}). The English name
-- columns stay the base: a language missing here (or empty) shows the English name.

alter table game_types
  add column names jsonb not null default '{}' check (jsonb_typeof(names) = 'object');
alter table lobbies
  add column names jsonb not null default '{}' check (jsonb_typeof(names) = 'object');
alter table games
  add column names jsonb not null default '{}' check (jsonb_typeof(names) = 'object');

-- The game types of 003_reference_data.
update game_types g set names = t.names::jsonb
  from (values
    ('sports', '{"zh-cn": "体育", "vi": "Thể thao", "th": "กีฬา"}'),
    ('live-casino', '{"zh-cn": "真人视讯", "vi": "Casino trực tiếp", "th": "คาสิโนสด"}'),
    ('slot', '{"zh-cn": "电子游艺", "vi": "Nổ hũ", "th": "สล็อต"}'),
    ('fishing', '{"zh-cn": "捕鱼", "vi": "Bắn cá", "th": "ยิงปลา"}'),
    ('lottery', '{"zh-cn": "彩票", "vi": "Xổ số", "th": "หวย"}'),
    ('chess', '{"zh-cn": "棋牌", "vi": "Game bài", "th": "เกมไพ่"}'),
    ('esports', '{"zh-cn": "电子竞技", "vi": "Thể thao điện tử", "th": "อีสปอร์ต"}')
  ) as t (game_type, names)
 where g.game_type = t.game_type;
