import { plainText } from '../../../plain-text.ts';
import type { ColumnSpec } from '../../../screens/list-spec.ts';

/** A dialog title: its translation key and the record's name it carries (none for a new record). */
export interface DialogTitle {
  key: string;
  name?: string;
}

/** First strong isolate … pop directional isolate: an id such as "#ST-10452" keeps its order inside Arabic text. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * The field that names a record to a person: its human id (a code column) when the list has one, else its
 * title column, else the first column the table shows (a date for attendance).
 */
export function nameField(columns: readonly Pick<ColumnSpec, 'key' | 'kind'>[]): string | undefined {
  return (columns.find((c) => c.kind === 'code') ?? columns.find((c) => c.kind === 'title') ?? columns[0])?.key;
}

/**
 * "New order" for a new record, "Edit order #ST-10452" for an existing one: `form.titles.<entity>.new|edit`,
 * the record's name isolated so it reads the right way round in a right-to-left language.
 */
export function dialogTitle(
  entity: string,
  columns: readonly Pick<ColumnSpec, 'key' | 'kind'>[],
  row: Record<string, unknown> | null,
): DialogTitle {
  if (!row) return { key: `form.titles.${entity}.new` };
  const field = nameField(columns);
  const name = field ? plainText(row[field]).trim() : '';
  return { key: `form.titles.${entity}.edit`, name: isolate(name || `#${plainText(row.id)}`) };
}
