-- What each account's uploads take in the upload store, counted before a file is written (and given back when the
-- write fails), so the per-account and total quotas are checked without reading the store. No foreign key: a deleted
-- account's files stay in the store, so they still count towards the total.
create table upload_usage (
  account_id integer primary key,
  bytes bigint not null check (bytes >= 0),
  files integer not null check (files >= 0)
);
