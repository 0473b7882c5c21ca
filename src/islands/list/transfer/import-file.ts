/**
 * What the import dialog reads of a file before it is sent: its records, its columns matched to the list's fields (the
 * backends' own matching, src/contract/import-columns.ts) and the first rows checked by the list's schema, each cell's
 * error in place. Loaded with the dialog.
 */
import type { z } from 'zod/mini';
import { CsvSyntaxError, parseCsv } from '../../../contract/csv.ts';
import { importFields, importRowOf, matchColumns, type FieldLabels } from '../../../contract/import-columns.ts';
import { MAX_IMPORT_BYTES, XLSX_TYPE, type ExportFormat } from '../../../contract/jobs.ts';
import { readXlsx, XlsxError } from '../../../contract/xlsx.ts';
import { islandMessagesFor } from '../../../i18n/island-messages.ts';
import { LOCALES } from '../../../i18n/locales.ts';
import type { ListName } from '../../../resources/index.ts';
import { inputSchema } from '../../../schemas/index.ts';

/** A file read: its header line and its data records. */
export interface ImportFile {
  name: string;
  format: ExportFormat;
  headers: string[];
  records: string[][];
}

/** Why a file cannot be imported (each has its message in the dialog). */
export type FileProblem = 'tooLarge' | 'notCsv' | 'badXlsx' | 'empty' | 'unreadable';

export class FileRefused extends Error {
  constructor(
    readonly problem: FileProblem,
    readonly detail = '',
  ) {
    super(problem);
  }
}

/** The file's format (by name or media type): a CSV, an XLSX workbook, or neither. */
export function formatOf(file: Pick<File, 'name' | 'type'>): ExportFormat | undefined {
  if (/\.xlsx$/i.test(file.name) || file.type === XLSX_TYPE) return 'xlsx';
  if (/\.csv$/i.test(file.name) || file.type === 'text/csv') return 'csv';
  return undefined;
}

/** A file's records: a CSV's by the backends' reader, a workbook's first sheet's. */
async function recordsOf(file: File, format: ExportFormat): Promise<string[][]> {
  let content: string | Uint8Array;
  try {
    content = format === 'xlsx' ? new Uint8Array(await file.arrayBuffer()) : await file.text();
  } catch {
    throw new FileRefused('unreadable');
  }
  try {
    return typeof content === 'string' ? parseCsv(content) : readXlsx(content);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new FileRefused('notCsv', error.message);
    if (error instanceof XlsxError) throw new FileRefused('badXlsx', error.message);
    throw error;
  }
}

/** Reads a chosen file: refused past 50 MB, when neither CSV nor XLSX (or unreadable as one), or with no header line. */
export async function readImportFile(file: File): Promise<ImportFile> {
  if (file.size > MAX_IMPORT_BYTES) throw new FileRefused('tooLarge');
  const format = formatOf(file);
  if (!format) throw new FileRefused('notCsv');
  const [headers, ...rest] = await recordsOf(file, format);
  if (!headers || headers.every((h) => h.trim() === '')) throw new FileRefused('empty');
  return { name: file.name, format, headers, records: rest };
}

/** The fields a column may be read as: the list's fields, `id` (a row to update) first. */
export function importableFields(list: ListName): string[] {
  const fields = Object.keys(importFields(list).kinds);
  return fields.includes('id') ? ['id', ...fields.filter((f) => f !== 'id')] : fields;
}

let labels: Promise<FieldLabels[]> | undefined;

/** The nine languages' field labels, which a header may name a field by (the islands' word files, fetched once). */
export function fieldLabels(): Promise<FieldLabels[]> {
  labels ??= Promise.all(LOCALES.map(async (locale) => ((await islandMessagesFor(locale)) as { fields?: FieldLabels }).fields ?? {}));
  return labels;
}

/** Column index -> field ('' when the column is not read), as the backends match the header line with no mapping. */
export function autoColumns(list: ListName, headers: readonly string[], all: readonly FieldLabels[]): string[] {
  const matched = matchColumns(list, headers, {}, all);
  return headers.map((_, i) => matched.get(i) ?? '');
}

/** The chosen columns as the import's `mapping`: every header, to its field or to '' (not read). */
export function mappingOf(headers: readonly string[], columns: readonly string[]): Record<string, string> {
  const mapping: Record<string, string> = {};
  headers.forEach((header, i) => {
    // A header named twice is the first column's (as the backends read a mapping).
    if (!(header in mapping)) mapping[header] = columns[i] ?? '';
  });
  return mapping;
}

/** Fields two columns are sent to: the second is not read, so the dialog asks for a choice. */
export function duplicateFields(columns: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const field of columns) if (field) (seen.has(field) ? twice : seen).add(field);
  return twice;
}

/** One row of the preview: its cells as read, the error of each cell the schema refused, and the row's other errors. */
export interface PreviewRow {
  rowNumber: number;
  cells: string[];
  /** Column index -> the issue about its field. */
  cellIssues: Map<number, z.core.$ZodIssue>;
  /** Issues about fields the file has no column for (a required field left out), for a row that adds. */
  rowIssues: z.core.$ZodIssue[];
}

/** Rows the preview shows. */
export const PREVIEW_ROWS = 10;

/**
 * The first rows, each checked by the list's schema as a new row: a row with an `id` updates a row the preview does
 * not have, so only its own cells' issues count for it.
 */
export function previewRows(list: ListName, file: ImportFile, columns: readonly string[], count = PREVIEW_ROWS): PreviewRow[] {
  const byIndex = new Map<number, string>();
  const taken = new Set<string>();
  columns.forEach((field, i) => {
    if (field && !taken.has(field)) byIndex.set(i, field);
    taken.add(field);
  });
  const indexOf = new Map([...byIndex].map(([i, field]) => [field, i]));
  const schema = inputSchema(list);
  return file.records.slice(0, count).map((record, n) => {
    const row = importRowOf(list, byIndex, record, n + 1);
    const updates = row.body.id !== undefined && row.body.id !== null;
    const cellIssues = new Map<number, z.core.$ZodIssue>();
    const rowIssues: z.core.$ZodIssue[] = [];
    const { id, ...body } = row.body;
    const checked = schema.safeParse(body);
    for (const issue of checked.success ? [] : checked.error.issues) {
      const at = indexOf.get(String(issue.path[0] ?? ''));
      if (at !== undefined) {
        if (!cellIssues.has(at)) cellIssues.set(at, issue);
      } else if (!updates) rowIssues.push(issue);
    }
    const idAt = indexOf.get('id');
    if (idAt !== undefined && updates && !(Number.isInteger(id) && Number(id) > 0))
      cellIssues.set(idAt, { code: 'invalid_type', expected: 'int', path: ['id'], message: 'Invalid id', input: id });
    return { rowNumber: n + 1, cells: file.headers.map((_, i) => record[i] ?? ''), cellIssues, rowIssues };
  });
}
