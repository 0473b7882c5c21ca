-- An employee's exit date (src/resources/employee.ts `exitDate`): null while they work here; from that day on they
-- have left, count in no head count, and are the HR dashboard's exits (`GET /app/employee?endFrom=&endTo=`). The
-- search text is generated again so that `q` finds the date, as it finds the join date.
alter table list_employee add column "exitDate" text;
create index "list_employee_exitDate" on list_employee ("exitDate" collate "C", id);
alter table list_employee drop column search;
alter table list_employee add column search text generated always as (lower("employeeId" || chr(31) || "name" || chr(31) || "img" || chr(31) || "designation" || chr(31) || "email" || chr(31) || "phone" || chr(31) || "location" || chr(31) || "joinDate" || chr(31) || coalesce("exitDate", ''))) stored;
create index "list_employee_search" on list_employee using gin (search gin_trgm_ops);
