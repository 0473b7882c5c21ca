import type { ComputedFields } from '../resources/define.ts';
import { computedOf, type ListName } from '../resources/index.ts';
import { invoiceComputed } from './invoice-computed.ts';

type Rule = (row: Record<string, unknown>, stored: Record<string, unknown> | undefined) => Record<string, unknown>;

/** The computations a resource's `computed` names, by its `rule`. */
const COMPUTED_RULES: Record<ComputedFields['rule'], Rule> = { invoice: invoiceComputed };

// Where both backends follow a resource's `computed` (src/resources/define.ts): the computed fields of a written row are
// the declaration's, whatever the body said, and a row it no longer allows to change is refused with 409.

/**
 * A written row's fields as the backend stores them: `row` with its computed fields replaced, computed from it with
 * `children` (its child lists after the write) and the stored row (undefined on a create).
 */
export function withComputed<B extends object>(name: ListName, row: B, children: object, stored: object | undefined): B {
  const computed = computedOf(name);
  if (!computed) return row;
  return {
    ...row,
    ...COMPUTED_RULES[computed.rule]({ ...(row as Record<string, unknown>), ...children }, stored as Record<string, unknown> | undefined),
  };
}

/** Whether a stored row of list `name` may still be changed or deleted (else 409 MESSAGES.notDraft). */
export function isEditable(name: ListName, stored: object): boolean {
  return computedOf(name)?.editable?.(stored as Record<string, unknown>) ?? true;
}
