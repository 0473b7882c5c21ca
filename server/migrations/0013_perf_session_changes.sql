-- Every change that can end a session or change what it may do is announced on the `stride_sessions` channel, at
-- commit: a session ended or changed (sign-out, revocation, purge), an account deleted, or its role or status changed.
-- A process that keeps the callers of recent tokens in memory (PGlite, one process) forgets them when it hears this,
-- so such a change counts from the next request, whichever code or statement made it.
create function stride_sessions_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('stride_sessions', '');
  return null;
end $$;
create trigger sessions_changed after update or delete on sessions for each statement execute function stride_sessions_changed();
create trigger users_access_changed after update of role, status or delete on users for each statement execute function stride_sessions_changed();
