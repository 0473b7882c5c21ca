-- The sequences the numbers of generated references come from (server/db/code-sequences.ts, codeSequenceSql), one per
-- list with a `code`, each raised to the highest reference its list holds: a deleted row's number is never proposed again.
-- A list created later gets its sequence in its own migration (server/tools/generate-list-migration.ts).

create sequence list_employee_code as bigint minvalue 0 start with 0;
select setval('list_employee_code', greatest(last_value, coalesce((select max(cast(substring("employeeId" from '[0-9]+$') as bigint)) from list_employee where "employeeId" ~ '^EMP-\d{4,9}$'), 0))) from list_employee_code;
create sequence list_estimate_code as bigint minvalue 0 start with 0;
select setval('list_estimate_code', greatest(last_value, coalesce((select max(cast(substring("estimateNumber" from '[0-9]+$') as bigint)) from list_estimate where "estimateNumber" ~ '^EST-\d{4}-\d{3,9}$'), 0))) from list_estimate_code;
create sequence list_order_code as bigint minvalue 0 start with 0;
select setval('list_order_code', greatest(last_value, coalesce((select max(cast(substring("orderId" from '[0-9]+$') as bigint)) from list_order where "orderId" ~ '^#[A-Z]{2}-\d{5,9}$'), 0))) from list_order_code;
create sequence list_product_code as bigint minvalue 0 start with 0;
select setval('list_product_code', greatest(last_value, coalesce((select max(cast(substring("productCode" from '[0-9]+$') as bigint)) from list_product where "productCode" ~ '^#[A-Z]{2}-\d{4,9}$'), 0))) from list_product_code;
create sequence list_userlist_code as bigint minvalue 0 start with 0;
select setval('list_userlist_code', greatest(last_value, coalesce((select max(cast(substring("userId" from '[0-9]+$') as bigint)) from list_userlist where "userId" ~ '^USR-\d{4,9}$'), 0))) from list_userlist_code;
