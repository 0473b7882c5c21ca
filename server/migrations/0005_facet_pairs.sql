-- Lists filtered on two of their enumerations or flags at once (orders by delivery status and payment method): the
-- total is no longer a list_stats lookup but a count, which without an index on both columns reads every row (1.3 s
-- at a million orders on PGlite). One index over the pair makes it an index-only scan of the matching entries.
create index if not exists "list_order_facets" on list_order ("deliveryStatus", "paymentMethod");
create index if not exists "list_holidays_facets" on list_holidays ("type", "day");
create index if not exists "list_leave_employee_facets" on list_leave_employee ("status", "leaveType");
create index if not exists "list_leave_hr_facets" on list_leave_hr ("status", "leaveType");
create index if not exists "list_notes_facets" on list_notes ("category", "isActive");
create index if not exists "list_usergrid_facets" on list_usergrid ("isActive", "username");
