-- Signed webhooks (docs/webhooks.md): the endpoints admins add, and one row per event to deliver to one of them. A
-- delivery row is written in the transaction of the change it announces (from the audit writer), so a change and its
-- events cannot part; pg-boss then carries the row's id to a worker, which signs, sends and records each attempt.
create table webhook_endpoints (
  id bigserial primary key,
  url text not null,
  description text not null default '',
  events text[] not null,
  enabled boolean not null default true,
  -- Why a disabled endpoint is: `paused` by an admin, or `failing` (every delivery failed for a day).
  disabled_reason text check (disabled_reason in ('paused', 'failing')),
  -- The signing secret, `whsec_<base64>`: kept as it is, since every delivery is signed with it.
  secret text not null,
  -- After a rotation, the old secret signs too until `previous_secret_until` (receivers switch over meanwhile).
  previous_secret text,
  previous_secret_until timestamptz,
  -- When the deliveries began to fail without a success since (null while they succeed).
  failing_since timestamptz,
  created_by integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table webhook_deliveries (
  id bigserial primary key,
  endpoint_id bigint not null references webhook_endpoints (id) on delete cascade,
  -- The `webhook-id` header: the same for every attempt of the event, so a receiver can drop a repeat.
  message_id text not null,
  event_type text not null,
  -- The body sent, exactly: `{ type, timestamp, data }`.
  payload text not null,
  -- Made by hand (a test event, a resend): sent even to a paused endpoint.
  manual boolean not null default false,
  status text not null default 'pending' check (status in ('pending', 'sending', 'delivered', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- When the last attempt began (a row left `sending` by a process that died is tried again).
  attempt_started_at timestamptz,
  status_code integer,
  duration_ms integer,
  -- The first kilobyte of the answer, or why there was none.
  response text,
  error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, id desc);
create index webhook_deliveries_due on webhook_deliveries (status, next_attempt_at) where status in ('pending', 'sending');
