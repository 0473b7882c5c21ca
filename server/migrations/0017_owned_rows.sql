-- The account that owns the row a change or an audit entry is about, for the lists whose rows are owned (a resource's
-- `owner`): the live stream sends such a change, and the trail lists such an entry, to that account only. Null for
-- every other list, the calendar and the account events.
alter table live_events add column owner_id integer;
alter table audit_log add column owner_id integer;
