// CSV as the exports and the failures' reports write it (RFC 4180 quoting, CRLF lines, a byte-order mark so that Excel
// reads UTF-8), with the cells a spreadsheet would run as a formula kept as text; and a small reader of whole files for
// the fake backend's import, with the rules the reference server gives csv-parse (server/jobs/import.ts). Both backends
// use this file, so it imports nothing of Node's.

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

/** `;` when the header line has more of them than of `,` (a spreadsheet saved in a locale with decimal commas), else `,`. */
export function csvDelimiter(text: string): ',' | ';' {
  const head = text.slice(0, 4096).split(/\r?\n/, 1)[0] ?? '';
  return (head.match(/;/g)?.length ?? 0) > (head.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/** A file that is not CSV (a quote left open); its message is the reason a job fails with. */
export class CsvSyntaxError extends Error {}

/**
 * The records of a whole CSV text: an optional byte-order mark, `,` or `;` (csvDelimiter), quoted cells with `""` and
 * line breaks inside, CRLF or LF lines, empty lines skipped, rows of any length. The same records csv-parse gives the
 * server with its options (`bom`, `relax_column_count`, `skip_empty_lines`); src/contract/csv.test.ts compares them.
 */
export function parseCsv(input: string): string[][] {
  const text = input.startsWith(CSV_BOM) ? input.slice(1) : input;
  const delimiter = csvDelimiter(text);
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let line = 1;
  let i = 0;
  const endRecord = () => {
    record.push(cell);
    // A line with nothing on it (not even a delimiter) is no record.
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
    cell = '';
  };
  while (i < text.length) {
    const char = text[i]!;
    if (char === '"' && cell === '') {
      const start = line;
      i++;
      for (;;) {
        const close = text.indexOf('"', i);
        if (close < 0) throw new CsvSyntaxError(`Quote Not Closed: the parsing is finished with an opening quote at line ${start}`);
        cell += text.slice(i, close);
        line += (text.slice(i, close).match(/\n/g) ?? []).length;
        if (text[close + 1] === '"') {
          cell += '"';
          i = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      const next = text[i];
      if (next !== undefined && next !== delimiter && next !== '\r' && next !== '\n')
        throw new CsvSyntaxError(`Invalid Closing Quote: got "${next}" at line ${line} instead of delimiter or record delimiter`);
      continue;
    }
    // A quote inside a cell that did not start with one: csv-parse refuses the file (no `relax_quotes`), so does this.
    if (char === '"')
      throw new CsvSyntaxError(`Invalid Opening Quote: a quote is found on field ${record.length} at line ${line}, value is "${cell}"`);
    if (char === delimiter) {
      record.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      line++;
      endRecord();
    } else cell += char;
    i++;
  }
  if (cell !== '' || record.length) endRecord();
  return records;
}
