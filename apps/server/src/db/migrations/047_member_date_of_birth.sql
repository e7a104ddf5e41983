-- The 18+ rule (issue 20): registration asks for the date of birth and refuses anyone under 18.
-- Members who registered before the rule (and the seeded ones) have none: the column is nullable.

alter table members
  add column date_of_birth date check (date_of_birth >= date '1900-01-01');
