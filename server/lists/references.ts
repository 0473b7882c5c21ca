import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CODE_FORMATS } from '../../src/schemas/formats.ts';
import { generatedCode, type ListName } from '../../src/resources/index.ts';
import type { Db } from '../db/connect.ts';
import { listTable } from '../db/list-tables.ts';
import { rowColumns } from './list-queries.ts';

/** A database or a transaction on it: both run the same queries. */
type Queryable = Pick<Db, 'select'>;

/** The column of a list's generated reference, and its format; undefined for a list without one. */
function referenceColumn(name: ListName): { column: PgColumn; field: string; pattern: string } | undefined {
  const reference = generatedCode(name);
  if (!reference) return undefined;
  // The formats' patterns (`^#[A-Z]{2}-\d{5,9}$`) mean the same in PostgreSQL's regular expressions.
  return { column: rowColumns(name)[reference.field]!, field: reference.field, pattern: CODE_FORMATS[reference.format].pattern.source };
}

/** The stored reference with the highest number, among those written in the list's format. */
export async function latestStoredReference(db: Queryable, name: ListName): Promise<string | undefined> {
  const ref = referenceColumn(name);
  if (!ref) return undefined;
  const [row] = await db
    .select({ value: ref.column })
    .from(listTable(name))
    .where(sql`${ref.column} ~ ${ref.pattern}`)
    .orderBy(sql`cast(substring(${ref.column} from '[0-9]+$') as bigint) desc`)
    .limit(1);
  return row?.value as string | undefined;
}

/** The reference `value` gives row `id` (null: a new row) when another row has it already; undefined when it is free. */
export async function takenReference(
  db: Queryable,
  name: ListName,
  value: Record<string, unknown>,
  id: number | null,
): Promise<string | undefined> {
  const ref = referenceColumn(name);
  if (!ref || typeof value[ref.field] !== 'string') return undefined;
  const reference = value[ref.field] as string;
  const table = listTable(name);
  const same = eq(ref.column, reference);
  const [other] = await db
    .select({ id: table.id })
    .from(table)
    .where(id === null ? same : and(same, ne(table.id, id)))
    .limit(1);
  return other ? reference : undefined;
}
