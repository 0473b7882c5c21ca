-- Mail waiting for its relay (server/mail/mail-queue.ts): a route stores the mail here and queues its id (pg-boss queue
-- `stride-mail`); a worker of any API process sends it, and deletes the row once the relay has taken it, so a reset
-- link does not stay in the database. A relay that refuses is tried again with back-off; after the last try the row
-- stays `failed` with the relay's answer, for an administrator to read.
create table mail_queue (
  id bigserial primary key,
  -- { to, subject, text, html?, attachments?: [{ filename, contentType, content (base64) }] }
  mail jsonb not null,
  status text not null default 'queued' check (status in ('queued', 'failed')),
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
