// CSV as the exports and the failures' reports write it (RFC 4180 quoting, CRLF lines, a byte-order mark so that Excel
// reads UTF-8), with the cells a spreadsheet would run as a formula kept as text.

/** Spreadsheets run cells that start with these as formulas; a leading `'` keeps them text (an import takes it off). */
const FORMULA_START = /^[=+\-@\t\r]/;

export const CSV_BOM = '\uFEFF';

/** One cell: numbers and flags as they are, text neutralised and quoted when it must be; null and absent empty. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, with its CRLF. */
export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;
