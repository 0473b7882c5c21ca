-- Password-reset links. Only a digest of each token is kept (a copy of the database resets no password); a token is
-- deleted when used, and refused after expires_at (30 minutes after it was issued).
create table password_reset_tokens (
  token_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index password_reset_tokens_user on password_reset_tokens (user_id);
