// How an imported file's columns become a row's fields: a header names a field by its name or by its label in any of
// the nine languages (`fields.<entity>.<field>` of public/assets/i18n/*.json), and a cell's text becomes the value
// the field's kind takes, for the row's schema to check.
import { readFileSync } from 'node:fs';
import { LOCALES } from '../../src/i18n/locales.ts';
import { fieldKinds, type FieldKind } from '../../src/contract/field-kinds.ts';
import { LIST_SCHEMAS, resourceOf, type ListName } from '../../src/resources/index.ts';

const I18N_DIR = new URL('../../public/assets/i18n/', import.meta.url);

type FieldLabels = Record<string, Record<string, unknown> | undefined>;
let labels: FieldLabels[] | undefined;

/** Each language's `fields` (read once, as server/mail/messages.ts reads the files: plain Node imports no JSON). */
function fieldLabels(): FieldLabels[] {
  labels ??= LOCALES.map(
    (locale) => (JSON.parse(readFileSync(new URL(`${locale}.json`, I18N_DIR), 'utf8')) as { fields?: FieldLabels }).fields ?? {},
  );
  return labels;
}

/** Case, accents' composition and surrounding spaces do not count when a header is compared with a name or a label. */
const normal = (text: string) => text.normalize('NFKC').trim().toLocaleLowerCase('en');

/** Every name a header may give each field of `name`: the field's own, and its label in each language. */
function namesOfFields(name: ListName): Map<string, string> {
  const entity = resourceOf(name).entity;
  const names = new Map<string, string>();
  for (const field of Object.keys(fieldKinds(LIST_SCHEMAS[name]))) {
    names.set(normal(field), field);
    for (const fields of fieldLabels()) {
      const label = fields[entity]?.[field];
      // A label two fields share in one language names neither: the first stays (the field's own name always wins).
      if (typeof label === 'string' && !names.has(normal(label))) names.set(normal(label), field);
    }
  }
  return names;
}

/**
 * Column index -> field for a file's header line: `mapping` (header -> field) first, then the names and labels.
 * A header that names nothing, or a field a column before it took, is left out (its cells are not read).
 */
export function matchColumns(name: ListName, headers: readonly string[], mapping: Record<string, string> = {}): Map<number, string> {
  const kinds = fieldKinds(LIST_SCHEMAS[name]);
  const names = namesOfFields(name);
  const columns = new Map<number, string>();
  const taken = new Set<string>();
  headers.forEach((header, index) => {
    const chosen = mapping[header];
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
