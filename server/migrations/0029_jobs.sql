-- Background jobs (imports first): what the person who started one reads at GET /app/jobs/{id}. The queue that hands
-- a job to a worker (pg-boss, in its own schema `pgboss`, created by pg-boss itself at start) carries only the id; the
-- job's state, progress and checkpoint live here, so a worker that dies (a restart, a kill -9) leaves a row a retried
-- run resumes from. `checkpoint` is the number of data rows of the file done: it moves in the same transaction as the
-- rows it covers, so no row is written twice.
create table jobs (
  id bigserial primary key,
  account_id integer not null references users (id) on delete cascade,
  kind text not null check (kind in ('import')),
  list text not null,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed', 'cancelled')),
  file_name text not null default '',
  -- The column -> field mapping the caller chose (header -> field), if any.
  mapping jsonb,
  total_rows integer,
  checkpoint integer not null default 0,
  added integer not null default 0,
  updated integer not null default 0,
  unchanged integer not null default 0,
  failed integer not null default 0,
  error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index jobs_account on jobs (account_id, id);

-- One line per refused cell or row of an import, written with the chunk it belongs to (so a resumed run never writes a
-- row's failure twice); the report's CSV is written from them at the end.
create table job_failures (
  job_id bigint not null references jobs (id) on delete cascade,
  row_number integer not null,
  column_name text not null,
  value text not null,
  message text not null
);
create index job_failures_job on job_failures (job_id, row_number);

-- The file a job reads, kept in the database (every API process of a Postgres reads it; PGlite's one process too) until
-- the job ends.
create table job_inputs (
  job_id bigint primary key references jobs (id) on delete cascade,
  bytes bytea not null
);
