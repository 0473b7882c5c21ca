/**
 * Why an imported row failed, kept beside its English `message` so that the failures' report speaks the reader's
 * language: a schema's issue (the zod issue without the value it read), or one of the import's own refusals. Both
 * backends store it with the failure and write the report with `failuresReport`, in the language the request's
 * `Accept-Language` names (English when it names none of the nine). A failure stored without a reason (a database's
 * own refusal) keeps its message as it is.
 */
import type { z } from 'zod/mini';
import { issueMessage, type Translate } from '../i18n/issue-messages.ts';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { csvLine, CSV_BOM } from './csv.ts';
import type { ImportRow, RowFailure } from './import-columns.ts';
import { REFERENCE_MISSING } from './jobs.ts';
import { MESSAGES } from './messages.ts';

export type FailureReason =
  | { code: 'issue'; issue: Record<string, unknown> }
  | { code: 'forbidden' | 'noRow' | 'referenceMissing' | 'unique' | 'invalid' }
  | { code: 'referenceTaken'; value: string };

/** A row with an id that the caller may not change (the import needs `<list>.update` too for those). */
export const forbiddenFailure = (row: ImportRow): RowFailure => ({
  rowNumber: row.rowNumber,
  field: 'id',
  value: row.cells.id ?? '',
  message: MESSAGES.forbidden,
  reason: { code: 'forbidden' },
});

/** A row whose id names no row of the list. */
export const noRowFailure = (row: ImportRow, list: string): RowFailure => ({
  rowNumber: row.rowNumber,
  field: 'id',
  value: row.cells.id ?? '',
  message: `No ${list} row with that id`,
  reason: { code: 'noRow' },
});

/** A row whose code (`#ST-…`) another row has. */
export const referenceTakenFailure = (row: ImportRow, field: string, value: string): RowFailure => ({
  rowNumber: row.rowNumber,
  field,
  value,
  message: MESSAGES.referenceTaken(value),
  reason: { code: 'referenceTaken', value },
});

/** A write refused as a whole row: a reference to a row that is not there, a unique value taken, a value out of range. */
export function refusedFailure(row: ImportRow, code: 'referenceMissing' | 'unique' | 'invalid'): RowFailure {
  const message =
    code === 'referenceMissing'
      ? REFERENCE_MISSING
      : code === 'unique'
        ? 'A value that must be unique is taken'
        : 'A value is out of range or not valid for its field';
  return { rowNumber: row.rowNumber, field: '', value: '', message, reason: { code } };
}

/** A schema's issue as a reason: what it says, not the value it read (the report has the cell's text already). */
export function issueReason(issue: z.core.$ZodIssue): FailureReason {
  const { input: _input, message: _message, ...said } = issue;
  return { code: 'issue', issue: said };
}

/**
 * A schema's issue with a cell of a file, in the translator's language. A cell that holds text where a number or a
 * flag goes is a type issue, which a form only meets for an empty field ("required"): here it says the format is wrong.
 */
export function cellIssueMessage(
  issue: z.core.$ZodIssue,
  cell: string | undefined,
  t: Translate,
  fieldLabel: (key: string) => string,
): string {
  if (issue.code === 'invalid_type' && (cell ?? '').trim() !== '') return t('form.errors.format');
  return issueMessage(issue, t, fieldLabel);
}

/** The failure's message in the translator's language. */
export function failureMessage(
  failure: Pick<RowFailure, 'message' | 'reason' | 'value'>,
  t: Translate,
  fieldLabel: (key: string) => string,
): string {
  const reason = failure.reason;
  if (!reason) return failure.message;
  if (reason.code === 'issue') return cellIssueMessage(reason.issue as unknown as z.core.$ZodIssue, failure.value, t, fieldLabel);
  if (reason.code === 'referenceTaken') return t('form.errors.idTaken', { id: reason.value });
  return t(`transfer.import.failure.${reason.code}`);
}

/** The first of the nine languages an `Accept-Language` header names (`de-CH,de;q=0.9` is German), else English. */
export function reportLocale(acceptLanguage: string | null | undefined): Locale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase().split('-')[0];
    const found = LOCALES.find((locale) => locale === tag);
    if (found) return found;
  }
  return 'en';
}

/** The failures' report: a CSV of row, column, value and message (in `t`'s language), by row number. */
export function failuresReport(failures: readonly RowFailure[], t: Translate, entity: string): string {
  const fieldLabel = (key: string) => t(`fields.${entity}.${key}`, { defaultValue: key });
  const sorted = [...failures].sort((a, b) => a.rowNumber - b.rowNumber);
  const lines = sorted.map((f) => csvLine([f.rowNumber, f.field, f.value, failureMessage(f, t, fieldLabel)]));
  return CSV_BOM + csvLine(['row', 'column', 'value', 'message']) + lines.join('');
}
