-- Abuse limits shared by every API process on one Postgres (failed sign-ins per account and per address, registration,
-- password reset and the public forms per address). PGlite keeps them in its one process's memory; the table is unused there.
create table rate_limits (
  key text primary key,
  hits integer not null,
  -- Epoch milliseconds: when the window or the lock-out ends.
  reset_at bigint not null,
  strikes integer not null,
  blocked boolean not null
);
create index rate_limits_reset_at on rate_limits (reset_at);
