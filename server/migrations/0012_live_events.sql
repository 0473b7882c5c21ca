-- Every change to a list row or a calendar event, as the live stream (GET /app/events) sends it: who, what, which
-- row. Written with the change and announced with NOTIFY stride_live, so every API process hears it; a client that
-- reconnects with Last-Event-ID gets what it missed from here. Rows older than a day are dropped as new ones come.
create table live_events (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  user_id integer,
  resource text not null,
  action text not null,
  row_id integer not null,
  version integer
);
create index live_events_at on live_events (at);
