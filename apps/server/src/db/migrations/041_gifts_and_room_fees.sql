-- Gifts and paid rooms (issue 17 §3, ADR 016). No exchange rates: every gift and every room fee
-- tier has a price in each currency, set by the operator per market. A viewer pays the price in
-- their wallet's currency; the host is credited their share of the price in the host's currency
-- (domain's roomCharge). Money is integer minor units.

create table gifts (
  id integer primary key,
  -- the base (English) name; `names` holds the other languages, like cover tags (034)
  name text not null check (length(name) between 1 and 30),
  names jsonb not null default '{}' check (jsonb_typeof(names) = 'object'),
  icon text not null,
  animation text,
  tier smallint not null check (tier between 1 and 9),
  sort integer not null default 0,
  -- a retired gift leaves the catalogue; the gifts sent keep pointing at it
  active boolean not null default true
);

create table gift_prices (
  gift_id integer not null references gifts (id),
  currency text not null check (currency in ('CNY', 'VND', 'USD', 'USDT')),
  price_minor bigint not null check (price_minor > 0),
  primary key (gift_id, currency)
);

create table room_fee_tiers (
  id integer primary key,
  sort integer not null default 0,
  active boolean not null default true
);

create table room_fee_tier_prices (
  tier_id integer not null references room_fee_tiers (id),
  currency text not null check (currency in ('CNY', 'VND', 'USD', 'USDT')),
  price_minor bigint not null check (price_minor > 0),
  primary key (tier_id, currency),
  -- a host's fee names its tier by its price: one tier per price in a currency
  unique (currency, price_minor)
);

-- One gift send: what the viewer paid in their currency, what the host got in theirs.
create table gift_profits (
  id bigserial primary key,
  stream_id bigint not null references streams (id),
  gift_id integer not null references gifts (id),
  sender_id bigint not null references members (id),
  presenter_id bigint not null references presenters (member_id),
  count integer not null check (count between 1 and 999),
  paid_minor bigint not null check (paid_minor > 0),
  paid_currency text not null,
  host_minor bigint not null check (host_minor >= 0),
  host_currency text not null,
  host_share_bps integer not null check (host_share_bps between 0 and 10000),
  idempotency_key text not null,
  created_at timestamptz not null default now(),
  check (sender_id <> presenter_id),
  -- the same request key sends once
  unique (sender_id, idempotency_key)
);
create index gift_profits_presenter_idx on gift_profits (presenter_id, created_at);

-- A paid room's fee, paid once per stream and member.
create table room_fee_payments (
  stream_id bigint not null references streams (id),
  member_id bigint not null references members (id),
  tier_id integer not null references room_fee_tiers (id),
  paid_minor bigint not null check (paid_minor > 0),
  paid_currency text not null,
  host_minor bigint not null check (host_minor >= 0),
  host_currency text not null,
  host_share_bps integer not null check (host_share_bps between 0 and 10000),
  idempotency_key text not null,
  created_at timestamptz not null default now(),
  primary key (stream_id, member_id),
  unique (member_id, idempotency_key)
);

insert into gifts (id, name, names, icon, tier, sort) values
  (1, 'Heart', '{"zh-cn": "爱心", "vi": "Trái tim", "th": "หัวใจ"}', '/static/gifts/heart.svg', 1, 1),
  (2, 'Applause', '{"zh-cn": "鼓掌", "vi": "Vỗ tay", "th": "ปรบมือ"}', '/static/gifts/applause.svg', 1, 2),
  (3, 'Rose', '{"zh-cn": "玫瑰", "vi": "Hoa hồng", "th": "กุหลาบ"}', '/static/gifts/rose.svg', 1, 3),
  (4, 'Football', '{"zh-cn": "足球", "vi": "Quả bóng", "th": "ลูกฟุตบอล"}', '/static/gifts/football.svg', 2, 4),
  (5, 'Whistle', '{"zh-cn": "哨子", "vi": "Còi", "th": "นกหวีด"}', '/static/gifts/whistle.svg', 2, 5),
  (6, 'Medal', '{"zh-cn": "奖牌", "vi": "Huy chương", "th": "เหรียญรางวัล"}', '/static/gifts/medal.svg', 3, 6),
  (7, 'Trophy', '{"zh-cn": "奖杯", "vi": "Cúp vô địch", "th": "ถ้วยรางวัล"}', '/static/gifts/trophy.svg', 3, 7),
  (8, 'Crown', '{"zh-cn": "皇冠", "vi": "Vương miện", "th": "มงกุฎ"}', '/static/gifts/crown.svg', 4, 8);

-- Prices per market (minor units): CNY yuan, VND dong, USD and USDT dollars, each ×100.
insert into gift_prices (gift_id, currency, price_minor) values
  (1, 'CNY', 100), (1, 'VND', 300000), (1, 'USD', 15), (1, 'USDT', 15),
  (2, 'CNY', 200), (2, 'VND', 600000), (2, 'USD', 29), (2, 'USDT', 29),
  (3, 'CNY', 500), (3, 'VND', 1500000), (3, 'USD', 75), (3, 'USDT', 75),
  (4, 'CNY', 1000), (4, 'VND', 3500000), (4, 'USD', 149), (4, 'USDT', 149),
  (5, 'CNY', 2000), (5, 'VND', 7000000), (5, 'USD', 299), (5, 'USDT', 299),
  (6, 'CNY', 5200), (6, 'VND', 18000000), (6, 'USD', 749), (6, 'USDT', 749),
  (7, 'CNY', 8800), (7, 'VND', 30000000), (7, 'USD', 1299), (7, 'USDT', 1299),
  (8, 'CNY', 52000), (8, 'VND', 180000000), (8, 'USD', 7499), (8, 'USDT', 7499);

insert into room_fee_tiers (id, sort) values (1, 1), (2, 2), (3, 3), (4, 4);
insert into room_fee_tier_prices (tier_id, currency, price_minor) values
  (1, 'CNY', 1000), (1, 'VND', 3000000), (1, 'USD', 199), (1, 'USDT', 199),
  (2, 'CNY', 3000), (2, 'VND', 10000000), (2, 'USD', 499), (2, 'USDT', 499),
  (3, 'CNY', 8800), (3, 'VND', 30000000), (3, 'USD', 1299), (3, 'USDT', 1299),
  (4, 'CNY', 18800), (4, 'VND', 60000000), (4, 'USD', 2599), (4, 'USDT', 2599);

-- A paid stream remembers its tier; its fee_minor stays the tier's price in the host's currency.
alter table streams add column fee_tier_id integer references room_fee_tiers (id);

-- A paid stream of before: the tier priced at its fee in its host's currency (one the catalogue
-- does not know counts as USDT, as domain's pricingCurrency says), else the cheapest tier at its
-- price there.
create temporary view host_pricing_currencies as
  select w.member_id,
         case when upper(trim(w.currency)) in ('CNY', 'VND', 'USD') then upper(trim(w.currency))
              else 'USDT' end
           as currency
    from wallets w;
update streams s
   set fee_tier_id = coalesce(
         (select p.tier_id from room_fee_tier_prices p
            join host_pricing_currencies h on h.currency = p.currency
           where h.member_id = s.presenter_id and p.price_minor = s.fee_minor),
         (select t.id from room_fee_tiers t order by t.sort, t.id limit 1))
 where s.is_fee;
update streams s
   set fee_minor = p.price_minor
  from room_fee_tier_prices p, host_pricing_currencies h
 where s.is_fee and h.member_id = s.presenter_id and p.tier_id = s.fee_tier_id
   and p.currency = h.currency;
drop view host_pricing_currencies;

alter table streams add constraint streams_fee_tier_check check (is_fee = (fee_tier_id is not null));
