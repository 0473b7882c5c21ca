import { sql } from 'drizzle-orm';
import { todayIso } from '../../src/stats/period.ts';
import { generatedRows } from '../../src/company/index.ts';
import { companyInvoices } from '../../src/company/invoices.ts';
import { childrenOf, type ListName } from '../../src/resources/index.ts';
import type { Db } from './connect.ts';
import { listTableName } from './list-columns.ts';
import { childTableName } from './list-tables.ts';

/** Rows per statement: one JSON text of a few megabytes at most. */
const BATCH = 5_000;

/**
 * Inserts `rows` into `table`, their keys its columns: each batch is one statement with one parameter, the rows as
 * JSON, which Postgres reads into records itself. PGlite spent most of the seed passing 9,000 bound parameters a
 * statement (orders: 9.5 s as 1,000-row inserts, on a loaded machine).
 */
async function insertJsonRows(db: Db, table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (!rows.length) return;
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
}

/**
 * The sample company's generated rows of list `name` (src/company/), as of `today`, after its sample rows: the
 * customers, two years of orders and expenses, and what the rest of the company adds there; a row's child lists (an
 * invoice's lines) go to their tables, under their own ids. Ids are the generator's (above the sample rows'), so the
 * fake backend and the server show the same rows under the same ids. Answers how many rows.
 */
export async function insertCompanyRows(db: Db, name: ListName, today: string = todayIso()): Promise<number> {
  const rows = generatedRows(name, today) as Record<string, unknown>[];
  const children = childrenOf(name).map((child) => child.name);
  const fields = children.length
    ? rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !children.includes(key))))
    : rows;
  await insertJsonRows(db, listTableName(name), fields);
  for (const child of childrenOf(name)) {
    const values = rows.flatMap((row) =>
      ((row[child.name] ?? []) as Record<string, unknown>[]).map((fields, position) => ({ ...fields, parent_id: row.id, position })),
    );
    await insertJsonRows(db, childTableName(child), values);
  }
  return rows.length;
}

/**
 * The generated invoices' payments and voids (src/company/invoices.ts) as of `today`, in the ledger's tables
 * (server/lists/invoice-ledger.ts) under the generator's ids, as the fake backend shows them. Answers how many payments.
 */
export async function insertCompanyLedger(db: Db, today: string = todayIso()): Promise<number> {
  const { payments, voids } = companyInvoices(today);
  await insertJsonRows(
    db,
    'invoice_payments',
    payments.map(({ invoiceId, ...p }) => ({ ...p, invoice_id: invoiceId, note: p.note ?? null })),
  );
  await insertJsonRows(
    db,
    'invoice_voids',
    voids.map((v) => ({ invoice_id: v.invoiceId, reason: v.reason, voided_at: v.voidedAt })),
  );
  return payments.length;
}
