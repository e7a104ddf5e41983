-- A stream's audience (issue 17 §4, §6): each server instance reports how many of its sockets
-- watch each live stream (its stream-status topic); a stream's viewers are their sum (plus the
-- demo's simulated crowd), and a sample a minute feeds the host's statistics (peak, average,
-- watch minutes).

create table stream_audience (
  instance_id text not null,
  stream_id bigint not null references streams (id),
  viewers integer not null check (viewers >= 0),
  seen_at timestamptz not null,
  primary key (instance_id, stream_id)
);
create index stream_audience_stream_idx on stream_audience (stream_id, seen_at);

create table stream_viewer_samples (
  stream_id bigint not null references streams (id),
  minute timestamptz not null,
  viewers integer not null check (viewers >= 0),
  primary key (stream_id, minute)
);
create index stream_viewer_samples_minute_idx on stream_viewer_samples (minute);

-- the demo's hosts have a crowd of made-up viewers on top of the real ones; 0 for everyone else
alter table streams add column simulated_viewers integer not null default 0
  check (simulated_viewers >= 0);
update streams set simulated_viewers = viewers where status = 2;
