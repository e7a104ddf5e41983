-- A session that ends — revoked (a logout, or any other revocation) or deleted — is named by its
-- token hash in a NOTIFY on touchline_sessions:<schema>, sent when the change commits, whichever
-- statement made it. Every server instance LISTENs there and signs that session's sockets out.
-- (On PGlite the one process hears of revocations in process; the NOTIFY goes nowhere.)

create function sessions_notify_ended() returns trigger
language plpgsql as $$
begin
  perform pg_notify('touchline_sessions:' || current_schema(), old.token_hash);
  return null;
end;
$$;

create trigger sessions_revoked_notify
  after update of revoked_at on sessions
  for each row when (old.revoked_at is null and new.revoked_at is not null)
  execute function sessions_notify_ended();

create trigger sessions_deleted_notify
  after delete on sessions
  for each row when (old.revoked_at is null)
  execute function sessions_notify_ended();
