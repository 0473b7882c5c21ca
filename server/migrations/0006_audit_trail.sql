-- The audit trail: one row per change of data and per account event, appended in the change's own transaction.
-- Nothing updates or deletes these rows; the API only reads them (GET /app/audit).
create table audit_log (
  id bigint primary key generated always as identity,
  at timestamptz not null default now(),
  -- Who: the account's id (null for a failed sign-in) and its e-mail as it was then, kept when the account is deleted.
  actor_id integer,
  actor_email text,
  -- create | update | delete | sign_in | sign_in_failed | sign_out | register | password_change | role_change | account_update | account_delete
  action text not null,
  -- A list's name, 'calendar', or 'users' for accounts.
  resource text not null,
  record_id integer,
  -- [{ field, before, after }] of the fields that changed; never a password, hash or token.
  changes jsonb not null default '[]'
);
-- Newest first, whole trail and per filter; one record's history.
create index audit_log_at on audit_log (at, id);
create index audit_log_record on audit_log (resource, record_id, at, id);
create index audit_log_action on audit_log (action, at, id);
create index audit_log_actor_id on audit_log (actor_id, at, id);
-- The actor filter is a case-insensitive part of an e-mail.
create index audit_log_actor_email on audit_log using gin (lower(actor_email) gin_trgm_ops);
