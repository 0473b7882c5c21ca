-- The members of a deleted row of a list with members (a resource's `members`): its members' rows are deleted with
-- it, so the change of its delete keeps who they were, and the live stream sends it to them only. Null for every
-- other change: the stream reads a row's members when it hands a change on.
alter table live_events add column member_ids integer[];
