-- The record a notification is about: its list and row id (the bell links to that row's screen and names its values).
-- Null on notifications written before; the demo accounts' sample notifications get theirs when the demo is seeded.
alter table notifications add column resource text;
alter table notifications add column row_id integer;
