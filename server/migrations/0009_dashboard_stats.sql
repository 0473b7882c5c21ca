-- Daily sums of the orders and expenses, kept by statement triggers as list_stats is: the dashboards' aggregates
-- (GET /app/stats/*) read at most a few thousand of these rows, whatever the number of orders (a million answers in
-- milliseconds). Each sum is the sum of the list rows of that day: the server's tests compare them.
create table order_daily (
  day text not null,
  status text not null,
  n integer not null,
  amount double precision not null,
  primary key (day, status)
);

create table expense_daily (
  day text not null,
  item text not null,
  n integer not null,
  amount double precision not null,
  primary key (day, item)
);

create function order_daily_apply() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    insert into order_daily (day, status, n, amount)
      select r."orderDate", r."deliveryStatus", -count(*), -sum(r.amount) from old_rows r group by 1, 2
      on conflict (day, status) do update set n = order_daily.n + excluded.n, amount = order_daily.amount + excluded.amount;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into order_daily (day, status, n, amount)
      select r."orderDate", r."deliveryStatus", count(*), sum(r.amount) from new_rows r group by 1, 2
      on conflict (day, status) do update set n = order_daily.n + excluded.n, amount = order_daily.amount + excluded.amount;
  end if;
  delete from order_daily where n = 0;
  return null;
end $$;
create trigger order_daily_insert after insert on list_order referencing new table as new_rows for each statement execute function order_daily_apply();
create trigger order_daily_update after update on list_order referencing old table as old_rows new table as new_rows for each statement execute function order_daily_apply();
create trigger order_daily_delete after delete on list_order referencing old table as old_rows for each statement execute function order_daily_apply();

create function expense_daily_apply() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    insert into expense_daily (day, item, n, amount)
      select r."purchaseDate", r.item, -count(*), -sum(r.amount) from old_rows r group by 1, 2
      on conflict (day, item) do update set n = expense_daily.n + excluded.n, amount = expense_daily.amount + excluded.amount;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into expense_daily (day, item, n, amount)
      select r."purchaseDate", r.item, count(*), sum(r.amount) from new_rows r group by 1, 2
      on conflict (day, item) do update set n = expense_daily.n + excluded.n, amount = expense_daily.amount + excluded.amount;
  end if;
  delete from expense_daily where n = 0;
  return null;
end $$;
create trigger expense_daily_insert after insert on list_expense referencing new table as new_rows for each statement execute function expense_daily_apply();
create trigger expense_daily_update after update on list_expense referencing old table as old_rows new table as new_rows for each statement execute function expense_daily_apply();
create trigger expense_daily_delete after delete on list_expense referencing old table as old_rows for each statement execute function expense_daily_apply();

-- TRUNCATE fires no row or delete trigger: empty the sums with the table.
create function order_daily_truncate() returns trigger language plpgsql as $$
begin
  delete from order_daily;
  return null;
end $$;
create trigger order_daily_truncate after truncate on list_order for each statement execute function order_daily_truncate();
create function expense_daily_truncate() returns trigger language plpgsql as $$
begin
  delete from expense_daily;
  return null;
end $$;
create trigger expense_daily_truncate after truncate on list_expense for each statement execute function expense_daily_truncate();

-- The rows already there.
insert into order_daily (day, status, n, amount)
  select "orderDate", "deliveryStatus", count(*), sum(amount) from list_order group by 1, 2;
insert into expense_daily (day, item, n, amount)
  select "purchaseDate", item, count(*), sum(amount) from list_expense group by 1, 2;
