-- Secrets the server makes for itself when none is configured, one row per use, shared by every API process on one
-- database and kept across restarts: `device-cookie`, the key that signs sign-in device cookies (unless
-- DEVICE_COOKIE_SECRET is set).
create table server_secrets (
  name text primary key,
  value text not null
);
