import { readFileSync } from 'node:fs';
import { SCREEN_DEFINITIONS } from '../../src/screens/index.ts';
import type { ListScreen, ScreenDefinition } from '../../src/screens/define.ts';
import { isListName, referencesTo } from '../../src/resources/index.ts';
import { generatedRows } from '../../src/company/index.ts';

const en = JSON.parse(readFileSync(new URL('../../public/assets/i18n/en.json', import.meta.url), 'utf8')) as {
  fields: Record<string, Record<string, string>>;
};

/** A field the edit round trip sets (by its label) and the value; `view`: the list's query that shows editable rows. */
interface Edit {
  label: string;
  value: string;
  view?: string;
}

/** Screens whose form has no free-text field the row shows: which field the edit round trip changes, and to what. */
const EDITS: Record<string, Edit> = {
  'apps/hr/attendance/': { label: 'Check-in', value: '06:07' },
  // An invoice's text fields are its lines' (not in the row) and its currency, which the amounts show ("CHF 1.00").
  // A sent invoice's money cannot change (void and reissue instead): the edit is of a draft.
  'apps/invoices/': { label: 'Currency', value: 'CHF', view: 'filter=draft' },
};

/** The English header of the column to sort by: the first shown column that is not already the default sort. */
function sortHeader(screen: ListScreen): string {
  const column = screen.columns.find((c) => !c.hidden && c.kind !== 'toggle' && c.key !== screen.defaultSort?.key);
  const label = column && en.fields[screen.entity]?.[column.key];
  if (!label) throw new Error(`${screen.id}: no sortable column with an English label`);
  return label;
}

/** The values by which other lists' sample rows name a row of this screen's list through a `restrict` reference. */
function namedBySamples(screen: ListScreen): string[] {
  const list = screen.resource.list;
  if (!isListName(list)) throw new Error(`${screen.id}: ${list} is not a list`);
  return referencesTo(list)
    .filter((ref) => ref.onDelete === 'restrict')
    .flatMap((ref) => {
      const rows = JSON.parse(readFileSync(new URL(`../../src/content/data/${ref.from}.json`, import.meta.url), 'utf8')) as Record<
        string,
        unknown
      >[];
      return rows.map((row) => String(row[ref.field]));
    });
}

/**
 * Every table screen, from the screen definitions: path, sample size, a sortable column header, the values other
 * lists' rows name its rows by (such a row cannot be deleted) and, where the form has no free-text field, which field
 * the edit round trip changes.
 */
interface TableScreen {
  path: string;
  /** The list the screen reads (`/app/<list>`). */
  list: string;
  size: number;
  sort: string;
  named: readonly string[];
  edit?: Edit;
}

export const TABLES: readonly TableScreen[] = (SCREEN_DEFINITIONS as readonly ScreenDefinition[])
  .filter((s): s is ListScreen => s.kind === 'list')
  .map((s) => {
    const edit = EDITS[s.path];
    // A list of the sample company has its generated rows besides its sample rows, on both backends.
    const size = s.sampleSize + (isListName(s.resource.list) ? generatedRows(s.resource.list).length : 0);
    const base = { path: s.path, list: s.resource.list, size, sort: sortHeader(s), named: namedBySamples(s) };
    return edit ? { ...base, edit } : base;
  });

/** A row count as the table's "Showing … of N Results" writes it in English (1,234). */
export const counted = (n: number) => n.toLocaleString('en-US');

/** Every signed-in screen's path, from the screen definitions; the components gallery's pages have their own spec (gallery.spec.ts). */
export const DASHBOARD_PATHS = (SCREEN_DEFINITIONS as readonly ScreenDefinition[])
  .filter((s) => s.group !== 'pages' && s.group !== 'ui')
  .map((s) => s.path);
