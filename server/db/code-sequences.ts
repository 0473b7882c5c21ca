/**
 * The SQL of the sequences the numbers of a list's generated references come from (a resource's `code`; the route
 * side is server/lists/code-sequence.ts): one per list, `list_<name>_code`, holding the highest number proposed or
 * written. It starts at 0 and only `setval` moves it.
 */
import { generatedCode, type ListName } from '../../src/resources/index.ts';
import { CODE_FORMATS } from '../../src/schemas/formats.ts';
import { listTableName } from './list-columns.ts';

/** `list_order_code`: the sequence of list `name`'s reference numbers. */
export const codeSequenceName = (name: ListName) => `${listTableName(name)}_code`;

/** The sequence of a list with a generated reference (none for the others), raised to its highest stored reference. */
export function codeSequenceSql(name: ListName): string[] {
  const sync = syncCodeSequenceSql(name);
  if (sync === undefined) return [];
  return [`create sequence ${codeSequenceName(name)} as bigint minvalue 0 start with 0;`, sync];
}

/** SQL that raises list `name`'s sequence to its highest stored reference (after rows were inserted with theirs). */
export function syncCodeSequenceSql(name: ListName): string | undefined {
  const code = generatedCode(name);
  if (!code) return undefined;
  const column = `"${code.field}"`;
  // The formats' patterns (`^#[A-Z]{2}-\d{5,9}$`) mean the same in PostgreSQL's regular expressions.
  const stored = `select max(cast(substring(${column} from '[0-9]+$') as bigint)) from ${listTableName(name)} where ${column} ~ '${CODE_FORMATS[code.format].pattern.source}'`;
  const sequence = codeSequenceName(name);
  return `select setval('${sequence}', greatest(last_value, coalesce((${stored}), 0))) from ${sequence};`;
}
