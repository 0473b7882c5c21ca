import { planChildren, splitChildren, type ChildrenOfRow, type ChildRow } from '../../contract/children.ts';
import { childrenOf, type ListName } from '../../resources/index.ts';

/**
 * A row's child lists (src/resources/define.ts `children`) on the fake backend: kept in the stored row itself, under
 * their names, each in its order. The list answers leave them out, as the server's do.
 */

/** A row as the list answers carry it: without its children. */
export function withoutChildren<R extends object>(name: ListName, row: R): R {
  const names = childrenOf(name).map((child) => child.name);
  if (!names.length) return row;
  return Object.fromEntries(Object.entries(row).filter(([key]) => !names.includes(key))) as R;
}

/** The children a stored row holds, by name (none yet: an empty list). */
export function storedChildren(name: ListName, row: object): ChildrenOfRow {
  const stored = row as Record<string, unknown>;
  return Object.fromEntries(childrenOf(name).map(({ name: child }) => [child, (stored[child] as ChildRow[] | undefined) ?? []]));
}

/** The highest id among the children named `child` of every row (a new child takes the next). */
const lastChildId = (rows: readonly object[], child: string) =>
  Math.max(0, ...rows.flatMap((row) => ((row as Record<string, unknown>)[child] as ChildRow[] | undefined) ?? []).map((c) => c.id));

/**
 * The row a write stores: the body's fields with its children as the body gives them (src/contract/children.ts,
 * planChildren) and the stored row's others; `existing` is undefined for a new row. 400 (`message`) for an id that is
 * not one of the row's children, before anything is written.
 */
export function withWrittenChildren<V extends object>(
  name: ListName,
  rows: readonly object[],
  value: V,
  existing: object | undefined,
): { ok: true; row: V } | { ok: false; message: string } {
  if (!childrenOf(name).length) return { ok: true, row: value };
  const { fields, given } = splitChildren(name, value as Record<string, unknown>);
  const current = existing ? storedChildren(name, existing) : storedChildren(name, {});
  const plan = planChildren(given, current);
  if (!plan.ok) return plan;
  const children = { ...current };
  for (const { name: child, kept, added } of plan.plans) {
    const list: ChildRow[] = [];
    for (const { id, position, fields: values } of kept) list[position] = { id, ...values };
    let next = lastChildId(rows, child);
    for (const { position, fields: values } of added) list[position] = { id: ++next, ...values };
    children[child] = list;
  }
  return { ok: true, row: { ...fields, ...children } as V };
}
