-- The sports service: bets (orders and their legs), cash-out quotes, reserve bets, bulletins.
-- Money is integer minor units in bigint; prices are exact decimals.

create table sports_orders (
  id text primary key,
  member_id bigint not null references members (id),
  kind text not null check (kind in ('single', 'multiple')),
  status text not null
    check (status in ('pending', 'accepted', 'rejected', 'won', 'lost', 'void', 'cashedOut')),
  stake_minor bigint not null check (stake_minor > 0),
  currency text not null,
  -- the combined price (the product of the legs' prices for a multiple), exact
  price numeric(30, 20) not null check (price > 1),
  potential_return_minor bigint not null,
  payout_minor bigint check (payout_minor >= 0),
  -- the odds-change setting the bet was placed with: 1 any, 2 better, 3 none
  odds_change smallint not null check (odds_change in (1, 2, 3)),
  idempotency_key text not null,
  -- in-play bets wait until accept_at, then are accepted or rejected
  accept_at timestamptz,
  placed_at timestamptz not null,
  settled_at timestamptz,
  reject_reason text,
  -- the reserve bet that placed it, if any (its stake was taken when it was reserved)
  reserve_id text,
  unique (member_id, idempotency_key)
);
create index sports_orders_member_idx on sports_orders (member_id, placed_at desc);
create index sports_orders_open_idx on sports_orders (status) where status in ('pending', 'accepted');

create table sports_order_legs (
  order_id text not null references sports_orders (id),
  leg_no smallint not null,
  match_id bigint not null,
  market_id text not null,
  selection_id text not null,
  sid integer not null,
  league_name text not null,
  home_team text not null,
  away_team text not null,
  market_name text not null,
  selection_name text not null,
  price numeric(12, 2) not null check (price > 1),
  line text,
  result text check (result in ('won', 'lost', 'void', 'halfWon', 'halfLost')),
  primary key (order_id, leg_no)
);
create index sports_order_legs_open_idx on sports_order_legs (match_id) where result is null;

create table sports_cash_out_quotes (
  id text primary key,
  order_id text not null references sports_orders (id),
  member_id bigint not null references members (id),
  amount_minor bigint not null check (amount_minor > 0),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index sports_cash_out_quotes_order_idx on sports_cash_out_quotes (order_id);

create table sports_reserve_bets (
  id text primary key,
  member_id bigint not null references members (id),
  match_id bigint not null,
  market_id text not null,
  selection_id text not null,
  match_name text not null,
  selection_name text not null,
  target_price numeric(12, 2) not null check (target_price > 1),
  stake_minor bigint not null check (stake_minor > 0),
  currency text not null,
  odds_change smallint not null check (odds_change in (1, 2, 3)),
  language text not null,
  status text not null check (status in ('waiting', 'placed', 'cancelled', 'expired')),
  order_id text references sports_orders (id),
  idempotency_key text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  unique (member_id, idempotency_key)
);
create index sports_reserve_waiting_idx on sports_reserve_bets (match_id) where status = 'waiting';
create index sports_reserve_member_idx on sports_reserve_bets (member_id, created_at desc);

-- Notices of the sportsbook, in the four languages of the site ({ "en": …, "zh-cn": …, … }).
create table sports_bulletins (
  id bigserial primary key,
  title jsonb not null,
  content jsonb not null,
  pinned boolean not null default false,
  published_at timestamptz not null default now()
);

insert into sports_bulletins (title, content, pinned) values
  (
    '{"en": "Welcome to the Touchline sportsbook", "zh-cn": "欢迎来到 Touchline 体育", "vi": "Chào mừng đến với Touchline Thể thao", "th": "ยินดีต้อนรับสู่ Touchline สปอร์ต"}',
    '{"en": "Pre-match and in-play markets on 17 sports, with cash-out and reserve bets.", "zh-cn": "17 项运动的赛前与滚球盘口，支持提前兑现与预约投注。", "vi": "Kèo trước trận và trực tiếp cho 17 môn thể thao, có rút tiền sớm và đặt cược hẹn giá.", "th": "ตลาดก่อนเริ่มและระหว่างแข่งขัน 17 ชนิดกีฬา พร้อมแคชเอาท์และการเดิมพันล่วงหน้า"}',
    true
  ),
  (
    '{"en": "In-play bets are confirmed after a short delay", "zh-cn": "滚球投注需短暂确认", "vi": "Cược trực tiếp được xác nhận sau ít giây", "th": "การเดิมพันสดจะได้รับการยืนยันหลังจากรอสักครู่"}',
    '{"en": "An in-play bet is checked a few seconds after it is placed; if the price has moved beyond your odds-change setting it is refused and the stake returned.", "zh-cn": "滚球注单在下注数秒后确认；若赔率变动超出您的赔率变化设置，注单将被拒绝并退还本金。", "vi": "Cược trực tiếp được kiểm tra vài giây sau khi đặt; nếu tỷ lệ thay đổi vượt quá cài đặt của bạn, cược bị từ chối và hoàn tiền cược.", "th": "การเดิมพันสดจะถูกตรวจสอบภายในไม่กี่วินาทีหลังวาง หากราคาเปลี่ยนเกินการตั้งค่าของคุณ การเดิมพันจะถูกปฏิเสธและคืนเงินเดิมพัน"}',
    true
  ),
  (
    '{"en": "Asian handicap quarter lines explained", "zh-cn": "亚洲让球四分之一盘说明", "vi": "Giải thích kèo chấp châu Á 1/4", "th": "อธิบายแฮนดิแคปเอเชียแบบเศษหนึ่งส่วนสี่"}',
    '{"en": "A quarter line splits the stake over the two lines beside it, so a bet can win or lose half.", "zh-cn": "四分之一盘将本金平分到相邻两个盘口，因此可能赢半或输半。", "vi": "Kèo 1/4 chia tiền cược cho hai kèo liền kề, nên có thể thắng nửa hoặc thua nửa.", "th": "ราคาเศษหนึ่งส่วนสี่แบ่งเงินเดิมพันไปยังสองราคาข้างเคียง จึงอาจได้ครึ่งหรือเสียครึ่ง"}',
    false
  );
