import { childrenOf, type ListName } from '../resources/index.ts';
import { MESSAGES } from './messages.ts';

/** A child as a body gives it: its fields, and its id when it is one of the row's children already. */
export type ChildInput = Record<string, unknown> & { id?: number };
/** A stored child as both backends answer it: its id and its fields, without its parent or its position. */
export type ChildRow = Record<string, unknown> & { id: number };
/** A row's children by child list name, each in its order. */
export type ChildrenOfRow = Record<string, ChildRow[]>;

/** One child list's new set: each child at its position (its index), with its id when it is kept. */
export interface ChildListPlan {
  name: string;
  kept: { id: number; position: number; fields: Record<string, unknown> }[];
  added: { position: number; fields: Record<string, unknown> }[];
  removed: number[];
}

/**
 * A row's fields and its child lists, apart: `given` holds the arrays the body carries (a name it leaves out keeps
 * the row's children of that name).
 */
export function splitChildren<V extends Record<string, unknown>>(
  name: ListName,
  value: V,
): { fields: V; given: Record<string, ChildInput[]> } {
  const names = childrenOf(name).map((child) => child.name);
  if (!names.length) return { fields: value, given: {} };
  const fields = Object.fromEntries(Object.entries(value).filter(([key]) => !names.includes(key))) as V;
  const given = Object.fromEntries(names.flatMap((child) => (Array.isArray(value[child]) ? [[child, value[child] as ChildInput[]]] : [])));
  return { fields, given };
}

/**
 * What a write does to each child list the body gives, against the row's `current` children (none for a new row):
 * a child with an id is that child, updated and moved to its index; one without is added; a current one the body
 * leaves out is deleted. 400 (`message`) for an id that is not one of the row's children of that name, or repeated.
 */
export function planChildren(
  given: Record<string, ChildInput[]>,
  current: ChildrenOfRow,
): { ok: true; plans: ChildListPlan[] } | { ok: false; message: string } {
  const plans: ChildListPlan[] = [];
  for (const [name, children] of Object.entries(given)) {
    const left = new Set((current[name] ?? []).map((child) => child.id));
    const plan: ChildListPlan = { name, kept: [], added: [], removed: [] };
    for (const [position, { id, ...fields }] of children.entries()) {
      if (id === undefined) plan.added.push({ position, fields });
      else if (left.delete(id)) plan.kept.push({ id, position, fields });
      else return { ok: false, message: MESSAGES.childNotOfRow(`${name}.${position}`) };
    }
    plan.removed = [...left];
    plans.push(plan);
  }
  return { ok: true, plans };
}
