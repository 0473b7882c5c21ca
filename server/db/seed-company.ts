import { sql } from 'drizzle-orm';
import { todayIso } from '../../src/stats/period.ts';
import { generatedRows } from '../../src/company/index.ts';
import type { ListName } from '../../src/resources/index.ts';
import type { Db } from './connect.ts';
import { listTableName } from './list-columns.ts';

/** Rows per statement: one JSON text of a few megabytes at most. */
const BATCH = 5_000;

/**
 * The sample company's generated rows of list `name` (src/company/), as of `today`, after its sample rows: the
 * customers, two years of orders and expenses, and what the rest of the company adds there. Their ids are their own
 * (above the sample rows'), so the fake backend and the server show the same rows under the same ids. Each batch is one
 * statement with one parameter, the rows as JSON, which Postgres reads into records itself: PGlite spent most of the
 * seed passing 9,000 bound parameters a statement (orders: 9.5 s as 1,000-row inserts, on a loaded machine). Answers
 * how many rows.
 */
export async function insertCompanyRows(db: Db, name: ListName, today: string = todayIso()): Promise<number> {
  const rows = generatedRows(name, today) as Record<string, unknown>[];
  if (!rows.length) return 0;
  const table = listTableName(name);
  const columns = sql.raw(
    Object.keys(rows[0]!)
      .map((key) => `"${key}"`)
      .join(', '),
  );
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = JSON.stringify(rows.slice(i, i + BATCH));
    await db.execute(
      sql`insert into ${sql.raw(table)} (${columns}) select ${columns} from json_populate_recordset(null::${sql.raw(table)}, ${json}::json)`,
    );
  }
  return rows.length;
}
