// How an imported file's columns become a row's fields, for both backends: a header names a field by its name or by
// its label in any of the nine languages (`fields.<entity>.<field>` of public/assets/i18n/*.json, which each backend
// reads its own way and passes in), and a cell's text becomes the value the field's kind takes, for the row's schema to
// check. Which lists import, and what one row of a file is.
import type { z } from 'zod/mini';
import { fieldKinds, type FieldKind } from './field-kinds.ts';
import { childrenOf, computedOf, LIST_SCHEMAS, resourceOf, sendOf, type ListName } from '../resources/index.ts';
import { issueReason, type FailureReason } from './import-failure.ts';

/** One language's `fields`: entity -> field -> label. */
export type FieldLabels = Record<string, Record<string, unknown> | undefined>;

/** One data row of a file: its number (1 for the line after the header) and its fields' values as read. */
export interface ImportRow {
  rowNumber: number;
  /** Field -> value (cellValue's), only the fields the file has a column for. */
  body: Record<string, unknown>;
  /** Field -> the cell's text, for the failures' report. */
  cells: Record<string, string>;
}

/** One line of the failures' report. */
export interface RowFailure {
  rowNumber: number;
  field: string;
  value: string;
  /** In English, as the API's messages are; the report says it in the reader's language from `reason`. */
  message: string;
  reason?: FailureReason | null;
}

export interface ChunkCounts {
  added: number;
  updated: number;
  unchanged: number;
  failed: number;
}

/** Rows per chunk: each chunk is written (and, on the server, committed with the job's checkpoint) as one. */
export const IMPORT_CHUNK = 500;

interface Def {
  type: string;
  innerType?: z.core.$ZodType;
}

/** Whether a field holds a set of accounts' ids (a `members` declaration's field), under any optional/nullable/default. */
function holdsIds(schema: z.core.$ZodType): boolean {
  let def = schema._zod.def as Def;
  while ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default') && def.innerType) def = def.innerType._zod.def;
  return def.type === 'array';
}

/** Whether a field takes null (under an optional or a default: a body may leave it out). */
function takesNull(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def as Def;
  if (def.type === 'nullable') return true;
  return (def.type === 'optional' || def.type === 'default') && def.innerType !== undefined && takesNull(def.innerType);
}

const shapeOf = (name: ListName) => LIST_SCHEMAS[name].shape as Record<string, z.core.$ZodType>;

/** Lists whose rows are whole without child rows, computed totals, a send or members: the ones a file imports into. */
export function importable(name: ListName): boolean {
  return !childrenOf(name).length && !computedOf(name) && !sendOf(name) && !Object.values(shapeOf(name)).some(holdsIds);
}

const fieldCache = new Map<ListName, { kinds: Record<string, FieldKind>; nullable: Set<string> }>();

/** Each field's kind, and the fields that take null (an empty cell is null for them, absent for the others). */
export function importFields(name: ListName): { kinds: Record<string, FieldKind>; nullable: Set<string> } {
  let fields = fieldCache.get(name);
  if (!fields) {
    const nullable = Object.entries(shapeOf(name)).filter(([, schema]) => takesNull(schema));
    fields = { kinds: fieldKinds(LIST_SCHEMAS[name]), nullable: new Set(nullable.map(([field]) => field)) };
    fieldCache.set(name, fields);
  }
  return fields;
}

/** Case, accents' composition and surrounding spaces do not count when a header is compared with a name or a label. */
const normal = (text: string) => text.normalize('NFKC').trim().toLocaleLowerCase('en');

/** Every name a header may give each field of `name`: the field's own, and its label in each language. */
function namesOfFields(name: ListName, labels: readonly FieldLabels[]): Map<string, string> {
  const entity = resourceOf(name).entity;
  const names = new Map<string, string>();
  for (const field of Object.keys(importFields(name).kinds)) {
    names.set(normal(field), field);
    for (const fields of labels) {
      const label = fields[entity]?.[field];
      // A label two fields share in one language names neither: the first stays (the field's own name always wins).
      if (typeof label === 'string' && !names.has(normal(label))) names.set(normal(label), field);
    }
  }
  return names;
}

/**
 * Column index -> field for a file's header line: `mapping` (header -> field) first, then the names and the labels of
 * `labels` (each language's `fields`). A header that names nothing, one the mapping sends to `''` (the import dialog's
 * "not imported"), or a field a column before it took, is left out (its cells are not read).
 */
export function matchColumns(
  name: ListName,
  headers: readonly string[],
  mapping: Record<string, string>,
  labels: readonly FieldLabels[],
): Map<number, string> {
  const { kinds } = importFields(name);
  const names = namesOfFields(name, labels);
  const columns = new Map<number, string>();
  const taken = new Set<string>();
  headers.forEach((header, index) => {
    const chosen = mapping[header];
    if (chosen === '') return;
    const field = chosen !== undefined && chosen in kinds ? chosen : names.get(normal(header));
    if (field === undefined || taken.has(field)) return;
    taken.add(field);
    columns.set(index, field);
  });
  return columns;
}

/** Spreadsheets run cells starting with these as formulas; an export writes them after a `'` (undone here). */
const NEUTRALISED = /^'[=+\-@\t\r]/;

/**
 * A cell's text as the value of a field of `kind`: numbers and flags as such when they read as one, else the text (the
 * schema then refuses it with its message). An empty cell is null for a nullable field, else absent.
 */
export function cellValue(kind: FieldKind, text: string, nullable: boolean): unknown {
  if (text === '') return nullable ? null : undefined;
  if (kind === 'integer' || kind === 'number') {
    const value = Number(text.trim());
    return text.trim() !== '' && Number.isFinite(value) ? value : text;
  }
  if (kind === 'boolean') {
    const flag = normal(text);
    return flag === 'true' ? true : flag === 'false' ? false : text;
  }
  return NEUTRALISED.test(text) ? text.slice(1) : text;
}

/** Field -> value and field -> text of one record, for the columns the header matched. */
export function importRowOf(name: ListName, columns: Map<number, string>, record: readonly string[], rowNumber: number): ImportRow {
  const { kinds, nullable } = importFields(name);
  const body: Record<string, unknown> = {};
  const cells: Record<string, string> = {};
  for (const [index, field] of columns) {
    const text = record[index] ?? '';
    cells[field] = text;
    const value = cellValue(kinds[field]!, text, nullable.has(field));
    if (value !== undefined) body[field] = value;
  }
  return { rowNumber, body, cells };
}

/** The `mapping` query parameter: a JSON object of header -> field; undefined when absent, 'bad' when not one. */
export function parseMapping(raw: string | null | undefined): Record<string, string> | undefined | 'bad' {
  if (raw === undefined || raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    const ok =
      value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');
    return ok ? (value as Record<string, string>) : 'bad';
  } catch {
    return 'bad';
  }
}

/** A stored value and a checked one are the same when they read the same (numbers, text, flags, null). */
export const sameValue = (stored: unknown, given: unknown) => (stored ?? null) === (given ?? null) || String(stored) === String(given);

/** The failures of a value the schema refused, one per field it names (the row's when it names none). */
export function schemaFailures(row: ImportRow, issues: readonly z.core.$ZodIssue[]): RowFailure[] {
  return issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    return { rowNumber: row.rowNumber, field, value: row.cells[field] ?? '', message: issue.message, reason: issueReason(issue) };
  });
}
