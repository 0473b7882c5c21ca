import { and, asc, eq, inArray } from 'drizzle-orm';
import { planChildren, type ChildInput, type ChildListPlan, type ChildrenOfRow, type ChildRow } from '../../src/contract/children.ts';
import { childrenOf, type ChildDeclaration, type ListName } from '../../src/resources/index.ts';
import type { Db } from '../db/connect.ts';
import { childTable } from '../db/list-tables.ts';

/**
 * A row's child lists (src/resources/define.ts `children`) in their tables `list_<list>_<name>`. Only the list route
 * calls these, for a row it has read (or locked) through the list's own scoped read, and inside its write's
 * transaction: an owned row's children are read through their parent only.
 */

/** A child as stored, without its parent and its position (the array's order gives that). */
function childOf(stored: Record<string, unknown>): ChildRow {
  const { parentId: _parent, position: _position, ...child } = stored;
  return child as ChildRow;
}

async function readChildList(db: Db, child: ChildDeclaration, parentId: number): Promise<ChildRow[]> {
  const table = childTable(child);
  const rows = await db.select().from(table).where(eq(table.parentId, parentId)).orderBy(asc(table.position), asc(table.id));
  return rows.map(childOf);
}

/** The children of row `parentId` of list `name`, each list in its order; `{}` for a list without children (no query). */
export async function readChildren(db: Db, name: ListName, parentId: number): Promise<ChildrenOfRow> {
  const children: ChildrenOfRow = {};
  for (const child of childrenOf(name)) children[child.name] = await readChildList(db, child, parentId);
  return children;
}

/** `row` with its children, as a one-row read answers it; undefined stays undefined. */
export async function withChildren<R extends Record<string, unknown>>(db: Db, name: ListName, row: R | undefined): Promise<R | undefined> {
  if (!row || !childrenOf(name).length) return row;
  return { ...row, ...(await readChildren(db, name, Number(row.id))) };
}

/** Whether a kept child changes: a field, or its place. */
const changed = (plan: ChildListPlan['kept'][number], before: ChildRow[]) => {
  const old = before.findIndex((child) => child.id === plan.id);
  return old !== plan.position || Object.entries(plan.fields).some(([field, value]) => before[old]![field] !== value);
};

async function writeChildList(tx: Db, child: ChildDeclaration, parentId: number, plan: ChildListPlan, before: ChildRow[]) {
  const table = childTable(child);
  // A changed child is deleted and inserted again with its id: a write is two statements however many children change.
  const rewritten = plan.kept.filter((kept) => changed(kept, before));
  const gone = [...plan.removed, ...rewritten.map((kept) => kept.id)];
  if (gone.length) await tx.delete(table).where(and(eq(table.parentId, parentId), inArray(table.id, gone)));
  const written = [...rewritten, ...plan.added].map(({ position, fields, ...kept }) => ({ ...fields, ...kept, parentId, position }));
  if (written.length) await tx.insert(table).values(written as (typeof table.$inferInsert)[]);
}

/**
 * Writes each planned child list of row `parentId` (planChildren, against `before`, the children read in the same
 * transaction) and answers the row's children as they are now. Any failure throws, and the caller's transaction
 * takes the parent's write back with it.
 */
export async function writeChildren(
  tx: Db,
  name: ListName,
  parentId: number,
  plans: readonly ChildListPlan[],
  before: ChildrenOfRow,
): Promise<ChildrenOfRow> {
  if (!childrenOf(name).length) return {};
  for (const plan of plans) {
    const child = childrenOf(name).find((c) => c.name === plan.name)!;
    await writeChildList(tx, child, parentId, plan, before[plan.name] ?? []);
  }
  return readChildren(tx, name, parentId);
}

/**
 * An update's children, in its transaction with the row locked: the body's child lists (`given`, splitChildren)
 * planned against the children read now, then written. `refused`: the 400 of an id that is not one of the row's
 * children, before anything is written.
 */
export async function replaceChildren(
  tx: Db,
  name: ListName,
  parentId: number,
  given: Record<string, ChildInput[]>,
): Promise<{ before: ChildrenOfRow; after: ChildrenOfRow } | { refused: string }> {
  const before = await readChildren(tx, name, parentId);
  const plan = planChildren(given, before);
  if (!plan.ok) return { refused: plan.message };
  return { before, after: await writeChildren(tx, name, parentId, plan.plans, before) };
}
