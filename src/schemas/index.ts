import { z } from 'zod/mini';
import { formSchemaOf, withRules } from './common.ts';
import { childrenOf, computedOf, LIST_RULES, LIST_SCHEMAS, type ItemOf, type ListName } from '../resources/index.ts';
import { childrenShape } from './children.ts';

export * from './enums.ts';
export * from './enum-schemas.ts';
export * from './calendar.ts';
export * from './auth.ts';
export * from './notifications.ts';

/** One list's row schema, seen through the common object type (the union of every list's schema takes no z.omit()). */
const objectSchema = (name: ListName) => LIST_SCHEMAS[name] as z.ZodMiniObject;

/** A row schema with the list's child lists (src/schemas/children.ts), when it declares any. */
const withChildren = (name: ListName, schema: z.ZodMiniObject) =>
  childrenOf(name).length ? z.extend(schema, childrenShape(name)) : schema;

/** A body's schema: the fields the backend computes (its resource's `computed`) may be left out. */
function computedOptional(name: ListName, schema: z.ZodMiniObject): z.ZodMiniObject {
  const fields = computedOf(name)?.fields ?? [];
  return fields.length ? z.partial(schema, Object.fromEntries(fields.map((field) => [field, true]))) : schema;
}

/** What a form sends to create a row: every field but the id (and those the backend computes), and the children, with the row's rules. */
export function inputSchema<N extends ListName>(name: N): z.ZodMiniType<Omit<ItemOf<N>, 'id'>> {
  const input = computedOptional(name, withChildren(name, z.omit(objectSchema(name), { id: true })));
  return withRules(input, LIST_RULES[name]) as unknown as z.ZodMiniType<Omit<ItemOf<N>, 'id'>>;
}

/** The add / edit form of a list: every field but the id, `optional` ones may be left out, with the row's rules. */
export function formSchema(name: ListName, optional: readonly string[] = []): z.ZodMiniObject {
  return formSchemaOf(objectSchema(name), LIST_RULES[name], optional);
}

/** A list's row schema and its array, as the list stores load them (one dynamic import, no zod namespace). */
export function listSchemas<N extends ListName>(name: N): { row: z.ZodMiniType<ItemOf<N>>; rows: z.ZodMiniType<ItemOf<N>[]> } {
  const row = rowSchema(name);
  return { row, rows: z.array(row) };
}

const rowSchemas = new Map<ListName, z.ZodMiniType>();
/** The full validation of one row of a list: its fields, its children and the rules between the fields. */
export function rowSchema<N extends ListName>(name: N): z.ZodMiniType<ItemOf<N>> {
  let schema = rowSchemas.get(name);
  if (!schema) {
    schema = withRules(withChildren(name, objectSchema(name)), LIST_RULES[name]);
    rowSchemas.set(name, schema);
  }
  return schema as z.ZodMiniType<ItemOf<N>>;
}

/** What a change of a row sends: the row's fields and children, those the backend computes may be left out. */
export function updateSchema<N extends ListName>(name: N): z.ZodMiniType<ItemOf<N>> {
  return withRules(computedOptional(name, withChildren(name, objectSchema(name))), LIST_RULES[name]) as unknown as z.ZodMiniType<ItemOf<N>>;
}
