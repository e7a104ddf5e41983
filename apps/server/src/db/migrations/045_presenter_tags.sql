-- A host's cover tags (issue 18 §3): the tags of the host's card, picked from the cover tags
-- (migration 034) and kept by their English names as a stream keeps its own.

alter table presenters
  add column tags jsonb not null default '[]' check (jsonb_typeof(tags) = 'array');
