-- The partner programme's applications (/VentureInvest, issue 21): from visitors and members.
-- One application per member and one per contact (an e-mail, phone or handle as domain's
-- partnerContactKey reads it): a repeat answers the first, which stands until the partner team
-- has handled it.
create table partner_applications (
  id bigserial primary key,
  member_id bigint references members (id),
  name text not null,
  contact text not null,
  contact_key text not null,
  channel text not null,
  audience_size text not null,
  markets jsonb not null,
  message text,
  language text,
  ip text not null,
  status text not null default 'new' check (status in ('new', 'contacted', 'accepted', 'declined')),
  created_at timestamptz not null
);
create unique index partner_applications_contact on partner_applications (contact_key);
create unique index partner_applications_member on partner_applications (member_id)
  where member_id is not null;
