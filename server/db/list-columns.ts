import type { z } from 'zod/mini';
import { fieldKind } from '../../src/contract/field-kinds.ts';
import { LIST_NAMES, LIST_SCHEMAS, type ListName } from '../../src/resources/index.ts';

/** How one field of a list row is stored: a typed column, so sorting and filtering happen in SQL on indexes. */
export interface ListColumn {
  field: string;
  /** `ids`: an array of accounts' ids (a `members` declaration's field), kept as `integer[]`. */
  kind: 'id' | 'integer' | 'number' | 'boolean' | 'text' | 'ids';
  /** Whether a b-tree index serves `ORDER BY field, id` and `field = value` (long free text is left out). */
  indexed: boolean;
  /** Part of the `q` search text (every string field, as the in-memory list query does). */
  searchable: boolean;
  /** Few distinct values (enumerations, flags): the database keeps a row count per value, so a filtered total is a lookup. */
  facet: boolean;
  /** Whether the column takes null: a field whose schema is nullable (a `set null` reference's); every other is not null. */
  nullable?: boolean;
}

/** Text longer than this gets no b-tree index: such fields (descriptions) are not sorted on, and entries must stay small. */
const MAX_INDEXED_TEXT = 200;

interface CheckDef {
  check?: string;
  format?: string;
  maximum?: number;
}

function maxLength(def: { checks?: { _zod: { def: CheckDef } }[] }): number {
  const max = (def.checks ?? []).map((c) => c._zod.def).find((c) => c.check === 'max_length')?.maximum;
  return max ?? Infinity;
}

function columnOf(field: string, schema: z.core.$ZodType): ListColumn {
  const def = schema._zod.def as z.core.$ZodTypeDef & CheckDef & { checks?: { _zod: { def: CheckDef } }[] };
  if (field === 'id') return { field, kind: 'id', indexed: false, searchable: false, facet: false };
  const inner = (def as { innerType?: z.core.$ZodType }).innerType;
  // A field a body may leave out (an invoice line's product) is stored as its schema's, null when left out.
  if (def.type === 'optional' && inner) return columnOf(field, inner);
  // list_stats keeps no null value, so a nullable column is no facet.
  if (def.type === 'nullable' && inner) return { ...columnOf(field, inner), nullable: true, facet: false };
  // A set of ids may default to none (`z._default(z.array(…), [])`): rows written before the field had none.
  const unwrapped = def.type === 'default' ? (def as { innerType?: z.core.$ZodType }).innerType?._zod.def : def;
  if (unwrapped?.type === 'array') return { field, kind: 'ids', indexed: false, searchable: false, facet: false };
  // Any other default (an invoice line's discount of 0) is the body's to leave out: the column is its value's.
  if (def.type === 'default' && inner) return columnOf(field, inner);
  const kind = fieldKind(field, schema);
  if (kind === 'boolean') return { field, kind, indexed: true, searchable: false, facet: true };
  if (kind === 'integer' || kind === 'number') return { field, kind, indexed: true, searchable: false, facet: false };
  if (def.type === 'enum') return { field, kind: 'text', indexed: true, searchable: true, facet: true };
  // Dates, e-mails and other formats are short; free text is indexed only when its schema caps its length.
  const indexed = !!(def as CheckDef).format || maxLength(def) <= MAX_INDEXED_TEXT;
  if (def.type === 'string') return { field, kind: 'text', indexed, searchable: true, facet: false };
  throw new Error(`No column type for ${field} (${def.type})`);
}

const cache = new Map<ListName, ListColumn[]>();

/** The columns of a list's table, in the order of its zod row schema. */
export function listColumns(name: ListName): ListColumn[] {
  let columns = cache.get(name);
  if (!columns) {
    const shape = LIST_SCHEMAS[name].shape as Record<string, z.core.$ZodType>;
    columns = Object.entries(shape).map(([field, schema]) => columnOf(field, schema));
    cache.set(name, columns);
  }
  return columns;
}

/** `order` -> `list_order` (a prefix keeps SQL keywords such as `order` out of table names). */
export const listTableName = (name: ListName) => `list_${name}`;

export const ALL_LISTS: readonly ListName[] = LIST_NAMES;

/** The columns of a child list's table (src/resources/define.ts `children`), in the order of its schema, which has no id. */
export function childColumns(schema: z.ZodMiniObject): ListColumn[] {
  return Object.entries(schema.shape as Record<string, z.core.$ZodType>).map(([field, type]) => columnOf(field, type));
}
