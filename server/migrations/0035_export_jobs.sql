-- Exports past 100,000 rows run as background jobs (docs/jobs.md): `jobs.kind` takes `export`, and `query` keeps what
-- the export was asked (its format and the list's own `q`, `sort` and filter parameters), so a run after a restart
-- writes the same file. An export's total is `total_rows` (the view's count), its rows written `checkpoint`.
alter table jobs drop constraint if exists jobs_kind_check;
alter table jobs add constraint jobs_kind_check check (kind in ('import', 'export'));
alter table jobs add column query jsonb;

-- An export's file, when the FileStore is one process's disk (the S3 driver keeps it in the bucket instead): written
-- in parts of a few MB as the job goes, so neither the job nor the download holds more than one part.
create table job_outputs (
  job_id bigint not null references jobs (id) on delete cascade,
  part integer not null,
  bytes bytea not null,
  primary key (job_id, part)
);
