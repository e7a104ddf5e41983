-- Reference data every installation needs (production too): dialling codes, VIP levels, the
-- invitation tiers, game types and the operator settings' defaults. Operators change the rows;
-- the demo seed adds demo content on top.

insert into country_codes (iso, country_code, name, sort) values
  ('VN', '84', 'Việt Nam', 1),
  ('CN', '86', '中国', 2),
  ('TH', '66', 'ประเทศไทย', 3),
  ('US', '1', 'United States', 4),
  ('GB', '44', 'United Kingdom', 5),
  ('HK', '852', '香港', 6),
  ('MO', '853', '澳門', 7),
  ('TW', '886', '台灣', 8),
  ('SG', '65', 'Singapore', 9),
  ('MY', '60', 'Malaysia', 10),
  ('ID', '62', 'Indonesia', 11),
  ('PH', '63', 'Philippines', 12),
  ('KH', '855', 'Kampuchea', 13),
  ('LA', '856', 'ປະເທດລາວ', 14),
  ('MM', '95', 'Myanmar', 15),
  ('JP', '81', '日本', 16),
  ('KR', '82', '대한민국', 17),
  ('IN', '91', 'India', 18),
  ('AU', '61', 'Australia', 19),
  ('CA', '1', 'Canada', 20),
  ('DE', '49', 'Deutschland', 21),
  ('FR', '33', 'France', 22),
  ('ES', '34', 'España', 23),
  ('IT', '39', 'Italia', 24),
  ('BR', '55', 'Brasil', 25),
  ('AR', '54', 'Argentina', 26),
  ('MX', '52', 'México', 27),
  ('AE', '971', 'United Arab Emirates', 28);

-- VIP levels by lifetime valid turnover (minor units): 1,000.00 for level 1 … 30,000,000.00 for 11.
insert into vip_levels (level, min_turnover_minor, benefits) values
  (0, 0, '[{"key": "birthday-bonus", "title": "Birthday bonus", "value": "0.00"}, {"key": "withdrawals-per-day", "title": "Withdrawals per day", "value": "3"}]'),
  (1, 100000, '[{"key": "birthday-bonus", "title": "Birthday bonus", "value": "8.00"}, {"key": "withdrawals-per-day", "title": "Withdrawals per day", "value": "3"}]'),
  (2, 500000, '[{"key": "birthday-bonus", "title": "Birthday bonus", "value": "18.00"}, {"key": "withdrawals-per-day", "title": "Withdrawals per day", "value": "4"}]'),
  (3, 2000000, '[{"key": "birthday-bonus", "title": "Birthday bonus", "value": "38.00"}, {"key": "withdrawals-per-day", "title": "Withdrawals per day", "value": "4"}, {"key": "dedicated-manager", "title": "Dedicated manager", "value": "yes"}]'),
  (4, 5000000, '[{"key": "birthday-bonus", "title": "Birthday bonus", "value": "88.00"}, {"key": "withdrawals-per-day", "title": "Withdrawals per day", "value": "5"}, {"key": "dedicated-manager", "title": "Dedicated manager", "value": "yes"}]'),
  (5, 10000000, '[{"key": "birthday-bonus", "title": "Birthday bonus", "value": "188.00"}, {"key": "withdrawals-per-day", "title": "Withdrawals per day", "value": "5"}, {"key": "dedicated-manager", "title": "Dedicated manager", "value": "yes"}]'),
  (6, 30000000, '[{"key": "birthday-bonus", "title": "Birthday bonus", "value": "388.00"}, {"key": "withdrawals-per-day", "title": "Withdrawals per day", "value": "6"}, {"key": "dedicated-manager", "title": "Dedicated manager", "value": "yes"}]'),
  (7, 80000000, '[{"key": "birthday-bonus", "title": "Birthday bonus", "value": "888.00"}, {"key": "withdrawals-per-day", "title": "Withdrawals per day", "value": "8"}, {"key": "dedicated-manager", "title": "Dedicated manager", "value": "yes"}]'),
  (8, 200000000, '[{"key": "birthday-bonus", "title": "Birthday bonus", "value": "1888.00"}, {"key": "withdrawals-per-day", "title": "Withdrawals per day", "value": "10"}, {"key": "dedicated-manager", "title": "Dedicated manager", "value": "yes"}]'),
  (9, 500000000, '[{"key": "birthday-bonus", "title": "Birthday bonus", "value": "3888.00"}, {"key": "withdrawals-per-day", "title": "Withdrawals per day", "value": "12"}, {"key": "dedicated-manager", "title": "Dedicated manager", "value": "yes"}]'),
  (10, 1000000000, '[{"key": "birthday-bonus", "title": "Birthday bonus", "value": "8888.00"}, {"key": "withdrawals-per-day", "title": "Withdrawals per day", "value": "15"}, {"key": "dedicated-manager", "title": "Dedicated manager", "value": "yes"}]'),
  (11, 3000000000, '[{"key": "birthday-bonus", "title": "Birthday bonus", "value": "18888.00"}, {"key": "withdrawals-per-day", "title": "Withdrawals per day", "value": "20"}, {"key": "dedicated-manager", "title": "Dedicated manager", "value": "yes"}]');

-- Bet awards: a rate of the invitee's valid bets, by the invitee's lifetime valid turnover.
insert into invite_bet_tiers (level, min_valid_bet_minor, rate_ppm) values
  (1, 100000, 3000),
  (2, 1000000, 5000),
  (3, 5000000, 7000),
  (4, 20000000, 10000);

-- Deposit awards: once per invitee, on their first deposit that reaches a tier.
insert into invite_deposit_tiers (min_deposit_minor, reward_minor) values
  (10000, 1000),
  (50000, 3000),
  (100000, 6000),
  (500000, 20000);

-- VIP awards: once per invitee and level reached.
insert into invite_vip_rewards (vip_level, reward_minor) values
  (1, 500),
  (3, 3000),
  (5, 8800),
  (8, 28800),
  (11, 88800);

insert into game_types (game_type, name, icon, sort) values
  ('sports', 'Sports', '/static/types/sports.svg', 1),
  ('live-casino', 'Live casino', '/static/types/live-casino.svg', 2),
  ('slot', 'Slots', '/static/types/slot.svg', 3),
  ('fishing', 'Fishing', '/static/types/fishing.svg', 4),
  ('lottery', 'Lottery', '/static/types/lottery.svg', 5),
  ('chess', 'Card games', '/static/types/chess.svg', 6),
  ('esports', 'E-sports', '/static/types/esports.svg', 7);

insert into site_settings (key, value) values
  ('gameOrder', '["sports", "live-casino", "slot", "fishing", "lottery", "chess", "esports"]'),
  ('verification', '{"domainType": 1, "botCheckRequired": true, "smsLoginEnabled": true}'),
  ('vipCallback', '{"minVipLevel": 3, "managerName": "", "workingHours": "09:00–21:00 (UTC+7)"}');
