-- Issue 14, authentication.
--
-- The second login step needs a password for its first step (ADR 011): a member without one
-- (registered by phone) who turned it on could no longer log in at all once the phone login
-- refuses accounts with the step on. Such accounts had only the phone as a factor anyway.
update members set two_step_login = false where two_step_login and password_hash is null;

-- Counting windows of the rate limits and login throttles (http/rate-limit.ts,
-- DatabaseRateStore): in the database, so a restart does not clear them and every instance
-- counts against the same windows. Redis holds them instead when REDIS_URL is set.
create table rate_windows (
  key text primary key,
  count integer not null check (count >= 0),
  reset_at timestamptz not null
);
create index rate_windows_reset_idx on rate_windows (reset_at);
