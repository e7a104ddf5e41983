-- The personal centre's active sessions (issue 20): each session gets a public id (a member signs
-- one out by it; the token hash never leaves the server), what browser and address it signed in
-- from, and when it was last used (written at most once a minute).

alter table sessions add column id bigserial;
create unique index sessions_id_idx on sessions (id);
alter table sessions add column user_agent text;
alter table sessions add column ip text;
alter table sessions add column last_seen_at timestamptz;
