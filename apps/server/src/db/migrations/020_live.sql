-- Live streaming: hosts (presenters), their streams and who follows them. A presenter is a member
-- whose role is anchor; the presenter id on the wire is that member's id.

create table presenters (
  member_id bigint primary key references members (id),
  introduction text not null default '',
  -- an uploaded picture; without one the member's avatar id is shown
  avatar_url text,
  created_at timestamptz not null default now()
);

-- Only a host (anchor) presents: a member of another role is refused here, whoever inserts.
create function presenters_member_is_anchor() returns trigger language plpgsql as $$
begin
  if not exists (select 1 from members where id = new.member_id and role = 'anchor') then
    raise exception 'member % is not a host (anchor)', new.member_id
      using errcode = 'check_violation';
  end if;
  return new;
end;
$$;
create trigger presenters_member_is_anchor
  before insert or update of member_id on presenters
  for each row execute function presenters_member_is_anchor();

-- A stream: reserved (1, announced for start_time), live (2), ended (3) or cancelled (4).
create table streams (
  id bigserial primary key,
  presenter_id bigint not null references presenters (member_id),
  title text not null check (length(title) between 1 and 60),
  cover text not null default '',
  status smallint not null check (status in (1, 2, 3, 4)),
  -- the match on the sports service it presents, if any
  game_id bigint check (game_id > 0),
  sport_id integer,
  room_id text not null unique,
  viewers integer not null default 0 check (viewers >= 0),
  tags jsonb not null default '[]',
  -- planned start while reserved; actual start once live
  start_time timestamptz not null,
  end_time timestamptz,
  is_fee boolean not null default false,
  fee_minor bigint check (fee_minor > 0),
  pull_url text not null default '',
  created_at timestamptz not null default now(),
  check (is_fee = (fee_minor is not null)),
  check ((status in (3, 4)) = (end_time is not null))
);
create index streams_list_idx on streams (status, start_time);
create index streams_presenter_idx on streams (presenter_id, status);
-- a host presents one live stream at a time
create unique index streams_one_live_key on streams (presenter_id) where status = 2;

create table presenter_follows (
  member_id bigint not null references members (id),
  presenter_id bigint not null references presenters (member_id),
  created_at timestamptz not null default now(),
  primary key (member_id, presenter_id)
);
create index presenter_follows_presenter_idx on presenter_follows (presenter_id);
