/** CSV building and download for the table's "Export" button (RFC 4180 quoting, Excel-friendly). */
import { plainText } from '../../../plain-text.ts';

/** Spreadsheets execute cells that start with these as formulas; a leading quote keeps them text. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'boolean') text = value ? 'true' : 'false';
  else {
    text = plainText(value);
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Header line plus one line per row, CRLF-separated as RFC 4180 asks. */
export function toCsv(headers: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [headers.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The byte-order mark makes Excel read the file as UTF-8 (accents, Arabic, CJK). */
export const CSV_BOM = '\uFEFF';

/** `orders-2026-11-21.csv` */
export function csvFileName(base: string, date = new Date()): string {
  const safe =
    base
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'export';
  return `${safe}-${date.toISOString().slice(0, 10)}.csv`;
}

/** Starts a real file download in the browser. */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: Chromium starts the download asynchronously after the click.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
