-- Row versions for optimistic concurrency: every list table and calendar_events get `version` (1 for every row there
-- is), and a trigger raises it by one on every update, whoever writes (the API, a script, psql). A conditional write
-- (`If-Match`) updates or deletes `where id = $1 and version = $2`. Lists created later get the column and the trigger
-- in their own generated migration (server/db/list-sql.ts).
create function stride_bump_version() returns trigger language plpgsql as $$
begin
  new.version := old.version + 1;
  return new;
end $$;

do $$
declare
  t text;
begin
  -- Every list table: named list_<name>, with the generated search column (list_stats has none).
  for t in
    select c.table_name from information_schema.columns c
    where c.table_schema = current_schema() and c.table_name like 'list\_%' and c.column_name = 'search'
    union all select 'calendar_events'
  loop
    execute format('alter table %I add column version integer not null default 1', t);
    execute format('create trigger %I before update on %I for each row execute function stride_bump_version()', t || '_version', t);
  end loop;
end $$;
