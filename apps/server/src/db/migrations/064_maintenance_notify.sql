-- Any change to the maintenance notices — an operator's, the seed's, or a statement run by hand —
-- is announced on touchline_maintenance:<schema> when it commits. Every server instance keeps the
-- sports maintenance notices between calls (sports/gate.ts) and reads them again on this notice.
-- (PGlite's one session hears its own NOTIFYs.)

create function maintenance_notices_notify() returns trigger
language plpgsql as $$
begin
  perform pg_notify('touchline_maintenance:' || current_schema(), '');
  return null;
end;
$$;

create trigger maintenance_notices_changed_notify
  after insert or update or delete or truncate on maintenance_notices
  for each statement execute function maintenance_notices_notify();
