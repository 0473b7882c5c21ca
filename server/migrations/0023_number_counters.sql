-- The counters of the numbers a sent row is given (server/lists/send.ts): per list and year, the last number given. A
-- send takes the next one in its own transaction, so the numbers of a year have no gap and none is given twice.

create table list_number_counters (
  list text not null,
  year integer not null,
  last bigint not null,
  primary key (list, year)
);
