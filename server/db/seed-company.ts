import { todayIso } from '../../src/stats/period.ts';
import { generatedRows } from '../../src/company/index.ts';
import type { ListName } from '../../src/resources/index.ts';
import type { Db } from './connect.ts';
import { listTable } from './list-tables.ts';

/** Rows per insert: a few hundred kilobytes of parameters, well under Postgres's 65,535 parameters a statement. */
const BATCH = 1_000;

/**
 * The sample company's generated rows of list `name` (src/company/), as of `today`, after its sample rows: the
 * customers, two years of orders and expenses, and what the rest of the company adds there. Their ids are their own
 * (above the sample rows'), so the fake backend and the server show the same rows under the same ids. Answers how many.
 */
export async function insertCompanyRows(db: Db, name: ListName, today: string = todayIso()): Promise<number> {
  const rows = generatedRows(name, today) as Record<string, unknown>[];
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(listTable(name)).values(rows.slice(i, i + BATCH));
  return rows.length;
}
