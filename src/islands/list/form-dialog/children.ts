/**
 * A list's child lists in its form (an invoice's lines): each child's fields derived from its schema as the row's are,
 * its values kept as typed, and the changes the editor makes to the array. Pure, so it is unit-tested without a browser.
 */
import { z } from 'zod/mini';
import { childrenOf, type ListName } from '../../../resources/index.ts';
import { tooManyChildren } from '../../../schemas/children.ts';
import { id } from '../../../schemas/common.ts';
import { deriveFields, fromFormValues, toFormValues, type FormField, type FormValues } from './fields.ts';
import { digitsOf, formatMinorInput, parseMinorInput } from './minor-units.ts';

/** One child list of the form: its name in the row, its fields, how many a row may have, and its labels' entity. */
export interface ChildList {
  name: string;
  max: number;
  fields: FormField[];
  schema: z.ZodMiniObject;
  /** Labels of the child's fields: `fields.<entity>.<field>` (the scaffold writes `<list entity><Name>`, `payoutsLines`). */
  entity: string;
}

/** One child as typed: `id` when the backend has it (kept, so a PUT updates it), `key` to keep its inputs across moves. */
export interface ChildValues {
  key: string;
  id?: number;
  values: FormValues;
}

/** The dialog's values: the row's fields as typed, and each child list as an array of children as typed. */
export type DialogValues = Record<string, string | boolean | ChildValues[]>;

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The child lists list `list` declares (none for most lists), with fields derived from each child's schema. */
export function childListsOf(list: ListName, entity: string): ChildList[] {
  return childrenOf(list).map((c) => ({
    name: c.name,
    max: c.max,
    schema: c.schema,
    fields: deriveFields(c.schema, []).map((field) => asMinorUnits(field, c.minorUnits[field.key])),
    entity: `${entity}${pascal(c.name)}`,
  }));
}

/** A field declared in minor units is a text input of a decimal amount (a number input would refuse `19,99`). */
function asMinorUnits(field: FormField, currencyKey: string | undefined): FormField {
  if (currencyKey === undefined) return field;
  const { step: _step, ...rest } = field;
  return { ...rest, control: 'text', format: { kind: 'minorUnits', currencyKey } };
}

/** The field's currency when it is kept in minor units: the row's field it names, as typed (blank until typed). */
function currencyOf(field: FormField, parent: Record<string, unknown> | null | undefined): string | undefined {
  if (field.format?.kind !== 'minorUnits') return undefined;
  const code = parent?.[field.format.currencyKey];
  return typeof code === 'string' ? code : '';
}

/** A child's values as the body carries them; a minor-units amount as typed stays text when it is not one (refused). */
function childInput(list: ChildList, values: FormValues, parent: FormValues | undefined): Record<string, unknown> {
  const input = fromFormValues(list.fields, values);
  for (const field of list.fields) {
    const currency = currencyOf(field, parent);
    const typed = input[field.key];
    if (currency === undefined || typeof typed !== 'string') continue;
    const read = parseMinorInput(typed, currency);
    if (read.ok) input[field.key] = read.minor;
  }
  return input;
}

/**
 * The form's schema with the child lists: the row's own checks and rules, and each child list as a body carries it
 * (each child's fields, its id when it has one, at most `max`), with the backends' words.
 */
export function withChildLists(schema: z.ZodMiniType, lists: readonly ChildList[]): z.ZodMiniType {
  if (!lists.length) return schema;
  const shape = Object.fromEntries(
    lists.map(({ name, schema: child, max }) => [
      name,
      z.array(z.extend(child, { id: z.optional(id) })).check(z.maxLength(max, tooManyChildren(max))),
    ]),
  );
  // An intersection, not z.extend: the row's schema carries its rules as a refinement, which zod refuses to extend.
  return z.intersection(schema, z.object(shape));
}

/**
 * A row's children of one list as the editor's values (a new row has none); an amount in minor units as a decimal in
 * the row's currency and the locale's decimal mark (`intlTag`, a BCP 47 tag: 1999 EUR is `19,99` in German).
 */
export function toChildValues(list: ChildList, row: Record<string, unknown> | null, intlTag = 'en'): ChildValues[] {
  const children = row?.[list.name];
  if (!Array.isArray(children)) return [];
  return children.map((child: Record<string, unknown>) => {
    const id = typeof child.id === 'number' ? child.id : undefined;
    const values = toFormValues(list.fields, child);
    for (const field of list.fields) {
      const currency = currencyOf(field, row);
      const minor = child[field.key];
      if (currency !== undefined && typeof minor === 'number') values[field.key] = formatMinorInput(minor, currency, intlTag);
    }
    return { key: `id-${String(id)}`, ...(id === undefined ? {} : { id }), values };
  });
}

/**
 * The children as the body carries them, in order: each child's typed values, with its id when it has one. `parent`
 * is the row's values as typed, whose currency the amounts in minor units are read in.
 */
export function fromChildValues(list: ChildList, children: readonly ChildValues[], parent?: FormValues): Record<string, unknown>[] {
  return children.map((c) => ({ ...(c.id === undefined ? {} : { id: c.id }), ...childInput(list, c.values, parent) }));
}

let created = 0;

/** A new, empty child at the end (its key unique in this page, so its inputs are its own). */
export function addChild(list: ChildList, children: readonly ChildValues[]): ChildValues[] {
  created += 1;
  return [...children, { key: `new-${created}`, values: toFormValues(list.fields, null) }];
}

/** The children with the one at `index` moved `by` places (-1 up, +1 down); the same array when it cannot move. */
export function moveChild(children: readonly ChildValues[], index: number, by: -1 | 1): ChildValues[] {
  const to = index + by;
  if (to < 0 || to >= children.length) return [...children];
  const next = [...children];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

export function removeChild(children: readonly ChildValues[], index: number): ChildValues[] {
  return children.filter((_, i) => i !== index);
}

/** One child's field changed. */
export function setChildField(children: readonly ChildValues[], index: number, key: string, value: string | boolean): ChildValues[] {
  return children.map((c, i) => (i === index ? { ...c, values: { ...c.values, [key]: value } } : c));
}

/** A child's issue as the schema gives it for its own fields. */
export type ChildIssue = z.core.$ZodIssue;

/**
 * Each child's first problem per field, keyed `<index>.<field>`, in order: what the editor shows under the inputs
 * after a save was refused for them. An amount in minor units that does not read in the row's currency (`parent`'s)
 * says why, `form.errors.notAnAmount` or `form.errors.tooManyDecimals` (a custom issue with `params.messageKey`).
 */
export function childFieldIssues(list: ChildList, children: readonly ChildValues[], parent?: FormValues): Map<string, ChildIssue> {
  const out = new Map<string, ChildIssue>();
  children.forEach((child, index) => {
    for (const field of list.fields) {
      const currency = currencyOf(field, parent);
      const typed = String(child.values[field.key] ?? '').trim();
      if (currency === undefined || typed === '') continue;
      const read = parseMinorInput(typed, currency);
      if (read.ok) continue;
      const params =
        read.problem === 'tooManyDecimals'
          ? { messageKey: 'form.errors.tooManyDecimals', count: digitsOf(currency) }
          : { messageKey: 'form.errors.notAnAmount' };
      out.set(`${index}.${field.key}`, { code: 'custom', path: [field.key], message: read.problem, input: typed, params });
    }
    const result = list.schema.safeParse(childInput(list, child.values, parent));
    if (result.success) return;
    for (const issue of result.error.issues) {
      const key = `${index}.${String(issue.path[0] ?? '')}`;
      if (!out.has(key)) out.set(key, issue);
    }
  });
  return out;
}

/** The values of the row's fields only (the child lists left out), as the row's field helpers take them. */
export function ownValues(values: DialogValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string | boolean] => !Array.isArray(entry[1])));
}

/** The child list `name` of the dialog's values (none yet: empty). */
export function childValuesOf(values: DialogValues, name: string): ChildValues[] {
  const children = values[name];
  return Array.isArray(children) ? children : [];
}
